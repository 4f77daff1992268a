import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleWorkspaceLicensingScopes, googleWorkspaceLicensingTools } from "../tools/google-workspace-licensing.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const DISCOVERY = "https://licensing.googleapis.com/$discovery/rest?version=v1";

/** Google Workspace Enterprise License Manager API v1 (`https://licensing.googleapis.com`): who holds which Workspace licenses, assigned and revoked by an administrator. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleWorkspaceLicensing: ProviderDefinitionInput = {
  id: "google-workspace-licensing",
  name: "Google Workspace Licensing",
  description: "Manage Google Workspace licenses as an administrator: list who holds each product's and SKU's licenses, check a user's license, assign, move between SKUs and revoke licenses.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/admin-sdk/licensing/",
  kind: "http",
  baseUrl: "https://licensing.googleapis.com",
  authModes: [googleOAuthMode({ api: "Enterprise License Manager API", scopes: googleWorkspaceLicensingScopes, defaultScopes: ["https://www.googleapis.com/auth/apps.licensing"] })],
  tools: googleWorkspaceLicensingTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { [DISCOVERY]: ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, DISCOVERY],
};
