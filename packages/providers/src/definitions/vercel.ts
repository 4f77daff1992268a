import type { ProviderDefinitionInput } from "@plugboard/core";
import { vercelTools } from "../tools/vercel.js";

/**
 * Vercel's REST API (`https://api.vercel.com`), authenticated with an access token as a bearer token
 * (the `bearerToken` scheme of Vercel's own OpenAPI description, "the default authentication
 * mechanism"). Endpoints carry their own version in the path (`/v6/deployments`, `/v13/deployments/…`)
 * as the document lists them; `teamId` scopes a request to a team. Tools from the same document (its
 * published version 0.0.1 as collected by APIs.guru).
 */
export const vercel: ProviderDefinitionInput = {
  id: "vercel",
  name: "Vercel",
  description: "Follow Vercel deployments (state, build logs, aliases), cancel or delete them, check domains and DNS records, and read or add project environment variables.",
  categories: ["developer-tools", "infrastructure"],
  docsUrl: "https://vercel.com/docs/rest-api",
  kind: "http",
  baseUrl: "https://api.vercel.com",
  authModes: [
    {
      type: "bearer",
      label: "Access token",
      description: "Create an access token in Vercel's account settings (Tokens), scoped to the team the agent works in; it is sent as Authorization: Bearer <token>.",
    },
  ],
  tools: vercelTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://openapi.vercel.sh": ["baseUrl", "bearer token (bearerToken scheme)", "tools (operationIds)"] },
  sources: ["https://openapi.vercel.sh", "https://vercel.com/docs/rest-api"],
};
