import * as z from "zod";
import { safeString } from "./safe-string.js";

/** Longest value a per-connection config field takes (a shop, a subdomain, a region, a tenant id). */
export const MAX_CONNECTION_CONFIG_VALUE = 200;

function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(`^(?:${pattern})$`, "u");
    return undefined;
  } catch {
    return "must be a valid regular expression (JavaScript syntax, `u` flag)";
  }
}

/** A field's pattern as the server applies it: anchored to the whole value (`^(?:pattern)$`). */
export function connectionConfigPattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, "u");
}

/**
 * One per-connection config field an auth method asks for when a user connects (Shopify's shop,
 * Zendesk's subdomain, Datadog's region, a Microsoft tenant): its `name` (used as `{{config.name}}` in
 * the authorize, token and base URLs), a `label` and `description` for the hosted page, and a `pattern`
 * every value must match as a whole (anchored: `^(?:pattern)$`, so a pattern may but need not carry its
 * own `^…$`). `example` is shown on the hosted page; `default` is used when the user gives no value (a
 * default region). Values are not secret: they are stored on the connection in clear and shown in
 * connection answers. `required` defaults to true. The one schema of a config field: a plugin's auth
 * method (`connection_config`) and a catalog provider (`connectionConfig`) both use it.
 *
 * @example
 * { name: "shop", label: "Shop name", description: "The part before .myshopify.com", pattern: "[a-z0-9][a-z0-9-]{0,59}" }
 */
export const ConnectionConfigFieldSchema = z
  .strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "name must be a letter then letters, digits or underscores (at most 64)"),
  label: safeString().min(1, "label is required").max(200),
  description: safeString().max(500).optional(),
  pattern: safeString()
    .min(1, "pattern is required")
    .max(500)
    .refine((pattern) => patternProblem(pattern) === undefined, "pattern must be a valid regular expression (JavaScript syntax, `u` flag)"),
  required: z.boolean().optional(),
  /** A value shown as an example (must match the pattern). */
  example: safeString().min(1).max(MAX_CONNECTION_CONFIG_VALUE).optional(),
  /** The value used when the user gives none (must match the pattern), e.g. a default region. */
  default: safeString().min(1).max(MAX_CONNECTION_CONFIG_VALUE).optional(),
  })
  .check((context) => {
    const field = context.value;
    if (patternProblem(field.pattern) !== undefined) return;
    const pattern = connectionConfigPattern(field.pattern);
    for (const key of ["example", "default"] as const) {
      const value = field[key];
      if (value !== undefined && !pattern.test(value)) context.issues.push({ code: "custom", message: `${key} does not match the pattern`, input: value, path: [key] });
    }
  });
export type ConnectionConfigField = z.infer<typeof ConnectionConfigFieldSchema>;

/** The config fields of an auth method (at most 20, names unique). */
export const ConnectionConfigFieldsSchema = z
  .array(ConnectionConfigFieldSchema)
  .max(20, "at most 20 connection config fields")
  .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, "connection config field names must be unique");

/**
 * `connectionConfig` of `POST /api/v1/connections/initiate` and `POST /api/v1/connections`: one string
 * per config field of the auth method, e.g. `{ shop: "acme" }`. Checked against the fields' patterns by
 * the server (400 naming `connectionConfig.<field>`).
 */
export const ConnectionConfigValuesSchema = z.record(
  z.string().max(64),
  safeString().max(MAX_CONNECTION_CONFIG_VALUE, `a config value is at most ${MAX_CONNECTION_CONFIG_VALUE} characters`),
);
export type ConnectionConfigValues = z.infer<typeof ConnectionConfigValuesSchema>;

/** Result of {@link checkConnectionConfig}. */
export type ConnectionConfigCheck =
  | { ok: true; values: Record<string, string> }
  | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Checks the config values a user gave against an auth method's fields: each required field present,
 * each value matching its field's pattern as a whole, no unknown field; a field's `default` stands in
 * for a value not given. Field errors are keyed
 * `connectionConfig.<name>` and never echo the value. Empty strings count as absent.
 *
 * @example
 * checkConnectionConfig([{ name: "shop", label: "Shop", pattern: "[a-z0-9-]+" }], { shop: "evil.com/" })
 * // { ok: false, fieldErrors: { "connectionConfig.shop": ["Shop does not match the pattern [a-z0-9-]+"] } }
 */
export function checkConnectionConfig(fields: readonly ConnectionConfigField[], given: Readonly<Record<string, string>> | undefined): ConnectionConfigCheck {
  const fieldErrors: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(given ?? {})) {
    if (!known.has(name)) {
      const offered = fields.map((field) => field.name).join(", ") || "none";
      fieldErrors[`connectionConfig.${name}`] = [`this auth method has no config field "${name}"; it takes: ${offered}`];
    }
  }
  for (const field of fields) {
    const value = given?.[field.name] || field.default;
    if (value === undefined || value === "") {
      if (field.required !== false) fieldErrors[`connectionConfig.${field.name}`] = [`${field.label} is required`];
      continue;
    }
    if (!connectionConfigPattern(field.pattern).test(value)) {
      fieldErrors[`connectionConfig.${field.name}`] = [`${field.label} does not match the pattern ${field.pattern}`];
      continue;
    }
    values[field.name] = value;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, values };
}
