import type { ProviderDefinitionInput } from "@plugboard/core";
import { MIRO_OPENAPI, miroTools } from "../tools/miro.js";

const OAUTH_V2 = "https://developers.miro.com/reference/oauth-20-authorization-v2";
const GETTING_STARTED = "https://developers.miro.com/docs/getting-started-with-oauth";
const EXCHANGE = "https://developers.miro.com/reference/exchange-authorization-code-with-access-token";
const REFRESH = "https://developers.miro.com/reference/get-new-access-token-using-refresh-token";
const USE_TOKEN = "https://developers.miro.com/reference/ne-use-access-token-for-rest-api-requests";

/**
 * Miro's REST API v2 (boards and their items), over OAuth 2.0. The user installs the app through
 * `https://miro.com/oauth/authorize` (response_type=code, client_id, redirect_uri, state); the scopes
 * are the ones set on the app (Miro's authorize link carries none). The code is exchanged at
 * `POST https://api.miro.com/v1/oauth/token` with grant_type, client_id, client_secret, code and
 * redirect_uri. Miro's reference lists these as query parameters only because of its try-it console and
 * recommends sending them in the request body, which Plugboard does (a form, the client's id and secret
 * in it). Tokens go in `Authorization: Bearer`.
 *
 * Expiring tokens (chosen when the app is created, and what Miro recommends): the access token lasts an
 * hour and the refresh token 60 days; each refresh (`grant_type=refresh_token` at the same endpoint)
 * answers a new refresh token and invalidates the old pair (`refresh_token_rotation`). An app created
 * with non-expiring tokens gets no refresh token, and its token works until the app is uninstalled.
 * Revocation (`POST /v2/oauth/revoke`) takes a JSON body, not an RFC 7009 form, so Plugboard does not call it.
 *
 * Tools from Miro's own OpenAPI description of the REST API v2 (the api-clients repository its SDKs are
 * generated from), each citing its operation. The experimental (`/v2-experimental`) endpoints are left out.
 */
export const miro: ProviderDefinitionInput = {
  id: "miro",
  name: "Miro",
  description: "Miro whiteboards: list, read, create and share boards; list and read a board's items; add sticky notes, texts, cards, frames and Markdown docs, connect items, list members and tags.",
  categories: ["design", "productivity"],
  docsUrl: "https://developers.miro.com/reference/api-reference",
  kind: "http",
  baseUrl: "https://api.miro.com",
  authModes: [
    {
      type: "oauth2",
      label: "Miro account",
      description:
        "Create an app in a Miro Developer team (with expiring tokens), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its redirect URI, select the scopes it needs (boards:read, boards:write) in the app settings, and copy the client id and secret.",
      config: {
        authorize_url: "https://miro.com/oauth/authorize",
        token_url: "https://api.miro.com/v1/oauth/token",
        refresh_token_rotation: true,
      },
      scopes: [
        { name: "boards:read", description: "Retrieve information about boards, board members, or items." },
        { name: "boards:write", description: "Create, update, or delete boards, board members, or items." },
        { name: "organizations:read", description: "Read information about the organization, its settings and members (Enterprise)." },
        { name: "organizations:teams:read", description: "Read team information, settings and members, for an organization (Enterprise)." },
        { name: "organizations:teams:write", description: "Create or delete teams, update team information, settings and members (Enterprise)." },
      ],
    },
  ],
  tools: miroTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [GETTING_STARTED]: ["authorizeUrl https://miro.com/oauth/authorize with response_type=code, client_id, redirect_uri", "client id and secret needed for the exchange and the refresh"],
    [EXCHANGE]: ["tokenUrl POST https://api.miro.com/v1/oauth/token (grant_type, client_id, client_secret, code, redirect_uri)", "parameters recommended in the request body rather than the query"],
    [OAUTH_V2]: ["expiring access token 1 hour, refresh token 60 days", "refresh: rotate (a new refresh token each time, the old pair invalid)"],
    [REFRESH]: ["refresh: grant_type=refresh_token at the token URL, client_id and client_secret in the body"],
    [USE_TOKEN]: ["Authorization: Bearer <token>", "GET /v1/oauth-token (tool GET_TOKEN_INFO)", "non-expiring tokens last until the app is uninstalled"],
    [MIRO_OPENAPI]: ["baseUrl https://api.miro.com", "scope names and descriptions (securitySchemes)", "revocation POST /v2/oauth/revoke with a JSON body (not RFC 7009)", "every tool's method, path and parameters"],
  },
  sources: [GETTING_STARTED, EXCHANGE, OAUTH_V2, REFRESH, USE_TOKEN, MIRO_OPENAPI],
};
