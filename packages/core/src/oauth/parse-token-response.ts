/** A successful token response, normalized. */
export interface TokenSet {
  ok: true;
  accessToken: string;
  refreshToken?: string;
  /** When the access token expires, from `expires_in`; absent when the provider did not say. */
  expiresAt?: Date;
  scope?: string;
  tokenType?: string;
}

/** An OAuth error response (RFC 6749 §5.2), or a response that is not a usable token response. */
export interface TokenError {
  ok: false;
  /** The provider's `error` code (`invalid_grant`, `invalid_client`, …) or `invalid_token_response`. */
  error: string;
  errorDescription?: string;
}

/** Result of {@link parseTokenResponse}. */
export type TokenResponse = TokenSet | TokenError;

const ERROR_CODE = /^[\x20-\x21\x23-\x5b\x5d-\x7e]{1,100}$/;
// Ten years: anything longer is a provider bug, and a far-future Date is still a valid timestamp.
const MAX_EXPIRES_IN_SECONDS = 10 * 365 * 24 * 3600;

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * Reads a token endpoint's JSON (RFC 6749 §5.1 / §5.2) into a {@link TokenSet} or a {@link TokenError}.
 * `expires_in` may be a number or a numeric string (some providers send strings); it becomes
 * `expiresAt = now + expires_in`. A body without `access_token` and without a valid `error` is reported
 * as `invalid_token_response`. An `error_description` is provider text, truncated to 300 characters.
 *
 * Pure and runtime-neutral: the clock is passed in.
 *
 * @example
 * ```ts
 * const result = parseTokenResponse(await response.json(), Date.now());
 * if (!result.ok && result.error === "invalid_grant") markNeedsReauth();
 * ```
 */
export function parseTokenResponse(json: unknown, now: number): TokenResponse {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, error: "invalid_token_response", errorDescription: "the token endpoint did not answer with a JSON object" };
  }
  const body = json as Record<string, unknown>;
  if (typeof body.error === "string" && body.error !== "") {
    const error = ERROR_CODE.test(body.error) ? body.error : "invalid_token_response";
    const description = optionalString(body.error_description);
    return { ok: false, error, ...(description ? { errorDescription: description.slice(0, 300) } : {}) };
  }
  const accessToken = optionalString(body.access_token);
  if (!accessToken) {
    return { ok: false, error: "invalid_token_response", errorDescription: "the token response has no access_token" };
  }
  const result: TokenSet = { ok: true, accessToken };
  const refreshToken = optionalString(body.refresh_token);
  if (refreshToken) result.refreshToken = refreshToken;
  const scope = optionalString(body.scope);
  if (scope) result.scope = scope;
  const tokenType = optionalString(body.token_type);
  if (tokenType) result.tokenType = tokenType;
  const expiresIn = typeof body.expires_in === "string" && body.expires_in.trim() !== "" ? Number(body.expires_in) : body.expires_in;
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn >= 0) {
    result.expiresAt = new Date(now + Math.min(expiresIn, MAX_EXPIRES_IN_SECONDS) * 1000);
  }
  return result;
}
