import * as z from "zod";
import { HttpUrlSchema } from "./common.js";
import { ACCOUNT_ID_FIELD, oauthMetadataNames } from "./auth-method.js";
import { ConnectionConfigFieldSchema } from "./connection-config.js";
import { ToolHeadersSchema } from "./tool.js";
import { safeString } from "./safe-string.js";
import { ProviderAuthModeSchema, type ProviderAuthMode } from "./provider-auth-mode.js";
import { ProviderToolSchema } from "./provider-tool.js";
import { ProviderUrlTemplateSchema, templatePlaceholders } from "./provider-template.js";
import { TriggerListSchema } from "./trigger-definition.js";

/** A provider id: lowercase letters, digits and hyphens, e.g. `github`, `google-gmail` (also a valid plugin slug). */
export const ProviderIdSchema = z
  .string()
  .min(1, "provider id is required")
  .max(64, "provider id must be at most 64 characters")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "provider id must use lowercase letters, digits and hyphens");

/** The catalog's categories (a fixed list, so filtering by category finds every provider of a kind). */
export const ProviderCategorySchema = z.enum([
  "developer-tools",
  "productivity",
  "communication",
  "email",
  "calendar",
  "file-storage",
  "spreadsheets",
  "project-management",
  "documentation",
  "crm",
  "marketing",
  "customer-support",
  "ecommerce",
  "payments",
  "finance",
  "ai",
  "monitoring",
  "incident-management",
  "infrastructure",
  "design",
  "social-media",
  "media",
  "video-conferencing",
  "database",
]);
export type ProviderCategory = z.infer<typeof ProviderCategorySchema>;

/**
 * A field the end-user gives when connecting (a shop name, a subdomain, a region, a tenant), used as
 * `{{config.<name>}}` in the base URL, the OAuth URLs and params, or the MCP server URL. The engine's
 * own schema ({@link ConnectionConfigFieldSchema}): installing the provider copies these fields into
 * each auth method's `connection_config` unchanged. `pattern` is matched against the whole value, so a
 * value can never build a host the placeholder was not meant to build.
 */
export const ProviderConfigFieldSchema = ConnectionConfigFieldSchema;
export type ProviderConfigField = z.infer<typeof ProviderConfigFieldSchema>;

/**
 * A domain that per-connection hosts must stay in, as a provider's documentation names it (`salesforce.com`,
 * or written `*.salesforce.com`): lowercase DNS labels, at least two.
 */
