import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleContactsScopes, googleContactsTools } from "../tools/google-contacts.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/**
 * Google Contacts through the People API (v1, `https://people.googleapis.com`): the user's contacts,
 * contact groups, "other contacts" and the Workspace directory. Google's shared OAuth mode; scopes and
 * tools from Google's discovery document (operations taking a `people/…` resource name in the path are
 * left out: the slash in it would be encoded).
 */
export const googleContacts: ProviderDefinitionInput = {
  id: "google-contacts",
  name: "Google Contacts",
  description: "Search, read, create, update and delete a user's Google contacts, manage contact groups (labels), and search 'other contacts' and the Workspace directory.",
  categories: ["productivity", "crm"],
  docsUrl: "https://developers.google.com/people/",
  kind: "http",
  baseUrl: "https://people.googleapis.com",
  authModes: [googleOAuthMode({ api: "People API", scopes: googleContactsScopes, defaultScopes: ["https://www.googleapis.com/auth/contacts"] })],
  tools: googleContactsTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://people.googleapis.com/$discovery/rest?version=v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://people.googleapis.com/$discovery/rest?version=v1", "https://developers.google.com/people/"],
};
