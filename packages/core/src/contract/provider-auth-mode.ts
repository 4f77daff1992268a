import * as z from "zod";
import { InjectionRuleSchema, OAuth2ProviderConfigSchema, oauthMetadataNames } from "./auth-method.js";
import { HttpUrlSchema } from "./common.js";
import { HeaderNameSchema, HeaderValueSchema } from "./http-header.js";
import { safeString } from "./safe-string.js";

const LabelSchema = safeString().min(1, "label is required").max(200);
const HelpSchema = safeString().min(1).max(2000);

/** A scope a provider offers, with what it grants (shown to the builder choosing scopes). */
export const ProviderScopeSchema = z.strictObject({
  /** The scope exactly as the provider spells it, e.g. `repo` or `https://www.googleapis.com/auth/gmail.readonly`. */
  name: safeString().min(1).max(500).regex(/^\S+$/, "a scope has no whitespace"),
  /** What the scope grants, in the provider's words. */
  description: safeString().min(1).max(1000),
});
export type ProviderScope = z.infer<typeof ProviderScopeSchema>;

/**
 * OAuth 2.0 (RFC 6749) as a provider runs it: a label and help for the builder, the scopes the provider
 * offers, and `config`, the provider's side of an OAuth configuration in the one vocabulary plugins
 * store ({@link OAuth2ProviderConfigSchema}: `authorize_url`, `token_url`, `scopes` requested when the
 * builder names none, `extra_params`, `token_endpoint_auth_method`, `pkce`, `scope_separator`,
 * `refresh_token_rotation`, …). Installing the provider stores `config` as the plugin's oauth2 config,
 * with the builder's client, chosen scopes and URL overrides, and the provider's connection config.
 */
export const ProviderOAuth2ModeSchema = z
  .strictObject({
    type: z.literal("oauth2"),
    /** Shown to the end-user, e.g. "GitHub account". */
    label: LabelSchema,
    /** How a builder sets this up (register an app, where the redirect URI goes), in a sentence or two. */
    description: HelpSchema.optional(),
    /** The OAuth configuration, stored as the installed plugin's oauth2 config (without the client). */
    config: OAuth2ProviderConfigSchema,
    /** Scopes the provider offers (a curated list: those the catalog's tools need, and common ones). */
    scopes: z.array(ProviderScopeSchema).max(500).default([]),
  })
  .check((context) => {
    const { config } = context.value;
    const grant = config.grant_type ?? "authorization_code";
    if (grant !== "authorization_code" && config.connect_metadata !== undefined) {
      context.issues.push({ code: "custom", message: "connect_metadata is fetched after a code exchange: the authorization_code grant only", input: config, path: ["config", "connect_metadata"] });
    }
    if (grant !== "authorization_code" && config.callback_metadata !== undefined) {
      context.issues.push({ code: "custom", message: `the ${grant} grant has no callback query to keep metadata from`, input: config, path: ["config", "callback_metadata"] });
    }
    // Headers from metadata (Xero's `Xero-tenant-id` ← the organisation chosen after the exchange).
    const names = oauthMetadataNames(config);
    for (const [header, name] of Object.entries(config.metadata_headers ?? {})) {
      if (!names.includes(name)) {
        context.issues.push({ code: "custom", message: `metadata_headers.${header} names no metadata this configuration keeps (${name})`, input: config, path: ["config", "metadata_headers", header] });
      }
      if (config.header_name !== undefined && header.toLowerCase() === config.header_name.toLowerCase()) {
        context.issues.push({ code: "custom", message: `metadata_headers.${header} is the header the token goes in`, input: config, path: ["config", "metadata_headers", header] });
      }
    }
  });
export type ProviderOAuth2Mode = z.output<typeof ProviderOAuth2ModeSchema>;

