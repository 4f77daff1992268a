import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleFormsTools, googleFormsScopes } from "../tools/google-forms.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/** Google Forms (`https://forms.googleapis.com`): Google's shared OAuth mode; scopes and tools from Google's discovery document. */
export const googleForms: ProviderDefinitionInput = {
  id: "google-forms",
  name: "Google Forms",
  description: "Create Google Forms and add or edit their questions, read forms, and list and read their responses.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/forms/api",
  kind: "http",
  baseUrl: "https://forms.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Forms API", scopes: googleFormsScopes, defaultScopes: ["https://www.googleapis.com/auth/forms.body", "https://www.googleapis.com/auth/forms.responses.readonly"] })],
  tools: googleFormsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://forms.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://forms.googleapis.com/$discovery/rest?version=v1"],
};
