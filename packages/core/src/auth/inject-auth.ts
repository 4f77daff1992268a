import type { AuthMethodConfig } from "../contract/auth-method.js";
import { fillPlaceholders } from "./placeholder-fields.js";

/**
 * `Basic base64(username:password)` (RFC 7617, UTF-8 bytes); runtime-neutral (btoa).
 *
 * @example
 * basicAuthorization("Aladdin", "open sesame") // "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
 */
export function basicAuthorization(username: string, password: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(`${username}:${password}`)) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** What auth adds to an outgoing request. */
export interface AuthInjection {
  headers: Record<string, string>;
  query: Record<string, string>;
}

/**
 * Computes the auth headers (and query parameters, for `custom` rules targeting `query` and `api_key` with `query_name`) of an
 * outgoing request, per the auth method's injection rules (docs/connecting-users.md; `basic`: `Authorization: Basic base64(username:password)`).
 *
 * @example
 * injectAuth({ type: "api_key", config: { header_name: "X-API-Key" } }, { api_key: "k" })
 * // { headers: { "X-API-Key": "k" }, query: {} }
 */
export function injectAuth(method: AuthMethodConfig | null, credentials: Readonly<Record<string, string>>): AuthInjection {
  const headers: Record<string, string> = {};
  const query: Record<string, string> = {};
  if (!method) return { headers, query };
  switch (method.type) {
    case "oauth2": {
      if (!credentials.access_token) break;
      // `header_name` / `header_prefix` (Shopify's X-Shopify-Access-Token); default Authorization: Bearer.
      const prefix = method.config.header_name === undefined ? (method.config.header_prefix ?? "Bearer") : method.config.header_prefix;
      headers[method.config.header_name ?? "Authorization"] = prefix ? `${prefix} ${credentials.access_token}` : credentials.access_token;
      break;
    }
    case "service_account":
      if (credentials.access_token) headers.Authorization = `Bearer ${credentials.access_token}`;
      break;
    case "bearer_token": {
      const prefix = method.config.header_prefix;
      if (credentials.token) headers[method.config.header_name] = prefix ? `${prefix} ${credentials.token}` : credentials.token;
      break;
    }
    case "api_key":
      if (!credentials.api_key) break;
      if (method.config.query_name) query[method.config.query_name] = credentials.api_key;
      else headers[method.config.header_name] = credentials.api_key;
      break;
    case "basic":
      if (credentials.username !== undefined) headers.Authorization = basicAuthorization(credentials.username, credentials.password ?? "");
      break;
    case "custom":
      for (const rule of method.config.injection_rules) {
        const value = fillPlaceholders(rule.value, credentials);
        if (rule.target === "query") query[rule.name] = value;
        else headers[rule.name] = value;
      }
      break;
    case "no_auth":
      break;
  }
  return { headers, query };
}
