import * as z from "zod";
import { safeString } from "./safe-string.js";

/**
 * A placeholder of a provider template: `{{config.<field>}}` (a per-connection config field the user
 * gives when connecting) or `{{metadata.<name>}}` (a value kept from the OAuth token response or
 * callback query). Spaces inside the braces are allowed.
 */
export const PROVIDER_PLACEHOLDER = /\{\{\s*(config|metadata)\.([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

// Any `{{…}}`: a template holding one that is not a well-formed placeholder is refused.
const ANY_DOUBLE_BRACE = /\{\{[^}]*\}\}/g;

/** One placeholder found in a template. */
export interface ProviderPlaceholder {
  /** `config` for a per-connection config field, `metadata` for a value kept from the OAuth flow. */
  scope: "config" | "metadata";
  /** The field or metadata name. */
  name: string;
}

/**
 * The placeholders a provider template holds, in order of appearance (repeats kept).
 *
 * @example
 * templatePlaceholders("https://{{config.subdomain}}.zendesk.com/api/v2")
 * // [{ scope: "config", name: "subdomain" }]
 */
export function templatePlaceholders(template: string): ProviderPlaceholder[] {
  return [...template.matchAll(PROVIDER_PLACEHOLDER)].map((match) => ({ scope: match[1] as "config" | "metadata", name: match[2]! }));
}

/**
 * Replaces each `{{config.x}}` / `{{metadata.x}}` of `template` with `values.config.x` /
 * `values.metadata.x` (empty when absent). The caller checks the values (config fields against their
 * patterns) before building a URL from them.
 *
 * @example
 * fillProviderTemplate("https://{{config.shop}}.myshopify.com", { config: { shop: "acme" } })
 * // "https://acme.myshopify.com"
 */
export function fillProviderTemplate(
  template: string,
  values: { config?: Readonly<Record<string, string>>; metadata?: Readonly<Record<string, string>> },
): string {
  return template.replace(PROVIDER_PLACEHOLDER, (_whole, scope: "config" | "metadata", name: string) => values[scope]?.[name] ?? "");
}

function malformedPlaceholder(template: string): string | undefined {
  for (const match of template.matchAll(ANY_DOUBLE_BRACE)) {
    if (!new RegExp(`^${PROVIDER_PLACEHOLDER.source}$`).test(match[0])) return match[0];
  }
  return undefined;
}

/** A string that may hold `{{config.x}}` / `{{metadata.x}}` placeholders and no other `{{…}}`. */
export function providerTemplate() {
  return safeString().check((context) => {
    const bad = malformedPlaceholder(context.value);
    if (bad) {
      context.issues.push({
        code: "custom",
        message: `${bad.slice(0, 100)} is not a placeholder: use {{config.<field>}} or {{metadata.<name>}}`,
        input: context.value,
      });
    }
  });
}

/**
 * An absolute http(s) URL that may hold `{{config.x}}` / `{{metadata.x}}` placeholders (in the host,
 * e.g. `https://{{config.shop}}.myshopify.com/admin/api/2025-01`, or the whole origin, e.g.
 * `{{metadata.instance_url}}/services/data/v62.0`). Checked with every placeholder replaced by a
 * sample value.
 */
export const ProviderUrlTemplateSchema = providerTemplate()
  .max(2048, "URL must be at most 2048 characters")
  .refine((value) => {
    const sample = value.replace(PROVIDER_PLACEHOLDER, (_whole, _scope: string, name: string, offset: number) =>
      // A placeholder at the start stands for a whole origin (an instance URL from the token response).
      offset === 0 ? "https://instance.example" : name.toLowerCase().replace(/_/g, "-"),
    );
    try {
      const url = new URL(sample);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an absolute http(s) URL (placeholders {{config.x}} / {{metadata.x}} allowed)");
