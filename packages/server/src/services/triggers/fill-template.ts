import { invalidInput } from "../../errors/invalid-input.js";

/** What a trigger request's placeholders are filled from. */
export interface TemplateValues {
  /** The subscription's config (`{{config.owner}}`). */
  config: Record<string, unknown>;
  /** `{{url}}`, `{{secret}}`, `{{upstreamId}}`, `{{cursor}}` when known. */
  [name: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)?)\s*\}\}/g;

function lookup(values: TemplateValues, name: string): unknown {
  if (name.startsWith("config.")) return values.config[name.slice("config.".length)];
  return values[name];
}

// A value in a path stays one segment: no separator, traversal, query, fragment or escape.
const UNSAFE_SEGMENT = /[/\\?#%\u0000-\u001f]/;

/**
 * Fills a request path: each placeholder becomes one percent-encoded path segment. A value that
 * could leave its segment (`/`, `..`, `?`, `#`, `%`, control characters) or is missing is a 400
 * naming the config field, as connection config values are checked.
 *
 * @example
 * fillPath("/repos/{{config.owner}}/{{config.repo}}/hooks", { config: { owner: "octo", repo: "hello" } }) // "/repos/octo/hello/hooks"
 */
export function fillPath(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = lookup(values, name);
    const field = name.startsWith("config.") ? name : `(${name})`;
    if (value === undefined || value === null || value === "") throw invalidInput({ [field]: ["is required by this trigger"] });
    const text = String(value);
    if (UNSAFE_SEGMENT.test(text) || text === "." || text === "..") throw invalidInput({ [field]: ["must be one path segment (no /, .., ?, # or %)"] });
    return encodeURIComponent(text);
  });
}

/**
 * Fills a JSON value: a string that is exactly one placeholder becomes the value itself (an array of
 * event names stays an array); placeholders inside a longer string are replaced by their text.
 *
 * @example
 * fillJson({ config: { url: "{{url}}", secret: "{{secret}}" }, events: "{{config.events}}" }, values)
 */
export function fillJson(template: unknown, values: TemplateValues): unknown {
  if (typeof template === "string") {
    const whole = /^\{\{\s*([A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_-]+)?)\s*\}\}$/.exec(template);
    if (whole) return lookup(values, whole[1]!) ?? null;
    return template.replace(PLACEHOLDER, (_match, name: string) => String(lookup(values, name) ?? ""));
  }
  if (Array.isArray(template)) return template.map((item) => fillJson(item, values));
  if (template !== null && typeof template === "object") {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, fillJson(value, values)]));
  }
  return template;
}
