import { authenticateClient, type TokenRequest, type TokenRequestInput } from "./build-token-request.js";

/** Input of {@link buildRevocationRequest}. */
export interface RevocationRequestInput {
  /** The provider's RFC 7009 revocation endpoint. */
  revocationUrl: string;
  /** The token to revoke (a secret: never log the request). */
  token: string;
  tokenTypeHint?: "access_token" | "refresh_token";
  /** The client the token was issued to, authenticated as at the token endpoint. */
  client: TokenRequestInput["client"];
}

/**
 * Builds an RFC 7009 token revocation request: a form-encoded POST of `token` (and
 * `token_type_hint`) with the same client authentication as a token request. Pure; the caller sends
 * it with an injected `fetch`. The result holds secrets: never log it.
 *
 * @throws {TypeError} when a secret is needed but missing, or `revocationUrl` is not an absolute URL
 *
 * @example
 * const request = buildRevocationRequest({ revocationUrl, token: refreshToken, tokenTypeHint: "refresh_token", client });
 * await fetch(request.url, { method: "POST", headers: request.headers, body: request.body });
 */
export function buildRevocationRequest(input: RevocationRequestInput): TokenRequest {
  const url = new URL(input.revocationUrl).href;
  const body = new URLSearchParams({ token: input.token });
  if (input.tokenTypeHint) body.set("token_type_hint", input.tokenTypeHint);
  const headers = authenticateClient(body, input.client);
  return { url, headers, body: body.toString() };
}
