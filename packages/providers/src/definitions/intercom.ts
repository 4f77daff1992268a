import type { ProviderDefinitionInput } from "@plugboard/core";
import { intercomTools } from "../tools/intercom.js";

/**
 * Intercom's REST API, version 2.14 (`Intercom-Version` header). Workspaces are hosted in the US
 * (`api.intercom.io`), the EU (`api.eu.intercom.io`) or Australia (`api.au.intercom.io`): the `region`
 * connection config field picks the host. OAuth permissions are chosen on the app in the Developer Hub,
 * not requested per authorization; access tokens do not expire and no refresh token is issued.
 */
export const intercom: ProviderDefinitionInput = {
  id: "intercom",
  name: "Intercom",
  description: "Search and read Intercom conversations and tickets, reply, assign, close and tag them, and find, create and update contacts and their notes.",
  categories: ["customer-support", "communication", "crm"],
  docsUrl: "https://developers.intercom.com/docs/references/rest-api/api.intercom.io",
  kind: "http",
  baseUrl: "https://{{config.region}}.intercom.io",
  headers: { "Intercom-Version": "2.14" },
  connectionConfig: [
    {
      name: "region",
      label: "Data hosting region",
      description: "`api` for a US-hosted workspace, `api.eu` for the EU, `api.au` for Australia.",
      pattern: "^(api|api\\.eu|api\\.au)$",
      example: "api",
      default: "api",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Intercom workspace",
      description:
        "In the Developer Hub, open your app's Authentication page, tick Use OAuth, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL (HTTPS) and tick the permissions the agent needs (read and write conversations, users and companies…).",
      config: {
        authorize_url: "https://app.intercom.io/oauth",
        token_url: "https://api.intercom.io/auth/eagle/token",
      },
    },
    {
      type: "bearer",
      label: "Access token (private app)",
      description: "For your own workspace: create an app in the Developer Hub and copy the access token from Configure → Authentication; it is sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: intercomTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.intercom.com/docs/build-an-integration/learn-more/authentication",
    "https://developers.intercom.com/docs/build-an-integration/learn-more/authentication/setting-up-oauth",
    "https://intercom-developer-hub.readme.io/reference/using-oauth",
    "https://developers.intercom.com/docs/build-an-integration/learn-more/rest-apis/update-your-api-version",
    "https://developers.intercom.com/docs/references/rest-api/api.intercom.io",
    "https://github.com/intercom/Intercom-OpenAPI/blob/8889625a7b931d8649e18726e7f872ff073520fc/descriptions/2.14/api.intercom.io.yaml",
  ],
};
