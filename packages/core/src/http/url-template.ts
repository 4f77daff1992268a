import { hasErrorMarker, markError } from "../errors/mark-error.js";

/** Where a placeholder's value comes from: the connection's config (given by the user) or its metadata (from the provider). */
export type UrlTemplateScope = "config" | "metadata";

/** Values a {@link CompiledUrlTemplate} is expanded with, by scope. */
export interface UrlTemplateValues {
  config?: Readonly<Record<string, string>> | null;
  metadata?: Readonly<Record<string, string>> | null;
}

/**
 * Where a per-connection value may send requests, beyond what every expansion enforces (a host
 * placeholder never builds an IP-address host):
 * - `requireHttps`: an origin placeholder's value (an `instance_url` from a token response) must be an
 *   https origin whose host is a DNS name, not an IP address (production);
 * - `domainSuffix`: the host an origin or host placeholder builds must be this domain or a subdomain of
 *   it (`salesforce.com` takes `acme.my.salesforce.com`), pinned by a provider definition.
 */
export interface UrlHostPolicy {
  requireHttps?: boolean;
  domainSuffix?: string;
}

/**
 * Why a URL template could not be expanded:
 * - `missing_value`: the connection has no value for a placeholder;
 * - `invalid_value`: the value cannot stand where the placeholder is (a host label that is not one, an
 *   origin that is not an `http(s)` origin, a `.`/`..` path segment);
 * - `host_changed`: the expanded URL's host is not the one the template builds (defence in depth).
 */
export type UrlTemplateErrorCode = "missing_value" | "invalid_value" | "host_changed";

/**
 * Thrown by {@link CompiledUrlTemplate.expand}. `field` names the placeholder (`config.shop`,
 * `metadata.instance_url`); the message never echoes the value.
 */
export class UrlTemplateError extends Error {
  readonly code: UrlTemplateErrorCode;
  /** The placeholder, `scope.name`. */
  readonly field: string;

  constructor(options: { code: UrlTemplateErrorCode; field: string; message: string }) {
    super(options.message);
    this.name = "UrlTemplateError";
    this.code = options.code;
    this.field = options.field;
    markError(this, "@plugboard/core.UrlTemplateError");
  }

  /** Whether `value` is a {@link UrlTemplateError}, from any loaded copy of this package. */
  static isInstance(value: unknown): value is UrlTemplateError {
    return hasErrorMarker(value, "@plugboard/core.UrlTemplateError");
  }
}

/** Where a placeholder stands in the URL, which decides what its value may be and how it is encoded. */
type PlaceholderKind = "origin" | "host" | "rest";

type Part = string | { scope: UrlTemplateScope; name: string; kind: PlaceholderKind };

/** A URL template compiled once (per plugin or auth method) and expanded per connection. */
export interface CompiledUrlTemplate {
  /** The template as written. */
  readonly template: string;
  /** True when the template has no placeholder: {@link expand} returns it as it is. */
  readonly isStatic: boolean;
  /** Every placeholder as `scope.name`, in order. */
  readonly fields: readonly string[];
  /**
   * A stable key for the upstream it reaches: the URL's origin when static or when only the path is
   * templated, else the template's scheme and authority as written (`https://{{config.shop}}.myshopify.com`).
   */
  readonly originKey: string;
  /**
   * The URL with each placeholder replaced (see {@link compileUrlTemplate}).
   *
   * @throws {UrlTemplateError} naming the placeholder
   */
  expand(values: UrlTemplateValues, policy?: UrlHostPolicy): string;
  /**
   * Checks the values given so far (a connection's config before it has metadata) where they build the
   * host — an IP-address host, or one outside `policy.domainSuffix` — without needing every value:
   * the error naming the placeholder, or undefined. Placeholders without a value are not checked.
   */
  hostProblem(values: UrlTemplateValues, policy?: UrlHostPolicy): UrlTemplateError | undefined;
}

/**
 * True for a host the WHATWG URL parser read as an IP address: it writes every IPv4 notation (`127.1`,
 * `0x7f000001`, `2130706433`, `0177.0.0.1`) as four decimal parts, and IPv6 in brackets.
 */
