import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleAdminDirectoryScopes, googleAdminDirectoryTools } from "../tools/google-admin-directory.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/**
 * Google Workspace Admin SDK Directory API (`https://admin.googleapis.com`, `directory_v1`): users,
 * aliases, groups and group members of a Workspace account. The connecting user must be a Workspace
 * administrator. Google's shared OAuth mode; scopes and tools from Google's discovery document.
 */
export const googleAdminDirectory: ProviderDefinitionInput = {
  id: "google-admin-directory",
  name: "Google Workspace Admin (Directory)",
  description: "Manage a Google Workspace account's directory as an administrator: list, create, update, suspend, delete and restore users, their aliases and admin status; list, create and update groups and add, change or remove their members.",
  categories: ["productivity"],
  docsUrl: "https://developers.google.com/admin-sdk/",
  kind: "http",
  baseUrl: "https://admin.googleapis.com",
  authModes: [
    googleOAuthMode({
      api: "Admin SDK API",
      scopes: googleAdminDirectoryScopes,
      defaultScopes: ["https://www.googleapis.com/auth/admin.directory.user", "https://www.googleapis.com/auth/admin.directory.group"],
    }),
  ],
  tools: googleAdminDirectoryTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://admin.googleapis.com/$discovery/rest?version=directory_v1": ["baseUrl", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://admin.googleapis.com/$discovery/rest?version=directory_v1"],
};