/** An API key the end-user pastes, sent in a header (`name: prefix key`) or as a query parameter. */
export const ProviderApiKeyModeSchema = z
  .strictObject({
    type: z.literal("api_key"),
    label: LabelSchema,
    /** Where the end-user finds or creates the key. */
    description: HelpSchema.optional(),
    /** `header` (default) or `query`. */
    in: z.enum(["header", "query"]).default("header"),
    /** The header name (e.g. `x-api-key`) or the query parameter's name (e.g. `api_key`). */
    name: safeString().min(1).max(200),
    /** Text before the key in the header, e.g. `Token` (sent as `Token <key>`); header only. */
    prefix: HeaderValueSchema.optional(),
  })
  .check((context) => {
    const mode = context.value;
    if (mode.in === "header" && !HeaderNameSchema.safeParse(mode.name).success) {
      context.issues.push({ code: "custom", message: "must be a valid HTTP header name", input: mode.name, path: ["name"] });
    }
    if (mode.in === "query" && mode.prefix !== undefined) {
      context.issues.push({ code: "custom", message: "a prefix applies to a header key only", input: mode.prefix, path: ["prefix"] });
    }
  });
export type ProviderApiKeyMode = z.output<typeof ProviderApiKeyModeSchema>;

/**
 * A token the end-user pastes (a personal access token, an API secret sent as a bearer token):
 * `headerName: prefix token`, by default `Authorization: Bearer <token>`.
 */
export const ProviderBearerModeSchema = z.strictObject({
  type: z.literal("bearer"),
  label: LabelSchema,
  /** Where the end-user creates the token and which permissions it needs. */
  description: HelpSchema.optional(),
  headerName: HeaderNameSchema.default("Authorization"),
  prefix: HeaderValueSchema.default("Bearer"),
});
export type ProviderBearerMode = z.output<typeof ProviderBearerModeSchema>;

/** HTTP Basic (RFC 7617): a username and a password (e.g. an account id and an auth token). */
export const ProviderBasicModeSchema = z.strictObject({
  type: z.literal("basic"),
  label: LabelSchema,
  /** What goes in the username and the password, and where the end-user finds them. */
  description: HelpSchema.optional(),
  /** What the provider calls the username, e.g. "Account SID". */
  usernameLabel: safeString().min(1).max(200).optional(),
  /** What the provider calls the password, e.g. "Auth token"; omit when the password stays empty. */
  passwordLabel: safeString().min(1).max(200).optional(),
});
export type ProviderBasicMode = z.output<typeof ProviderBasicModeSchema>;

/**
 * Several credentials injected by rules (e.g. an API key and an application key in two headers): the
 * plugin's `custom` auth method, each `{{field}}` of a rule's value a credential the end-user gives.
 */
export const ProviderCustomModeSchema = z.strictObject({
  type: z.literal("custom"),
  label: LabelSchema,
  description: HelpSchema.optional(),
  injectionRules: z.array(InjectionRuleSchema).min(1, "at least one injection rule is required").max(10),
});
export type ProviderCustomMode = z.output<typeof ProviderCustomModeSchema>;

/**
 * A remote MCP server's own OAuth (MCP authorization: protected-resource discovery, dynamic client
 * registration or a pre-registered client, PKCE), as Plugboard runs it for MCP plugins. `mcp` providers only.
 */
export const ProviderMcpOAuthModeSchema = z.strictObject({
  type: z.literal("mcp_oauth"),
  label: LabelSchema,
  description: HelpSchema.optional(),
  /** Scopes to request when the builder names none (most servers need none). */
  defaultScopes: z.array(safeString().min(1).max(500)).max(100).default([]),
  /** Where the server's authorization documentation is, if it differs from the provider's docs. */
  docsUrl: HttpUrlSchema.optional(),
});
export type ProviderMcpOAuthMode = z.output<typeof ProviderMcpOAuthModeSchema>;

/** One way an end-user can authenticate with a provider, discriminated by `type`. */
export const ProviderAuthModeSchema = z.discriminatedUnion("type", [
  ProviderOAuth2ModeSchema,
  ProviderApiKeyModeSchema,
  ProviderBearerModeSchema,
  ProviderBasicModeSchema,
  ProviderCustomModeSchema,
  ProviderMcpOAuthModeSchema,
]);
export type ProviderAuthMode = z.output<typeof ProviderAuthModeSchema>;
export type ProviderAuthModeInput = z.input<typeof ProviderAuthModeSchema>;

/** The auth mode types. */
export const ProviderAuthModeTypeSchema = z.enum(["oauth2", "api_key", "bearer", "basic", "custom", "mcp_oauth"]);
export type ProviderAuthModeType = z.infer<typeof ProviderAuthModeTypeSchema>;
