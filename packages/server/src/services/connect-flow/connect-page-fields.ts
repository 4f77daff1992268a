import { type AuthMethodType } from "@plugboard/core";
import { parseAuthMethodConfig, placeholderFields } from "@plugboard/core/server";

/** One input of a hosted-page credential form. `name` is the credentials key it fills. */
export interface ConnectPageField {
  name: string;
  label: string;
  /** `password` hides the value, `json` is a text area whose JSON object becomes the credentials. */
  kind: "text" | "password" | "json";
  /** True when the field may be left empty (a `basic` password). */
  optional?: boolean;
}

const SECRET_LIKE = /(secret|key|token|password|passphrase|pin)/i;

const humanize = (field: string): string => {
  const words = field.replace(/[_.-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The inputs the hosted page shows for an auth method (docs/connecting-users.md §3): one secret field for
 * `api_key` (`api_key`) and `bearer_token` (`token`), a username and a password for `basic`, one field per `{{field}}` placeholder of a `custom`
 * method (secret-looking names hidden), a JSON text area for `service_account`, nothing for `no_auth`
 * (a plain connect button) and `oauth2` (a button that starts the provider flow).
 *
 * @example
 * connectPageFields("custom", { injection_rules: [{ target: "header", name: "X", value: "{{domain}}:{{api_secret}}" }] })
 * // [{ name: "domain", label: "Domain", kind: "text" }, { name: "api_secret", label: "Api secret", kind: "password" }]
 */
export function connectPageFields(type: AuthMethodType, storedConfig: unknown): ConnectPageField[] {
  switch (type) {
    case "api_key":
      return [{ name: "api_key", label: "API key", kind: "password" }];
    case "bearer_token":
      return [{ name: "token", label: "Access token", kind: "password" }];
    case "basic":
      return [
        { name: "username", label: "Username", kind: "text" },
        { name: "password", label: "Password", kind: "password", optional: true },
      ];
    case "service_account":
      return [{ name: "json", label: "Service account credentials (JSON)", kind: "json" }];
    case "custom": {
      const parsed = parseAuthMethodConfig("custom", storedConfig);
      const rules = parsed.type === "custom" ? parsed.config.injection_rules : [];
      return placeholderFields(rules).map((name) => ({ name, label: humanize(name), kind: SECRET_LIKE.test(name) ? "password" : "text" }));
    }
    case "oauth2":
    case "no_auth":
      return [];
  }
}

/** One per-connection config input of the hosted page (a shop, a subdomain, a region). */
export interface ConnectPageConfigField {
  name: string;
  label: string;
  description?: string;
  required: boolean;
  /** Pre-filled from the `connectionConfig` the developer gave at initiate. */
  value?: string;
}

/**
 * The `connection_config` fields of an auth method as the hosted page asks for them (the page sends
 * them as `connectionConfig`; the server checks each against its pattern).
 *
 * @example
 * connectPageConfigFields("oauth2", { ..., connection_config: [{ name: "shop", label: "Shop", pattern: "[a-z0-9-]+" }] }, { shop: "acme" })
 * // [{ name: "shop", label: "Shop", required: true, value: "acme" }]
 */
export function connectPageConfigFields(type: AuthMethodType, storedConfig: unknown, prefill?: Readonly<Record<string, string>>): ConnectPageConfigField[] {
  let fields;
  try {
    fields = parseAuthMethodConfig(type, storedConfig).config.connection_config ?? [];
  } catch {
    return [];
  }
  return fields.map((field) => ({
    name: field.name,
    label: field.label,
    ...(field.description ? { description: field.description } : {}),
    required: field.required !== false,
    ...(prefill?.[field.name] !== undefined ? { value: prefill[field.name]! } : {}),
  }));
}
