import type { AuthMethodConfig } from "../contract/auth-method.js";
import { headerValueProblem } from "../contract/http-header.js";
import { CredentialError } from "./credential-error.js";
import { placeholderFields } from "./placeholder-fields.js";

/** Stored credentials: string values only, plus the access-token expiry for OAuth tokens. */
export interface NormalizedCredentials {
  values: Record<string, string>;
  /** When the access token expires (oauth2), if known. */
  expiresAt: Date | null;
}

const MAX_VALUE_LENGTH = 16_384;

/** Where a picked credential goes: `header` values are checked for what an HTTP header cannot carry. */
type Destination = "header" | "other";

function pick(input: Record<string, unknown>, names: readonly string[], field: string, label: string, destination: Destination): string {
  for (const name of names) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string" || value.trim() === "") throw new CredentialError(field, `credentials.${name} must be a non-empty string`);
    if (value.length > MAX_VALUE_LENGTH) throw new CredentialError(field, `credentials.${name} is longer than ${MAX_VALUE_LENGTH} characters`);
    const problem = destination === "header" ? headerValueProblem(value.trim()) : undefined;
    if (problem) throw new CredentialError(field, `credentials.${name} ${problem}`);
    return value.trim();
  }
  throw new CredentialError(field, `credentials.${field} is required for ${label}`);
}

function optionalString(input: Record<string, unknown>, name: string): string | undefined {
  const value = input[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new CredentialError(name, `credentials.${name} must be a string`);
  return value;
}

function expiryOf(input: Record<string, unknown>, now: number): Date | null {
  const at = input.expires_at ?? input.expiresAt;
  if (typeof at === "number") return new Date(at < 1e12 ? at * 1000 : at);
  if (typeof at === "string" && at !== "") {
    const parsed = Date.parse(at);
    if (Number.isNaN(parsed)) throw new CredentialError("expires_at", "credentials.expires_at must be an ISO 8601 time or epoch seconds");
    return new Date(parsed);
  }
  const seconds = input.expires_in ?? input.expiresIn;
  if (seconds !== undefined && seconds !== null && seconds !== "") {
    const value = Number(seconds);
    if (!Number.isFinite(value) || value < 0) throw new CredentialError("expires_in", "credentials.expires_in must be a number of seconds");
    return new Date(now + value * 1000);
  }
  return null;
}

/**
 * Checks credentials against their auth method and returns what is stored. A value that is sent in a
 * header (the key, the token, a `{{field}}` of a header rule) must be one a header can carry: a CR/LF
 * is refused here, at submission, not when a tool runs. Keys each type takes:
 * - `api_key`: `api_key` (or `apiKey`, `key`)
 * - `bearer_token`: `token` (or `access_token`, `bearer_token`)
 * - `basic`: `username` (or `user`; no `:`, RFC 7617) and `password` (or `pass`; may be absent or empty)
 * - `service_account`: `access_token`, plus any other string members of the JSON object
 * - `oauth2`: `access_token`, optional `refresh_token`, `token_type`, and `expires_at` (ISO or epoch s) or `expires_in`
 * - `custom`: one string per `{{field}}` of the injection rules
 * - `no_auth`: nothing
 *
 * @example
 * normalizeCredentials({ type: "api_key", config: { header_name: "X-API-Key" } }, { apiKey: "k" }) // { values: { api_key: "k" }, expiresAt: null }
 */
export function normalizeCredentials(
  method: AuthMethodConfig,
  input: Record<string, unknown>,
  options: { now?: number } = {},
): NormalizedCredentials {
  const now = options.now ?? Date.now();
  switch (method.type) {
    case "api_key":
      return { values: { api_key: pick(input, ["api_key", "apiKey", "key"], "api_key", "an api_key connection", "header") }, expiresAt: null };
    case "bearer_token":
      return { values: { token: pick(input, ["token", "access_token", "bearer_token"], "token", "a bearer_token connection", "header") }, expiresAt: null };
    case "basic": {
      const username = pick(input, ["username", "user"], "username", "a basic connection", "other");
      if (username.includes(":")) throw new CredentialError("username", "credentials.username must not contain a colon (RFC 7617)");
      const password = input.password ?? input.pass ?? "";
      if (typeof password !== "string") throw new CredentialError("password", "credentials.password must be a string");
      if (password.length > MAX_VALUE_LENGTH) throw new CredentialError("password", `credentials.password is longer than ${MAX_VALUE_LENGTH} characters`);
      return { values: { username, password }, expiresAt: null };
    }
    case "service_account": {
      const values: Record<string, string> = {};
      for (const [key, value] of Object.entries(input)) {
        if (typeof value === "string") values[key] = value;
        else if (typeof value === "number" || typeof value === "boolean") values[key] = String(value);
      }
      values.access_token = pick(input, ["access_token", "accessToken", "token"], "access_token", "a service_account connection", "header");
      return { values, expiresAt: expiryOf(input, now) };
    }
    case "oauth2": {
      const values: Record<string, string> = {
        access_token: pick(input, ["access_token", "accessToken"], "access_token", "an oauth2 connection", "header"),
      };
      const refresh = optionalString(input, "refresh_token");
      if (refresh) values.refresh_token = refresh;
      const tokenType = optionalString(input, "token_type");
      if (tokenType) values.token_type = tokenType;
      return { values, expiresAt: expiryOf(input, now) };
    }
    case "custom": {
      const values: Record<string, string> = {};
      const inHeaders = placeholderFields(method.config.injection_rules.filter((rule) => rule.target === "header"));
      for (const field of placeholderFields(method.config.injection_rules)) {
        values[field] = pick(input, [field], field, "this custom auth method", inHeaders.includes(field) ? "header" : "other");
      }
      return { values, expiresAt: null };
    }
    case "no_auth":
      return { values: {}, expiresAt: null };
  }
}