function isIpHost(hostname: string): boolean {
  return hostname.startsWith("[") || /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Whether `hostname` is `suffix` or a subdomain of it (case-insensitive, a trailing dot ignored). */
export function hostInDomain(hostname: string, suffix: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const domain = suffix.toLowerCase().replace(/^\*?\./, "").replace(/\.$/, "");
  return host === domain || host.endsWith(`.${domain}`);
}

/** `{{config.name}}` or `{{metadata.name}}`; names are letters, digits, `_`, `-` and `.`. */
export const URL_PLACEHOLDER = /\{\{\s*(config|metadata)\.([A-Za-z0-9_.-]{1,100})\s*\}\}/g;

// One or more DNS labels: what a host placeholder's value may be (a shop, a subdomain, a region).
const HOST_LABELS = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*$/;

/** The sample each placeholder takes when a template is checked as a URL (see {@link urlTemplateProblem}). */
const SAMPLE = { origin: "https://origin.example", host: "sample", rest: "sample" } as const;

function authorityEnd(template: string, from: number): number {
  const rest = template.slice(from);
  const end = rest.search(/[/?#]/);
  return end < 0 ? template.length : from + end;
}

function parse(template: string): Part[] {
  const parts: Part[] = [];
  const schemeEnd = template.indexOf("://");
  const hostEnd = schemeEnd < 0 ? -1 : authorityEnd(template, schemeEnd + 3);
  let last = 0;
  for (const match of template.matchAll(URL_PLACEHOLDER)) {
    const index = match.index;
    if (index > last) parts.push(template.slice(last, index));
    const kind: PlaceholderKind = index === 0 ? "origin" : schemeEnd >= 0 && index > schemeEnd && index < hostEnd ? "host" : "rest";
    parts.push({ scope: match[1] as UrlTemplateScope, name: match[2]!, kind });
    last = index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

function fill(parts: readonly Part[], value: (part: Exclude<Part, string>) => string): string {
  let out = "";
  for (const part of parts) out += typeof part === "string" ? part : value(part);
  return out;
}

/**
 * Why `template` cannot be a URL template, or `undefined` when it can: placeholders other than
 * `{{config.x}}` / `{{metadata.x}}` (of the scopes allowed), an origin placeholder that is not the whole
 * scheme and host, or a URL that is not absolute `http(s)` once each placeholder holds a sample value.
 *
 * @example
 * urlTemplateProblem("https://{{config.shop}}.myshopify.com/admin", ["config"]) // undefined
 * urlTemplateProblem("{{metadata.instance_url}}/services/data", ["config"]) // "may only use {{config.…}} placeholders"
 */
export function urlTemplateProblem(template: string, scopes: readonly UrlTemplateScope[]): string | undefined {
  const withoutPlaceholders = template.replace(URL_PLACEHOLDER, "");
  if (withoutPlaceholders.includes("{{") || withoutPlaceholders.includes("}}")) {
    return "has a malformed placeholder: write {{config.name}}" + (scopes.includes("metadata") ? " or {{metadata.name}}" : "");
  }
  const parts = parse(template);
  for (const part of parts) {
    if (typeof part === "string") continue;
    if (!scopes.includes(part.scope)) return `may only use ${scopes.map((scope) => `{{${scope}.…}}`).join(" or ")} placeholders`;
  }
  const first = parts[0];
  if (first !== undefined && typeof first !== "string" && first.kind === "origin") {
    const next = parts[1];
    if (next !== undefined && (typeof next !== "string" || !/^[/?#]/.test(next))) return "a placeholder at the start must be the whole origin, followed by / ? # or nothing";
  }
  let url: URL;
  try {
    url = new URL(fill(parts, (part) => SAMPLE[part.kind]));
  } catch {
    return "must be an absolute http(s) URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an absolute http(s) URL";
  if (url.username !== "" || url.password !== "") return "must not hold a user name or password";
  return undefined;
}

function valueOf(part: Exclude<Part, string>, values: UrlTemplateValues, policy: UrlHostPolicy = {}): string {
  const field = `${part.scope}.${part.name}`;
  const value = values[part.scope]?.[part.name];
  if (typeof value !== "string" || value === "") {
    throw new UrlTemplateError({ code: "missing_value", field, message: `the connection has no value for ${field}; connect again and give it` });
  }
  const invalid = (why: string) => new UrlTemplateError({ code: "invalid_value", field, message: `${field} ${why}` });
  switch (part.kind) {
    case "origin": {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw invalid("must be an absolute http(s) URL");
      }
      const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
      if ((url.protocol !== "https:" && url.protocol !== "http:") || !bare) throw invalid("must be an http(s) origin without a path, query or user name");
      if (policy.requireHttps && url.protocol !== "https:") throw invalid("must be an https origin");
      if (policy.requireHttps && isIpHost(url.hostname)) throw invalid("must name its host by a DNS name, not an IP address");
      return url.origin;
    }
    case "host":
      if (!HOST_LABELS.test(value)) throw invalid("must be one or more DNS labels (letters, digits, hyphens, dots between labels)");
      return value.toLowerCase();
    case "rest":
      if (value === "." || value === "..") throw invalid("must not be . or ..");
      return encodeURIComponent(value);
  }
}

/**
 * Why the host that `hosting` placeholders built is refused: an IP address where a host placeholder
 * stands (a value such as `127.1` or `2130706433` that the URL parser reads as one), or, with
 * `policy.domainSuffix`, a host outside that domain. Undefined when it is acceptable.
 */
function hostProblemOf(hosting: ReadonlyArray<Exclude<Part, string>>, hostname: string, policy: UrlHostPolicy = {}): UrlTemplateError | undefined {
  if (hosting.length === 0) return undefined;
  const first = hosting[0]!;
  const field = `${first.scope}.${first.name}`;
  if (hosting.some((part) => part.kind === "host") && isIpHost(hostname)) {
    return new UrlTemplateError({ code: "invalid_value", field, message: `${field} must build a host name, not an IP address` });
  }
  if (policy.domainSuffix !== undefined && !hostInDomain(hostname, policy.domainSuffix)) {
    return new UrlTemplateError({ code: "invalid_value", field, message: `${field} must be a host in ${policy.domainSuffix.replace(/^\*?\./, "")} (the provider pins its domain)` });
  }
  return undefined;
}

/**
 * Compiles a URL template whose `{{config.x}}` and `{{metadata.x}}` placeholders are filled per
 * connection — a shop in `https://{{config.shop}}.myshopify.com/admin/api/2024-10`, an instance URL in
 * `{{metadata.instance_url}}/services/data/v61.0`. Compile once (per plugin), expand per call: a static
 * template expands to itself at no cost.
 *
 * A value can only fill the place it stands in, so no value can send the request to a host the
 * template was not meant to build:
 *
 * - a placeholder at the start is the whole origin: its value must be an `http(s)` origin (no path,
 *   query, fragment or user name) and is replaced by that origin;
 * - a placeholder in the host must be DNS labels (`[A-Za-z0-9-]` separated by single dots), so `@`, `/`,
 *   `#`, `?`, `:` and `%` cannot appear;
 * - anywhere else (path, query) the value is percent-encoded (`encodeURIComponent`), and a `.` or `..`
 *   value is refused;
 * - after substitution the URL is parsed again and its host must be the one built from the template,
 *   and a host placeholder must not build an IP address (in any notation the URL parser accepts);
 * - `policy` ({@link UrlHostPolicy}) adds https and a pinned domain for per-connection origins and hosts.
 *
 * @throws {TypeError} when the template is not a valid URL template (see {@link urlTemplateProblem})
 *
 * @example
 * ```ts
 * const base = compileUrlTemplate("https://{{config.shop}}.myshopify.com/admin");
 * base.expand({ config: { shop: "acme" } }); // "https://acme.myshopify.com/admin"
 * base.expand({ config: { shop: "evil.com/" } }); // throws UrlTemplateError (invalid_value, config.shop)
 * ```
 */
export function compileUrlTemplate(template: string): CompiledUrlTemplate {
  const problem = urlTemplateProblem(template, ["config", "metadata"]);
  if (problem) throw new TypeError(`URL template ${problem}`);
  const parts = parse(template);
  const placeholders = parts.filter((part): part is Exclude<Part, string> => typeof part !== "string");
  if (placeholders.length === 0) {
    return { template, isStatic: true, fields: [], originKey: new URL(template).origin, expand: () => template, hostProblem: () => undefined };
  }
  const schemeEnd = template.indexOf("://");
  const authorityKey = schemeEnd < 0 ? template : template.slice(0, authorityEnd(template, schemeEnd + 3));
  const onlyRest = placeholders.every((part) => part.kind === "rest");
  // The placeholders that build the host (the whole origin, or labels of the host).
  const hosting = placeholders.filter((part) => part.kind !== "rest");
  const originKey = onlyRest ? new URL(fill(parts, () => SAMPLE.rest)).origin : placeholders[0]!.kind === "origin" ? `{{${placeholders[0]!.scope}.${placeholders[0]!.name}}}` : authorityKey;
  return {
    template,
    isStatic: false,
    fields: placeholders.map((part) => `${part.scope}.${part.name}`),
    originKey,
    expand(values, policy) {
      const expanded = fill(parts, (part) => valueOf(part, values, policy));
      // Defence in depth: the host the parser sees is the one we built (origin or labelled host).
      let url: URL;
      try {
        url = new URL(expanded);
      } catch {
        const field = `${placeholders[0]!.scope}.${placeholders[0]!.name}`;
        throw new UrlTemplateError({ code: "invalid_value", field, message: `${placeholders.map((part) => `${part.scope}.${part.name}`).join(", ")} make an invalid URL` });
      }
      const expectedHost = new URL(fill(parts, (part) => (part.kind === "rest" ? SAMPLE.rest : valueOf(part, values, policy)))).host;
      if (url.host !== expectedHost || url.username !== "" || url.password !== "") {
        const field = `${placeholders[0]!.scope}.${placeholders[0]!.name}`;
        throw new UrlTemplateError({ code: "host_changed", field, message: `${field} would change the URL's host; refused` });
      }
      const problem = hostProblemOf(hosting, url.hostname, policy);
      if (problem) throw problem;
      return expanded;
    },
    hostProblem(values, policy) {
      const given = hosting.filter((part) => typeof values[part.scope]?.[part.name] === "string" && values[part.scope]![part.name] !== "");
      if (given.length === 0) return undefined;
      let hostname: string;
      try {
        // Placeholders without a value take a sample: only the given ones are judged.
        hostname = new URL(fill(parts, (part) => (part.kind === "rest" || !given.includes(part) ? SAMPLE[part.kind] : valueOf(part, values, policy)))).hostname;
      } catch (error) {
        if (UrlTemplateError.isInstance(error)) return error;
        const field = `${given[0]!.scope}.${given[0]!.name}`;
        return new UrlTemplateError({ code: "invalid_value", field, message: `${field} makes an invalid URL` });
      }
      return hostProblemOf(given, hostname, policy);
    },
  };
}
