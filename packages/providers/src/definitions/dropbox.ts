import type { ProviderDefinitionInput } from "@plugboard/core";
import { dropboxTools } from "../tools/dropbox.js";

/**
 * Dropbox's HTTP API (`https://api.dropboxapi.com/2`, RPC endpoints: POST with a JSON argument).
 * Access tokens are short-lived; a refresh token comes only when the authorize request carries
 * `token_access_type=offline`, and it stays valid (refresh answers carry no new one). File contents
 * (upload, download) live on another host (content.dropboxapi.com) and are not among the tools.
 */
export const dropbox: ProviderDefinitionInput = {
  id: "dropbox",
  name: "Dropbox",
  description: "Browse, search, organise (create, move, copy, delete) and share files and folders in a user's Dropbox.",
  categories: ["file-storage"],
  docsUrl: "https://www.dropbox.com/developers/documentation/http/documentation",
  kind: "http",
  baseUrl: "https://api.dropboxapi.com/2",
  authModes: [
    {
      type: "oauth2",
      label: "Dropbox account",
      description:
        "Create a scoped app in the Dropbox App Console (https://www.dropbox.com/developers/apps), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, and enable the scopes the agent needs on the Permissions tab (files.metadata.read, files.content.write, sharing.write…).",
      config: {
        authorize_url: "https://www.dropbox.com/oauth2/authorize",
        token_url: "https://api.dropboxapi.com/oauth2/token",
        extra_params: { token_access_type: "offline" },
        scopes: ["account_info.read", "files.metadata.read", "files.metadata.write", "files.content.read", "files.content.write", "sharing.read", "sharing.write"],
      },
      scopes: [
        { name: "account_info.read", description: "View basic information about the Dropbox account, such as username, email and country." },
        { name: "files.metadata.read", description: "View information about files and folders (list, search, get metadata)." },
        { name: "files.metadata.write", description: "View and edit information about files and folders (create folders, move, copy, delete)." },
        { name: "files.content.read", description: "View content of files and folders." },
        { name: "files.content.write", description: "Edit content of files and folders." },
        { name: "sharing.read", description: "View the user's sharing and collaboration settings (list shared links)." },
        { name: "sharing.write", description: "View and manage sharing and collaboration settings (create shared links)." },
      ],
    },
  ],
  tools: dropboxTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.dropbox.com/oauth-guide",
    "https://dropbox.tech/developers/using-oauth-2-0-with-offline-access",
    "https://dropbox.tech/developers/migrating-app-permissions-and-access-tokens",
    "https://www.dropbox.com/developers/documentation/http/documentation",
    "https://github.com/dropbox/dropbox-api-spec/tree/0d994ebe9e86f741b380a75a5267819aeb7eb63e",
  ],
};
