/** A successful token response, normalized. */
export interface TokenSet {
  ok: true;
  accessToken: string;
  refreshToken?: string;
  /** When the access token expires, from `expires_in` (or an ISO 8601 `expires_at`); absent when the provider did not say. */
  expiresAt?: Date;
  scope?: string;
  tokenType?: string;
  /** The response members named by `metadataFields`, as strings (never a token). */
  metadata?: Record<string, string>;
}

/** Options of {@link parseTokenResponse}, from the auth method's config. */
export interface ParseTokenOptions {
  /**
   * Where the access token is when not at `access_token` (`authed_user.access_token`): `refresh_token`,
   * `expires_in`, `token_type` and `scope` are read from the same object.
   */
  accessTokenPath?: string;
  /**
   * With `accessTokenPath`: use the top-level `access_token` when nothing is at the path (a refresh
   * response that answers at the top level).
   */
  fallbackToTopLevel?: boolean;
  /** Dotted paths of members to keep as metadata (`instance_url`, `team.id`). */
  metadataFields?: readonly string[];
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
// An ISO 8601 date-time with a zone (`2026-12-28T16:15:50Z`): a number could be seconds or milliseconds, so only this form is read.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

// Longest metadata value kept (an instance URL, an id): longer ones are dropped, not truncated.
const MAX_METADATA_VALUE = 2048;

/**
 * The value at a dotted path of a JSON value (`authed_user.access_token`), or undefined. A segment of
 * digits indexes an array (`0.id`: the first element's `id`, as in Atlassian's list of accessible sites);
 * a `member=value` segment picks the first element of an array whose `member` is that value (a string,
 * number or boolean compared as text): `accounts.is_default=true.base_uri` is the base URI of the
 * account marked default in DocuSign's userinfo, whatever its position.
 *
 * @example
 * readJsonPath({ authed_user: { access_token: "xoxp" } }, "authed_user.access_token") // "xoxp"
 * readJsonPath([{ id: "c1" }], "0.id") // "c1"
 * readJsonPath({ accounts: [{ id: "a", is_default: false }, { id: "b", is_default: true }] }, "accounts.is_default=true.id") // "b"
 */
export function readJsonPath(json: unknown, path: string): unknown {
  let current: unknown = json;
  for (const name of path.split(".")) {
    if (Array.isArray(current)) {
      const match = /^([A-Za-z0-9_-]+)=([A-Za-z0-9_-]+)$/.exec(name);
      if (match) {
        const [, member, wanted] = match as unknown as [string, string, string];
        current = current.find((element) => {
          if (typeof element !== "object" || element === null || !Object.hasOwn(element, member)) return false;
          const value = (element as Record<string, unknown>)[member];
          return (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && String(value) === wanted;
        });
        continue;
      }
      if (!/^\d{1,4}$/.test(name)) return undefined;
      current = current[Number(name)];
      continue;
    }
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, name)) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

/**
 * Picks `fields` (dotted paths) out of a JSON object as connection metadata: strings, numbers and
 * booleans become strings (at most 2,048 characters); anything else, and absent members, are left out.
 *
 * @example
 * pickMetadata({ instance_url: "https://acme.my.salesforce.com", id: 7 }, ["instance_url"]) // { instance_url: "https://acme.my.salesforce.com" }
 */
export function pickMetadata(json: unknown, fields: readonly string[]): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const field of fields) {
    const value = readJsonPath(json, field);
    const text = typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
    if (text !== undefined && text !== "" && text.length <= MAX_METADATA_VALUE) metadata[field] = text;
  }
  return metadata;
}

/**
 * Reads a token endpoint's JSON (RFC 6749 §5.1 / §5.2) into a {@link TokenSet} or a {@link TokenError}.
 * `expires_in` may be a number or a numeric string (some providers send strings); it becomes
 * `expiresAt = now + expires_in`. Without it, an ISO 8601 `expires_at` with a time zone (Square) is
 * the expiry. A body without `access_token` and without a valid `error` is reported
 * as `invalid_token_response`. An `error_description` is provider text, truncated to 300 characters.
 *
 * With `options.accessTokenPath` the token (and its refresh token, expiry, type and scope) are read
 * from that object of the response (Slack: `authed_user.access_token`); `options.metadataFields` are
 * copied into `metadata` (see {@link pickMetadata}).
 *
 * Pure and runtime-neutral: the clock is passed in.
 *
 * @example
 * ```ts
 * const result = parseTokenResponse(await response.json(), Date.now());
 * if (!result.ok && result.error === "invalid_grant") markNeedsReauth();
 * ```
 */
export function parseTokenResponse(json: unknown, now: number, options: ParseTokenOptions = {}): TokenResponse {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, error: "invalid_token_response", errorDescription: "the token endpoint did not answer with a JSON object" };
  }
  const body = json as Record<string, unknown>;
  if (typeof body.error === "string" && body.error !== "") {
    const error = ERROR_CODE.test(body.error) ? body.error : "invalid_token_response";
    const description = optionalString(body.error_description);
    return { ok: false, error, ...(description ? { errorDescription: description.slice(0, 300) } : {}) };
  }
  let tokens: Record<string, unknown> = body;
  if (options.accessTokenPath !== undefined && options.accessTokenPath !== "access_token") {
    const parentPath = options.accessTokenPath.split(".").slice(0, -1).join(".");
    const parent = parentPath === "" ? body : readJsonPath(body, parentPath);
    const member = options.accessTokenPath.split(".").at(-1)!;
    const found = typeof parent === "object" && parent !== null && !Array.isArray(parent) ? optionalString((parent as Record<string, unknown>)[member]) : undefined;
    if (found) tokens = { ...(parent as Record<string, unknown>), access_token: found };
    else if (!options.fallbackToTopLevel) {
      return { ok: false, error: "invalid_token_response", errorDescription: `the token response has no ${options.accessTokenPath}` };
    }
  }
  const accessToken = optionalString(tokens.access_token);
  if (!accessToken) {
    return { ok: false, error: "invalid_token_response", errorDescription: "the token response has no access_token" };
  }
  const result: TokenSet = { ok: true, accessToken };
  if (options.metadataFields && options.metadataFields.length > 0) {
    const metadata = pickMetadata(body, options.metadataFields);
    if (Object.keys(metadata).length > 0) result.metadata = metadata;
  }
  const refreshToken = optionalString(tokens.refresh_token);
  if (refreshToken) result.refreshToken = refreshToken;
  const scope = optionalString(tokens.scope);
  if (scope) result.scope = scope;
  const tokenType = optionalString(tokens.token_type);
  if (tokenType) result.tokenType = tokenType;
  const expiresIn = typeof tokens.expires_in === "string" && tokens.expires_in.trim() !== "" ? Number(tokens.expires_in) : tokens.expires_in;
  if (typeof expiresIn === "number" && Number.isFinite(expiresIn) && expiresIn >= 0) {
    result.expiresAt = new Date(now + Math.min(expiresIn, MAX_EXPIRES_IN_SECONDS) * 1000);
  } else if (typeof tokens.expires_at === "string" && ISO_DATE_TIME.test(tokens.expires_at)) {
    // No expires_in but an ISO 8601 expiry (Square's `expires_at`): that instant, within the same bound.
    const at = Date.parse(tokens.expires_at);
    if (Number.isFinite(at)) result.expiresAt = new Date(Math.min(Math.max(at, now), now + MAX_EXPIRES_IN_SECONDS * 1000));
  }
  return result;
}
