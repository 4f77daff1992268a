import type { ProviderDefinitionInput } from "@plugboard/core";
import { ATTIO_OPENAPI, attioTools } from "../tools/attio.js";

const AUTH_GUIDE = "https://docs.attio.com/rest-api/guides/authentication";
const AUTHORIZE_PAGE = "https://docs.attio.com/rest-api/endpoint-reference/oauth/oauth-20/authorize-endpoint";
const TOKEN_PAGE = "https://docs.attio.com/docs/oauth/token";
const LIST_RECORDS_PAGE = "https://docs.attio.com/rest-api/endpoint-reference/records/list-records";

/**
 * Attio's REST API v2 (`https://api.attio.com/v2`). Attio implements the standard OAuth 2.0
 * authorization code grant: the authorize endpoint takes `client_id`, `response_type`, `redirect_uri`
 * and `state` — scopes are set on the app in Attio's developer dashboard, not requested — and the token
 * endpoint takes the client id and secret as request parameters (`clientAuth: body`). The token response
 * holds only `access_token` and `token_type`: no refresh token and no expiry (`refresh: none`). A
 * workspace API key is used the same way, as a bearer token. 17 tools (src/tools/attio.ts), each citing
 * its page of Attio's endpoint reference (rendered from Attio's OpenAPI document, api.attio.com/openapi/api):
 * records (query, get, create, assert, update), objects, attributes, lists and list entries (query, add),
 * notes, tasks, workspace members and the token's identity. Not confirmed on an Attio page read here (the
 * tools cite their operation in Attio's OpenAPI document): GET /v2/objects/{object} (GET_OBJECT), POST
 * /v2/objects/{object}/records (CREATE_RECORD) and PATCH /v2/objects/{object}/records/{record_id}
 * (UPDATE_RECORD), whose method and path come from the operation ids of SDKs generated from that
 * document; the query parameters of list notes and list tasks (filters, pagination), so those two tools
 * take none; the comment and thread endpoints (left out).
 */
export const attio: ProviderDefinitionInput = {
  id: "attio",
  name: "Attio",
  description: "Work an Attio workspace's CRM: query, read, create, upsert and update records of people, companies, deals and custom objects; read objects and attributes; query lists and add entries; list and create notes and tasks; list workspace members.",
  categories: ["crm"],
  docsUrl: "https://docs.attio.com/rest-api/overview",
  kind: "http",
  baseUrl: "https://api.attio.com/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Attio workspace",
      description:
        "In Attio's developer dashboard (build.attio.com), create an app, turn on OAuth in its OAuth tab, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, choose its scopes, and copy the client id and secret.",
      config: {
        authorize_url: "https://app.attio.com/authorize",
        token_url: "https://app.attio.com/oauth/token",
      },
    },
    {
      type: "bearer",
      label: "Workspace API key",
      description: "An API key generated in the developer settings of your app, for one workspace, sent as Authorization: Bearer <key>.",
    },
  ],
  tools: attioTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [AUTH_GUIDE]: ["Bearer token (OAuth or API key)", "scopes control the resources a token reaches"],
    [AUTHORIZE_PAGE]: ["authorizeUrl", "no scope parameter (client_id, response_type, redirect_uri, state)"],
    [TOKEN_PAGE]: ["tokenUrl", "client_id and client_secret as request parameters (clientAuth: body)", "response: access_token and token_type only (refresh: none)"],
    [LIST_RECORDS_PAGE]: ["baseUrl https://api.attio.com/v2"],
    [ATTIO_OPENAPI]: ["the document the endpoint reference is rendered from; cited for GET_OBJECT, CREATE_RECORD, UPDATE_RECORD"],
  },
  sources: [AUTH_GUIDE, AUTHORIZE_PAGE, TOKEN_PAGE, LIST_RECORDS_PAGE, "https://docs.attio.com/rest-api/guides/configuring-oauth", ATTIO_OPENAPI],
};
