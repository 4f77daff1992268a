import type { ProviderDefinitionInput } from "@plugboard/core";
import { increaseTools } from "../tools/increase.js";

const INCREASE_OPENAPI = "https://increase.com/openapi.json";

/**
 * Increase's banking API, authenticated with an API key as a bearer token (the `bearerAuth` scheme of
 * Increase's own OpenAPI description). The document lists two servers, production
 * (`https://api.increase.com`) and sandbox (`https://sandbox.increase.com`): the `environment` config
 * field picks one. Tools from the same document.
 */
export const increase: ProviderDefinitionInput = {
  id: "increase",
  name: "Increase",
  description: "Read Increase bank accounts, balances, transactions and pending transactions, account numbers, cards and external accounts, follow ACH transfers, and move money between accounts.",
  categories: ["finance", "payments"],
  docsUrl: INCREASE_OPENAPI,
  kind: "http",
  baseUrl: "https://{{config.environment}}.increase.com",
  connectionConfig: [
    {
      name: "environment",
      label: "Environment",
      description: "`api` for production, `sandbox` for the sandbox.",
      pattern: "^(api|sandbox)$",
      example: "api",
      default: "api",
    },
  ],
  authModes: [{ type: "bearer", label: "API key", description: "An Increase API key for the environment chosen, sent as Authorization: Bearer <key>." }],
  tools: increaseTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [INCREASE_OPENAPI]: ["servers (production, sandbox)", "bearer API key (bearerAuth)", "tools (operationIds)"] },
  sources: [INCREASE_OPENAPI],
};
