import type { OAuth2ProviderConfig } from "../contract/auth-method.js";

/**
 * How the client authenticates at the token endpoint (RFC 6749 §2.3, RFC 7591 `token_endpoint_auth_method`):
 * the methods an oauth2 config may name (`client_secret_post`, `client_secret_basic`, and
 * `client_secret_as_username`: HTTP Basic with the client secret as the user name and an empty password,
 * for a provider whose token endpoint takes the app's secret API key that way, Stripe Connect), and `none`
 * for a public client.
 */
export type TokenEndpointAuthMethod = OAuth2ProviderConfig["token_endpoint_auth_method"] | "none";

/**
 * The grant a token request asks for: an authorization code (optionally with PKCE), a refresh, the
 * client's own credentials (RFC 6749 §4.4, machine to machine), or Zoom's `account_credentials`
 * (server-to-server: the client's credentials for one account, `account_id` in the body).
 */
export type TokenGrant =
  | { code: string; redirectUri: string; codeVerifier?: string }
  | { refreshToken: string; scope?: string }
  | { clientCredentials: true; scope?: string }
  | { accountCredentials: true; accountId?: string };

/** How a token request's parameters are encoded: a form (RFC 6749, the default) or a JSON object (Zendesk, Notion, Atlassian). */
export type TokenRequestFormat = "form" | "json";

/** Input of {@link buildTokenRequest}. */
export interface TokenRequestInput {
  /** The provider's token endpoint (`token_url`). */
  tokenUrl: string;
  grant: TokenGrant;
  client: {
    id: string;
    /** Required for every method but `none`, where it is ignored. */
    secret?: string;
    authMethod: TokenEndpointAuthMethod;
  };
  /**
   * Provider-specific form parameters (`token_params`, e.g. `{ audience: "https://api.example" }`); they
   * never replace `grant_type`, the grant's members or the client's authentication.
   */
  extraParams?: Readonly<Record<string, string>>;
  /**
   * `form` (default): an `application/x-www-form-urlencoded` body; `json`: the same parameters as one
   * JSON object of strings with `Content-Type: application/json`, for providers that document it.
   */
  format?: TokenRequestFormat;
}

/** A token request ready to send with `fetch(url, { method: "POST", headers, body })`. */
export interface TokenRequest {
  url: string;
  headers: Record<string, string>;
  /** `application/x-www-form-urlencoded` body, or a JSON object when the request's format is `json`. */
  body: string;
}

// RFC 6749 §2.3.1: client id and secret are form-urlencoded before they are joined for Basic.
const formEncode = (value: string): string => new URLSearchParams({ v: value }).toString().slice(2);

function toBase64(text: string): string {
  // The input is form-encoded ASCII, so btoa (available in Node, browsers and edge runtimes) is safe.
  return btoa(text);
}

/**
 * Adds client authentication to a form request to an OAuth endpoint (token, revocation) and returns
 * its headers: `client_secret_basic` → `Authorization: Basic …`; `client_secret_as_username` →
 * `Authorization: Basic base64(secret:)`, nothing in `body`; `client_secret_post` → `client_id` and
 * `client_secret` in `body`; `none` → `client_id` in `body`.
 *
 * @throws {TypeError} when a secret is needed but missing
 *
 * @example
 * const body = new URLSearchParams({ token });
 * const headers = authenticateClient(body, { id: "app", secret: "s3cret", authMethod: "client_secret_basic" });
 */
export function authenticateClient(body: URLSearchParams, client: TokenRequestInput["client"]): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "application/json",
  };
  if (client.authMethod !== "none" && (client.secret === undefined || client.secret === "")) {
    throw new TypeError(`token endpoint auth method ${client.authMethod} needs a client secret; configure client_secret`);
  }
  switch (client.authMethod) {
    case "client_secret_basic":
      headers.Authorization = `Basic ${toBase64(`${formEncode(client.id)}:${formEncode(client.secret!)}`)}`;
      break;
    case "client_secret_as_username":
      headers.Authorization = `Basic ${toBase64(`${formEncode(client.secret!)}:`)}`;
      break;
    case "client_secret_post":
      body.set("client_id", client.id);
      body.set("client_secret", client.secret!);
      break;
    case "none":
      body.set("client_id", client.id);
      break;
  }
  return headers;
}

// Set by the grant or by client authentication: `extraParams` cannot add or replace them.
const RESERVED_TOKEN_PARAMS = new Set(["grant_type", "code", "redirect_uri", "code_verifier", "refresh_token", "account_id", "client_id", "client_secret"]);

/**
 * Builds an OAuth 2.0 token request (RFC 6749 §4.1.3 code exchange, §6 refresh, §4.4 client credentials,
 * and Zoom's `account_credentials`): a POST body with `grant_type` and the grant's members, form-encoded
 * (or one JSON object when `format` is `json`), and client authentication by `client.authMethod`:
 *
 * - `client_secret_post` (the default of most providers): `client_id` and `client_secret` in the body;
 * - `client_secret_basic`: `Authorization: Basic base64(urlencode(id):urlencode(secret))`, nothing in the body;
 * - `client_secret_as_username`: `Authorization: Basic base64(urlencode(secret):)`, nothing in the body
 *   (the secret is an API key that names the app, as Stripe's token endpoint takes it);
 * - `none` (public clients, PKCE): `client_id` in the body only.
 *
 * Pure and runtime-neutral; the caller sends it with an injected `fetch`. The result holds secrets:
 * never log it.
 *
 * @throws {TypeError} when a secret is needed but missing, an `account_credentials` grant has no
 *   account id, or `tokenUrl` is not an absolute URL
 *
 * @example
 * ```ts
 * const request = buildTokenRequest({
 *   tokenUrl: "https://oauth2.googleapis.com/token",
 *   grant: { refreshToken },
 *   client: { id: clientId, secret: clientSecret, authMethod: "client_secret_post" },
 * });
 * const response = await fetch(request.url, { method: "POST", headers: request.headers, body: request.body });
 * ```
 */
export function buildTokenRequest(input: TokenRequestInput): TokenRequest {
  const url = new URL(input.tokenUrl).href;
  const body = new URLSearchParams();
  const { grant, client } = input;
  if ("code" in grant) {
    body.set("grant_type", "authorization_code");
    body.set("code", grant.code);
    body.set("redirect_uri", grant.redirectUri);
    if (grant.codeVerifier !== undefined) body.set("code_verifier", grant.codeVerifier);
  } else if ("refreshToken" in grant) {
    body.set("grant_type", "refresh_token");
    body.set("refresh_token", grant.refreshToken);
    if (grant.scope !== undefined && grant.scope !== "") body.set("scope", grant.scope);
  } else if ("accountCredentials" in grant) {
    if (grant.accountId === undefined || grant.accountId === "") {
      throw new TypeError("the account_credentials grant needs an account id (the connection's account_id config field)");
    }
    body.set("grant_type", "account_credentials");
    body.set("account_id", grant.accountId);
  } else {
    body.set("grant_type", "client_credentials");
    if (grant.scope !== undefined && grant.scope !== "") body.set("scope", grant.scope);
  }
  for (const [name, value] of Object.entries(input.extraParams ?? {})) {
    if (!body.has(name) && !RESERVED_TOKEN_PARAMS.has(name)) body.set(name, value);
  }
  const headers = authenticateClient(body, client);
  if (input.format === "json") {
    headers["Content-Type"] = "application/json";
    return { url, headers, body: JSON.stringify(Object.fromEntries(body)) };
  }
  return { url, headers, body: body.toString() };
}
