import type { ProviderDefinitionInput } from "@plugboard/core";
import { boxTools } from "../tools/box.js";

/**
 * Box's Content API (`https://api.box.com/2.0`). OAuth 2.0 with user authentication; tools from Box's
 * own OpenAPI description. Box refresh tokens are single-use: each refresh answers a new one.
 */
export const box: ProviderDefinitionInput = {
  id: "box",
  name: "Box",
  description: "Files and folders in Box: search, browse, organise, copy, share with collaborators, comment and assign tasks.",
  categories: ["file-storage", "productivity"],
  docsUrl: "https://developer.box.com/reference/",
  kind: "http",
  baseUrl: "https://api.box.com/2.0",
  authModes: [
    {
      type: "oauth2",
      label: "Box account",
      description:
        "Create a Custom App with User Authentication (OAuth 2.0) in the Box Developer Console (https://app.box.com/developers/console), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI and tick the application scopes the agent needs (e.g. Read and write all files and folders).",
      config: {
        authorize_url: "https://account.box.com/api/oauth2/authorize",
        token_url: "https://api.box.com/oauth2/token",
        revokeUrl: "https://api.box.com/oauth2/revoke",
        refresh_token_rotation: true,
      },
      scopes: [
        { name: "root_readonly", description: "Read all files and folders stored in Box." },
        { name: "root_readwrite", description: "Read and write all files and folders stored in Box." },
        { name: "manage_webhook", description: "Create webhooks programmatically through the API." },
        { name: "manage_groups", description: "Manage an enterprise's groups." },
      ],
    },
  ],
  tools: boxTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developer.box.com/guides/authentication/oauth2/",
    "https://developer.box.com/guides/authentication/oauth2/without-sdk/",
    "https://developer.box.com/guides/authentication/tokens/refresh/",
    "https://developer.box.com/guides/api-calls/permissions-and-errors/scopes/",
    "https://developer.box.com/reference/",
    "https://opensource.box.com/box-openapi/openapi.json",
  ],
};
