import type { ProviderDefinitionInput } from "@plugboard/core";
import { webflowTools } from "../tools/webflow.js";

const SDK_OAUTH = "https://github.com/webflow/js-webflow-api/blob/master/src/wrapper/WebflowClient.ts";
const SDK_ENV = "https://github.com/webflow/js-webflow-api/blob/master/src/environments.ts";
const SDK_README = "https://github.com/webflow/js-webflow-api/blob/master/README.md";
const SDK_BEARER = "https://github.com/webflow/js-webflow-api/blob/master/src/core/auth/BearerToken.ts";
const SDK_SCOPES = "https://github.com/webflow/js-webflow-api/blob/master/src/api/types/OAuthScope.ts";

/**
 * Webflow's Data API v2 (`https://api.webflow.com/v2`; v1 is retired), as Webflow's own SDK runs it:
 * OAuth 2.0 with the user sent to `https://webflow.com/oauth/authorize` (space-separated scopes), the code
 * exchanged at `https://api.webflow.com/oauth/access_token` with `client_id`, `client_secret`, `code` and
 * `grant_type` in a JSON body; the access token is used as a bearer token. No refresh token is described
 * (the SDK keeps only `access_token`). Workspace and site API tokens are sent the same way.
 */
export const webflow: ProviderDefinitionInput = {
  id: "webflow",
  name: "Webflow",
  description: "Webflow sites and CMS: list and publish sites, read collections, list and create CMS items, list pages.",
  categories: ["marketing", "design"],
  docsUrl: "https://developers.webflow.com/data/reference",
  kind: "http",
  baseUrl: "https://api.webflow.com/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Webflow workspace",
      description:
        "Create a Data Client app in your Webflow workspace's Apps & Integrations settings, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, pick its scopes, and copy the client id and secret.",
      config: {
        authorize_url: "https://webflow.com/oauth/authorize",
        token_url: "https://api.webflow.com/oauth/access_token",
        token_request_format: "json",
        scopes: ["authorized_user:read", "sites:read", "cms:read", "pages:read"],
      },
      scopes: [
        { name: "authorized_user:read", description: "Read the user who authorized the app." },
        { name: "sites:read", description: "Read sites." },
        { name: "sites:write", description: "Publish and modify sites." },
        { name: "cms:read", description: "Read CMS collections and items." },
        { name: "cms:write", description: "Create and modify CMS items." },
        { name: "pages:read", description: "Read pages." },
        { name: "pages:write", description: "Modify pages." },
        { name: "forms:read", description: "Read forms and submissions." },
      ],
    },
    {
      type: "bearer",
      label: "Workspace or site API token",
      description: "A workspace token (Dashboard → Apps & Integrations → Manage → Workspace API access) or a site token (the site's settings → API access → Generate API token), sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: webflowTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_OAUTH]: ["authorizeUrl", "tokenUrl", "scopes joined with spaces", "token request: JSON body with client_id, client_secret, code, grant_type"],
    [SDK_ENV]: ["baseUrl https://api.webflow.com/v2"],
    [SDK_SCOPES]: ["scope names"],
    [SDK_README]: ["workspace and site API tokens, where to generate them"],
    [SDK_BEARER]: ["Authorization: Bearer <token>"],
  },
  sources: [SDK_OAUTH, SDK_ENV, SDK_SCOPES, SDK_README, SDK_BEARER, "https://developers.webflow.com/data/reference"],
};
