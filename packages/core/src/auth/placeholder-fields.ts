import type { InjectionRule } from "../contract/auth-method.js";

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/**
 * The credential fields a `custom` auth method asks for: every `{{field}}` named in its injection
 * rules, in order of first appearance. The hosted page shows one input per field.
 *
 * @example
 * placeholderFields([{ target: "header", name: "X-Key", value: "{{key}}:{{secret}}" }]) // ["key", "secret"]
 */
export function placeholderFields(rules: readonly InjectionRule[]): string[] {
  const fields: string[] = [];
  for (const rule of rules) {
    for (const match of rule.value.matchAll(PLACEHOLDER)) {
      const field = match[1]!;
      if (!fields.includes(field)) fields.push(field);
    }
  }
  return fields;
}

/** Replaces each `{{field}}` of `template` with the credential of that name. */
export function fillPlaceholders(template: string, credentials: Readonly<Record<string, unknown>>): string {
  return template.replace(PLACEHOLDER, (_match, field: string) => {
    const value = credentials[field];
    return typeof value === "string" ? value : "";
  });
}
