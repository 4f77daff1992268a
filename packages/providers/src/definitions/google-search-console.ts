import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleSearchConsoleTools, googleSearchConsoleScopes } from "../tools/google-search-console.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Search Console (`https://searchconsole.googleapis.com`): Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleSearchConsole: ProviderDefinitionInput = {
  id: "google-search-console",
  name: "Google Search Console",
  description: "Query a site's Google Search performance (clicks, impressions, CTR, position by query, page, country, device), inspect URLs' index status, and list or submit sitemaps.",
  categories: ["marketing", "monitoring"],
  docsUrl: "https://developers.google.com/webmaster-tools/search-console-api/",
  kind: "http",
  baseUrl: "https://searchconsole.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Search Console API", scopes: googleSearchConsoleScopes, defaultScopes: ["https://www.googleapis.com/auth/webmasters"] })],
  tools: googleSearchConsoleTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://searchconsole.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://searchconsole.googleapis.com/$discovery/rest?version=v1"],
};
