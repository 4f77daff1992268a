import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

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
 * workspace API key is used the same way, as a bearer token. One tool — the records query, which lists
 * and filters the records of any object (people, companies, deals, custom); the rest of the API goes
 * through the proxy. Not confirmed on the pages read: the reference address of each other endpoint.
 */
export const attio: ProviderDefinitionInput = {
  id: "attio",
  name: "Attio",
  description: "An Attio workspace's CRM records — people, companies, deals and custom objects — listed and filtered; the rest of the REST API (notes, tasks, lists) through the proxy.",
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
  tools: [
    referenceTool({
      slug: "QUERY_RECORDS",
      name: "List and filter records",
      description:
        "Lists the records of one object (`people`, `companies`, `deals` or a custom object's slug), optionally filtered (e.g. {\"name\": \"Ada Lovelace\"}) and sorted, with limit/offset pagination (default limit 500).",
      method: "POST",
      path: "/objects/{object}/records/query",
      url: LIST_RECORDS_PAGE,
      params: {
        object: { type: "string", description: "The object's slug or UUID, e.g. people." },
        filter: { type: "object", description: "A filter; see Attio's filtering and sorting guide." },
        sorts: { type: "array", items: { type: "object" }, description: "e.g. [{\"direction\": \"asc\", \"attribute\": \"name\", \"field\": \"last_name\"}]" },
        limit: { type: "number", minimum: 1 },
        offset: { type: "number", minimum: 0 },
      },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_GUIDE]: ["Bearer token (OAuth or API key)", "scopes control the resources a token reaches"],
    [AUTHORIZE_PAGE]: ["authorizeUrl", "no scope parameter (client_id, response_type, redirect_uri, state)"],
    [TOKEN_PAGE]: ["tokenUrl", "client_id and client_secret as request parameters (clientAuth: body)", "response: access_token and token_type only (refresh: none)"],
    [LIST_RECORDS_PAGE]: ["baseUrl https://api.attio.com/v2"],
  },
  sources: [AUTH_GUIDE, AUTHORIZE_PAGE, TOKEN_PAGE, LIST_RECORDS_PAGE, "https://docs.attio.com/rest-api/guides/configuring-oauth"],
};
