import type { ProviderDefinitionInput } from "@plugboard/core";
import { mailchimpTools } from "../tools/mailchimp.js";

const OAUTH_GUIDE = "https://developer.mailchimp.com/documentation/mailchimp/guides/how-to-use-oauth2/";
const SWAGGER = "https://api.mailchimp.com/schema/3.0/Swagger.json?expand";
const NODE_CLIENT = "https://github.com/mailchimp/mailchimp-marketing-node/blob/master/src/ApiClient.js";

/**
 * Mailchimp Marketing API 3.0. Each account lives in a data center (`us1`, `us21`…) whose host,
 * `https://<dc>.api.mailchimp.com/3.0`, every call goes to: after the code exchange the metadata
 * endpoint (`https://login.mailchimp.com/oauth2/metadata`) answers the account's `dc`, kept as
 * connection metadata — the same engine step DocuSign's userinfo and Xero's connections use. Mailchimp
 * has no OAuth scopes, and its tokens do not expire (no refresh token is issued).
 *
 * Endpoints from Mailchimp's OAuth guide; the API host pattern and the `Bearer` header from Mailchimp's
 * own Swagger document (`server.api.mailchimp.com`) and its Node client (`server` replaced by the data
 * center; OAuth tokens sent as `Authorization: Bearer`). Not confirmed on a Mailchimp page read here:
 * that the metadata endpoint takes the token as `Bearer` (Mailchimp's guide examples send it as
 * `OAuth <token>`; the engine sends the metadata request with the API's header), and the `dc` member's
 * name in its answer (from the guide's examples).
 */
export const mailchimp: ProviderDefinitionInput = {
  id: "mailchimp",
  name: "Mailchimp",
  description: "Manage Mailchimp audiences and members (add, update, unsubscribe, archive), create campaigns, set their content and send them, and read campaign reports and templates.",
  categories: ["marketing", "email"],
  docsUrl: "https://mailchimp.com/developer/marketing/api/",
  kind: "http",
  baseUrl: "https://{{metadata.dc}}.api.mailchimp.com/3.0",
  authModes: [
    {
      type: "oauth2",
      label: "Mailchimp account",
      description: "Register an app in Mailchimp (Account → Extras → API Keys → Register and Manage Your Apps), with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI; copy the client id and secret.",
      config: {
        authorize_url: "https://login.mailchimp.com/oauth2/authorize",
        token_url: "https://login.mailchimp.com/oauth2/token",
        scopes: [],
        connect_metadata: { url: "https://login.mailchimp.com/oauth2/metadata", fields: { dc: "dc" } },
      },
      scopes: [],
    },
  ],
  tools: mailchimpTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_GUIDE]: ["authorizeUrl", "tokenUrl", "connectMetadataUrl (metadata endpoint)", "tokens do not expire (no refresh_token)"],
    [SWAGGER]: ["baseUrl https://<dc>.api.mailchimp.com/3.0 (server.api.mailchimp.com/3.0)", "tools (operationIds)"],
    [NODE_CLIENT]: ["OAuth tokens sent as Authorization: Bearer", "server replaced by the data center"],
  },
  sources: [OAUTH_GUIDE, "https://mailchimp.com/developer/marketing/api/", SWAGGER, NODE_CLIENT],
};
