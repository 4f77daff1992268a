import type { ProviderDefinitionInput } from "@plugboard/core";
import { figmaTools } from "../tools/figma.js";

/**
 * Figma's REST API (`https://api.figma.com`, paths under `/v1/` and `/v2/`). An OAuth app or a personal
 * access token (sent in the `X-Figma-Token` header); OAuth URLs and scopes from the `OAuth2` security
 * scheme of Figma's own OpenAPI specification, tools from the same document. That scheme also names the
 * separate refresh endpoint, `refreshUrl: https://api.figma.com/v1/oauth/refresh` (openapi/openapi.yaml,
 * `components.securitySchemes.OAuth2.flows.authorizationCode`), used here as `refreshUrl`.
 * The token and refresh requests authenticate the client with HTTP Basic (`clientAuth: basic`:
 * `Authorization: Basic base64(client_id:client_secret)`, no secret in the form), as Figma's 2025 OAuth
 * migration notice requires (issue 37). Not confirmed on a Figma page here: the notice itself (the search
 * found only the Authentication page, which does not show the token request), and whether a refresh
 * answers a new refresh token — kept `refresh: reuse`, which the engine handles either way.
 */
export const figma: ProviderDefinitionInput = {
  id: "figma",
  name: "Figma",
  description: "Read Figma files, nodes, components, styles and variables, render nodes as images, browse a team's folders and files, and read or post comments.",
  categories: ["design"],
  docsUrl: "https://developers.figma.com/docs/rest-api/",
  kind: "http",
  baseUrl: "https://api.figma.com",
  authModes: [
    {
      type: "oauth2",
      label: "Figma account",
      description:
        "Create an OAuth app in Figma's developer settings (https://www.figma.com/developers/apps), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL and select the scopes the agent needs on the app's OAuth scopes tab.",
      config: {
        authorize_url: "https://www.figma.com/oauth",
        token_url: "https://api.figma.com/v1/oauth/token",
        refresh_url: "https://api.figma.com/v1/oauth/refresh",
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["current_user:read", "file_content:read", "file_metadata:read", "file_versions:read", "file_comments:read", "file_comments:write", "folders:read", "library_content:read"],
      },
      scopes: [
        { name: "current_user:read", description: "Read your name, email, and profile image." },
        { name: "file_content:read", description: "Read the contents of files, such as nodes and the editor type." },
        { name: "file_metadata:read", description: "Read metadata of files." },
        { name: "file_versions:read", description: "Read the version history for files you can access." },
        { name: "file_comments:read", description: "Read the comments for files." },
        { name: "file_comments:write", description: "Post and delete comments and comment reactions in files." },
        { name: "file_dev_resources:read", description: "Read dev resources in files." },
        { name: "file_variables:read", description: "Read variables in Figma file (members of Enterprise organizations only)." },
        { name: "library_content:read", description: "Read published components and styles of files." },
        { name: "folders:read", description: "List folders and files in folders." },
      ],
    },
    {
      type: "api_key",
      label: "Personal access token",
      description: "Generate a personal access token in Figma under Settings → Security → Personal access tokens, with the scopes the agent needs; it is sent in the X-Figma-Token header.",
      in: "header",
      name: "X-Figma-Token",
    },
  ],
  tools: figmaTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developers.figma.com/docs/rest-api/authentication": ["authorizeUrl", "OAuth app setup", "clientAuth: basic (Figma's 2025 OAuth migration notice; not shown on this page)"],
    "https://developers.figma.com/docs/rest-api/scopes/": ["scopes"],
    "https://developers.figma.com/docs/rest-api/personal-access-tokens/": ["api_key mode: X-Figma-Token header"],
    "https://github.com/figma/rest-api-spec/blob/main/openapi/openapi.yaml": ["tokenUrl", "refreshUrl", "tools (operationIds)"],
  },
  sources: [
    "https://developers.figma.com/docs/rest-api/authentication",
    "https://developers.figma.com/docs/rest-api/personal-access-tokens/",
    "https://developers.figma.com/docs/rest-api/scopes/",
    "https://developers.figma.com/docs/rest-api/",
    "https://github.com/figma/rest-api-spec",
    "https://github.com/figma/rest-api-spec/blob/main/openapi/openapi.yaml",
  ],
};
