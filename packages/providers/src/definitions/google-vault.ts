import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleVaultScopes, googleVaultTools } from "../tools/google-vault.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Vault API v1 (`https://vault.googleapis.com`): matters and holds, for a Workspace account's users with Vault privileges. Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleVault: ProviderDefinitionInput = {
  id: "google-vault",
  name: "Google Vault",
  description: "Manage Google Vault eDiscovery matters (create, update, close, reopen, delete, share) and their holds on mail, Drive, Groups, Chat and Calendar data.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/vault",
  kind: "http",
  baseUrl: "https://vault.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Vault API", scopes: googleVaultScopes, defaultScopes: ["https://www.googleapis.com/auth/ediscovery"] })],
  tools: googleVaultTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://vault.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://vault.googleapis.com/$discovery/rest?version=v1"],
};