export const ProviderInstanceDomainSchema = z
  .string()
  .max(253)
  .regex(/^(\*\.)?(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, "instanceDomain must be a domain such as salesforce.com (or *.salesforce.com)")
  .transform((domain) => domain.replace(/^\*\./, ""));

/** Whether a URL template builds its host per connection (a placeholder as the origin or in the host). */
function buildsHost(template: string): boolean {
  return /^\{\{/.test(template) || /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\{\{/i.test(template);
}

/** Templates of one auth mode (URLs and extra params) that may hold placeholders, with their paths. */
function modeTemplates(mode: ProviderAuthMode, index: number): { path: (string | number)[]; value: string }[] {
  if (mode.type !== "oauth2") return [];
  const base = ["authModes", index];
  const out: { path: (string | number)[]; value: string }[] = [];
  const { config } = mode;
  for (const key of ["authorize_url", "token_url", "revokeUrl", "refresh_url"] as const) {
    const value = config[key];
    if (value !== undefined) out.push({ path: [...base, "config", key], value });
  }
  if (config.connect_metadata) out.push({ path: [...base, "config", "connect_metadata", "url"], value: config.connect_metadata.url });
  return out;
}

/**
 * A provider: how to authenticate with a company's API, where the API lives and which tools are worth
 * handing a model. Data, not code — one definition per file in `@plugboard/providers`, each written from
 * the provider's own documentation and naming it in `sources`. Installing a provider turns it into an
 * ordinary plugin submission.
 *
 * Rules beyond the field types: an `http` provider has a `baseUrl` and at least one tool; an `mcp`
 * provider has a `serverUrl` and no tools; `mcp_oauth` is for `mcp` providers only; tool slugs are
 * unique; auth mode types appear once each; an `account_credentials` OAuth mode has an `account_id`
 * config field; every `{{config.x}}` names a declared config field, and every
 * `{{metadata.x}}` (base URL only) a metadata field every auth mode keeps.
 *
 * @example
 * const definition = ProviderDefinitionSchema.parse({
 *   id: "example", name: "Example", description: "…", categories: ["developer-tools"],
 *   docsUrl: "https://docs.example.com", kind: "http", baseUrl: "https://api.example.com",
 *   authModes: [{ type: "bearer", label: "API token" }],
 *   tools: [{ slug: "GET_ME", name: "Get me", description: "…", method: "GET", path: "/me",
 *     inputSchema: { type: "object", properties: {} }, source: { kind: "reference", url: "https://docs.example.com/me" } }],
 *   sources: ["https://docs.example.com/auth"],
 * });
 */
export const ProviderDefinitionSchema = z
  .strictObject({
    /** Unique in the catalog; also the default slug of the installed plugin. */
    id: ProviderIdSchema,
    /** The product's name, e.g. "GitHub". */
    name: safeString().min(1).max(200),
    /** One or two sentences: what the API gives an agent. */
    description: safeString().min(1).max(4000),
    categories: z.array(ProviderCategorySchema).min(1, "at least one category").max(5),
    /** The provider's API documentation home. */
    docsUrl: HttpUrlSchema,
    /** An icon the catalog may show (optional). */
    iconUrl: HttpUrlSchema.optional(),
    /** `http`: a REST API with the catalog's tools; `mcp`: a remote MCP server published by the vendor. */
    kind: z.enum(["http", "mcp"]),
    /** The ways an end-user can authenticate (at least one); the first is the default. */
    authModes: z.array(ProviderAuthModeSchema).min(1, "at least one auth mode").max(6),
    /** `http`: the API's base URL, tool paths appended; may hold `{{config.x}}` / `{{metadata.x}}`. */
    baseUrl: ProviderUrlTemplateSchema.optional(),
    /** Headers every request carries, e.g. an API version header (`X-GitHub-Api-Version`, `Notion-Version`). */
    headers: ToolHeadersSchema.optional(),
    /** Fields the end-user gives when connecting (see {@link ProviderConfigFieldSchema}). */
    connectionConfig: z.array(ProviderConfigFieldSchema).max(10).default([]),
    /** `http`: the curated tools (at least one). */
    tools: z.array(ProviderToolSchema).max(500).default([]),
    /** `mcp`: the vendor's remote MCP server endpoint (Streamable HTTP); may hold `{{config.x}}`. */
    serverUrl: ProviderUrlTemplateSchema.optional(),
    /**
     * The domain every host built per connection must be in — an instance URL kept from the token
     * response (`{{metadata.instance_url}}`), a `{{config.x}}` host — e.g. `salesforce.com`; only for a
     * definition with such a template, and only as the provider's own documentation (in `sources`)
     * names it. Installed plugins keep it, and calls to any other host are refused.
     */
    instanceDomain: ProviderInstanceDomainSchema.optional(),
    /** `http`: events that can wake an agent (webhook or poll triggers), each citing its documentation page in `source`. */
    triggers: TriggerListSchema.default([]),
    /** The documentation pages this definition was written from (at least one): auth, scopes, API reference. */
    sources: z.array(HttpUrlSchema).min(1, "name the documentation pages the definition was written from"),
    /**
     * The day the definition's facts were last checked against the vendor's pages (`YYYY-MM-DD`). The
     * catalog requires it on every definition and lists those older than 180 days as due for a re-check
     * (`pnpm --filter @plugboard/providers check`).
     */
    verifiedAt: z.iso.date("verifiedAt is a date: YYYY-MM-DD").optional(),
    /**
     * Which facts each source backs: a page of `sources` → the facts taken from it, in a few words each
     * (`"tokenUrl"`, `"clientAuth: basic"`, `"refresh: rotate"`). Printed by the catalog's freshness
     * check beside the tools that cite the page; a key must be listed in `sources`.
     */
    sourceFacts: z.record(HttpUrlSchema, z.array(safeString().min(1).max(300)).min(1).max(50)).optional(),
  })
  .superRefine((definition, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    if (definition.kind === "http") {
      if (!definition.baseUrl) issue(["baseUrl"], "baseUrl is required for an http provider");
      if (definition.tools.length === 0) issue(["tools"], "an http provider needs at least one tool");
      if (definition.serverUrl) issue(["serverUrl"], "serverUrl is for mcp providers");
    } else {
      if (!definition.serverUrl) issue(["serverUrl"], "serverUrl is required for an mcp provider");
      if (definition.tools.length > 0) issue(["tools"], "an mcp provider's tools come from its server: list none");
    }
    const types = new Set<string>();
    definition.authModes.forEach((mode, index) => {
      if (types.has(mode.type)) issue(["authModes", index, "type"], `auth mode type ${mode.type} appears more than once`);
      types.add(mode.type);
      if (mode.type === "mcp_oauth" && definition.kind !== "mcp") issue(["authModes", index, "type"], "mcp_oauth is for mcp providers");
      if (mode.type === "oauth2" && mode.config.grant_type === "account_credentials" && !definition.connectionConfig.some((field) => field.name === ACCOUNT_ID_FIELD)) {
        issue(["authModes", index, "config", "grant_type"], `the account_credentials grant takes the account id from a connectionConfig field named ${ACCOUNT_ID_FIELD}: declare it`);
      }
    });
    for (const url of Object.keys(definition.sourceFacts ?? {})) {
      if (!definition.sources.includes(url)) issue(["sourceFacts", url], "a page whose facts are listed must be in sources");
    }
    definition.triggers.forEach((trigger, index) => {
      if (definition.kind !== "http") issue(["triggers", index], "triggers are for http providers");
      if (!trigger.source) issue(["triggers", index, "source"], "name the documentation page the trigger was written from");
      if (trigger.poll?.tool && !definition.tools.some((tool) => tool.slug === trigger.poll!.tool)) issue(["triggers", index, "poll", "tool"], `no tool ${trigger.poll.tool} in this provider`);
    });
    const slugs = new Set<string>();
    definition.tools.forEach((tool, index) => {
      if (slugs.has(tool.slug)) issue(["tools", index, "slug"], `duplicate tool slug ${tool.slug}`);
      slugs.add(tool.slug);
    });

    const fields = new Set(definition.connectionConfig.map((field) => field.name));
    const templates: { path: (string | number)[]; value: string; metadataAllowed: boolean }[] = [];
    if (definition.baseUrl) templates.push({ path: ["baseUrl"], value: definition.baseUrl, metadataAllowed: true });
    if (definition.serverUrl) templates.push({ path: ["serverUrl"], value: definition.serverUrl, metadataAllowed: false });
    definition.authModes.forEach((mode, index) => {
      for (const template of modeTemplates(mode, index)) templates.push({ ...template, metadataAllowed: false });
      if (mode.type !== "oauth2") return;
      for (const key of ["extra_params", "token_params"] as const) {
        for (const [name, value] of Object.entries(mode.config[key] ?? {})) {
          if (templatePlaceholders(value).length > 0) issue(["authModes", index, "config", key, name], "request parameters are sent as written: no {{…}} placeholders");
        }
      }
    });
    if (definition.instanceDomain !== undefined && !templates.some((template) => buildsHost(template.value))) {
      issue(["instanceDomain"], "instanceDomain is for a definition whose base, server or OAuth URL builds its host per connection");
    }
    for (const template of templates) {
      for (const placeholder of templatePlaceholders(template.value)) {
        if (placeholder.scope === "config" && !fields.has(placeholder.name)) {
          issue(template.path, `{{config.${placeholder.name}}} names no connectionConfig field`);
        }
        if (placeholder.scope === "metadata") {
          if (!template.metadataAllowed) {
            issue(template.path, `{{metadata.${placeholder.name}}} can only be used in baseUrl (metadata exists after the OAuth flow)`);
            continue;
          }
          const missing = definition.authModes.find((mode) => mode.type !== "oauth2" || !oauthMetadataNames(mode.config).includes(placeholder.name));
          if (missing) issue(template.path, `{{metadata.${placeholder.name}}} is not kept by the ${missing.type} auth mode: every auth mode must declare it in metadata`);
        }
      }
    }
  });
export type ProviderDefinition = z.output<typeof ProviderDefinitionSchema>;
/** A definition as written in `@plugboard/providers` (defaults not yet applied). */
export type ProviderDefinitionInput = z.input<typeof ProviderDefinitionSchema>;
