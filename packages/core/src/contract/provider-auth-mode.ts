import * as z from "zod";
import { InjectionRuleSchema, JsonPathSchema, MetadataHeadersSchema, MetadataNameSchema, MetadataPathSchema, OAuthGrantTypeSchema, ScopeSeparatorSchema, TokenRequestFormatSchema } from "./auth-method.js";
import { HttpUrlSchema } from "./common.js";
import { HeaderNameSchema, HeaderValueSchema } from "./http-header.js";
import { safeString } from "./safe-string.js";
import { providerTemplate, ProviderUrlTemplateSchema } from "./provider-template.js";

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
 * A value kept on the connection as metadata after the OAuth flow, e.g. Salesforce's `instance_url`
 * (token response), QuickBooks' `realmId` (callback query) or Atlassian's cloud id (the first site of
 * `connectMetadataUrl`'s answer). Usable as `{{metadata.<name>}}` in the base URL.
 */
export const ProviderMetadataFieldSchema = z.strictObject({
  /** The name placeholders use: `{{metadata.<name>}}`. */
  name: MetadataNameSchema,
  /**
   * `token_response`: a field of the token endpoint's JSON answer; `callback_query`: a query parameter
   * of the redirect back; `connect_request`: a field of the JSON answer of the mode's
   * `connectMetadataUrl`, fetched with the new access token right after the code exchange.
   */
  from: z.enum(["token_response", "callback_query", "connect_request"]),
  /** Where the value is: a dotted path in the token response or the connect request's answer (digits index arrays: `0.id`), or the query parameter's name (never a token). */
  path: MetadataPathSchema,
});
export type ProviderMetadataField = z.infer<typeof ProviderMetadataFieldSchema>;

/**
 * How a provider's refresh tokens behave:
 * - `none`: no refresh token is issued, or access tokens do not expire (no `expires_in`): nothing to refresh;
 * - `reuse`: the refresh token stays valid; a refresh response may omit it (keep the old one);
 * - `rotate`: every refresh returns a new refresh token and invalidates the old one (keep the new one).
 */
export const ProviderRefreshSchema = z.enum(["none", "reuse", "rotate"]);
export type ProviderRefresh = z.infer<typeof ProviderRefreshSchema>;

/** Parameters added to a request: name to value; values may hold `{{config.x}}` placeholders. */
const ExtraParamsSchema = z.record(safeString().min(1).max(200), providerTemplate().max(2000));

/**
 * OAuth 2.0 (RFC 6749) as a provider runs it: the camelCase face of the engine's `OAuth2ConfigSchema`,
 * sharing its schemas where a field means the same (`grant` ↔ `grant_type`, `scopeSeparator` ↔
 * `scope_separator`, `tokenPath` ↔ `access_token_path`, metadata paths ↔ `token_metadata` /
 * `callback_metadata`, `authorizeParams` ↔ `extra_params`, `tokenParams` ↔ `token_params`, `clientAuth`
 * ↔ `token_endpoint_auth_method`, `tokenRequestFormat` ↔ `token_request_format`, `refreshUrl` ↔
 * `refresh_url`). Installing a provider maps each onto the plugin's oauth2 config
 * (`providerAuthMethods` in the server) and warns only about what the engine cannot express.
 */
export const ProviderOAuth2ModeSchema = z
  .strictObject({
    type: z.literal("oauth2"),
    /** Shown to the end-user, e.g. "GitHub account". */
    label: LabelSchema,
    /** How a builder sets this up (register an app, where the redirect URI goes), in a sentence or two. */
    description: HelpSchema.optional(),
    /**
     * `authorization_code` (a user signs in, default), `client_credentials` (machine to machine, no
     * user) or `account_credentials` (Zoom's server-to-server OAuth: machine to machine for the account
     * named by the provider's `account_id` connection config field).
     */
    grant: OAuthGrantTypeSchema.default("authorization_code"),
    /** The authorization endpoint (required for `authorization_code`); may hold `{{config.x}}`. */
    authorizeUrl: ProviderUrlTemplateSchema.optional(),
    /** The token endpoint; may hold `{{config.x}}`. */
    tokenUrl: ProviderUrlTemplateSchema,
    /** The token revocation endpoint (RFC 7009 or the provider's equivalent), if any. */
    revokeUrl: ProviderUrlTemplateSchema.optional(),
    /** Where refresh requests go when the provider documents a separate endpoint (Figma); else the token endpoint. May hold `{{config.x}}`. */
    refreshUrl: ProviderUrlTemplateSchema.optional(),
    /** How the token request's parameters are sent: `form` (RFC 6749, when absent) or `json` (one JSON object: Zendesk, Notion, Atlassian). */
    tokenRequestFormat: TokenRequestFormatSchema.optional(),
    /**
     * A URL fetched (GET, with the new access token) right after the code exchange, whose JSON answer
     * holds the `metadata` fields `from: "connect_request"` (Atlassian's
     * `https://api.atlassian.com/oauth/token/accessible-resources` → the site's cloud id). May hold `{{config.x}}`.
     */
    connectMetadataUrl: ProviderUrlTemplateSchema.optional(),
    /** How scopes are joined in the `scope` parameter: a space (RFC 6749) or a comma (e.g. Slack, older APIs). */
    scopeSeparator: ScopeSeparatorSchema.default(" "),
    /** The authorize parameter the scopes go in: `scope` (RFC 6749), or e.g. Slack's `user_scope` for a user token. */
    scopeParam: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, "a query parameter name").max(100).default("scope"),
    /** Whether the provider requires (or supports and we use) PKCE with S256 (RFC 7636). */
    pkce: z.boolean().default(false),
    /** Extra query parameters of the authorize request, e.g. `{ access_type: "offline", prompt: "consent" }`. */
    authorizeParams: ExtraParamsSchema.default({}),
    /** Extra form parameters of the token request, e.g. an `audience`. */
    tokenParams: ExtraParamsSchema.default({}),
    /** How the client authenticates at the token endpoint: form `body` (client_secret_post) or HTTP `basic`. */
    clientAuth: z.enum(["body", "basic"]).default("body"),
    /** Where the access token is in the token response when not at `access_token` (e.g. `authed_user.access_token`). */
    tokenPath: JsonPathSchema.default("access_token"),
    /** Where the refresh token is in the token response when not at `refresh_token`. */
    refreshTokenPath: JsonPathSchema.default("refresh_token"),
    /** Values kept on the connection as metadata (usable as `{{metadata.x}}` in the base URL). */
    metadata: z.array(ProviderMetadataFieldSchema).max(20).default([]),
    /** The header API calls carry the access token in, when not `Authorization` (Shopify: `X-Shopify-Access-Token`). */
    tokenHeader: HeaderNameSchema.optional(),
    /** Text before the token in that header; default `Bearer` in `Authorization`, none in a `tokenHeader`. */
    tokenPrefix: HeaderValueSchema.optional(),
    /**
     * Headers every API call carries from this mode's `metadata` (header name → metadata name): Xero's
     * `Xero-tenant-id` ← `tenantId`, the organisation chosen from its connections endpoint right after
     * the exchange. Each must name a metadata field of the mode.
     */
    metadataHeaders: z
      .record(HeaderNameSchema, MetadataNameSchema)
      .pipe(MetadataHeadersSchema)
      .optional(),
    /** How refresh tokens behave ({@link ProviderRefreshSchema}). */
    refresh: ProviderRefreshSchema.default("reuse"),
    /** Scopes requested when the builder names none. */
    defaultScopes: z.array(safeString().min(1).max(500)).max(100).default([]),
    /** Scopes the provider offers (a curated list: those the catalog's tools need, and common ones). */
    scopes: z.array(ProviderScopeSchema).max(500).default([]),
  })
  .check((context) => {
    const mode = context.value;
    if (mode.grant === "authorization_code" && !mode.authorizeUrl) {
      context.issues.push({ code: "custom", message: "authorizeUrl is required for the authorization_code grant", input: mode, path: ["authorizeUrl"] });
    }
    const fromConnect = mode.metadata.some((field) => field.from === "connect_request");
    if (fromConnect && mode.connectMetadataUrl === undefined) {
      context.issues.push({ code: "custom", message: "metadata from connect_request needs connectMetadataUrl", input: mode, path: ["connectMetadataUrl"] });
    }
    if (!fromConnect && mode.connectMetadataUrl !== undefined) {
      context.issues.push({ code: "custom", message: "connectMetadataUrl needs at least one metadata field from connect_request", input: mode, path: ["connectMetadataUrl"] });
    }
    if (fromConnect && mode.grant !== "authorization_code") {
      context.issues.push({ code: "custom", message: "connect_request metadata is fetched after a code exchange: the authorization_code grant only", input: mode, path: ["metadata"] });
    }
    for (const [header, name] of Object.entries(mode.metadataHeaders ?? {})) {
      if (!mode.metadata.some((field) => field.name === name)) {
        context.issues.push({ code: "custom", message: `metadataHeaders.${header} names no metadata field of this mode (${name})`, input: mode, path: ["metadataHeaders", header] });
      }
      if (mode.tokenHeader !== undefined && header.toLowerCase() === mode.tokenHeader.toLowerCase()) {
        context.issues.push({ code: "custom", message: `metadataHeaders.${header} is the header the token goes in`, input: mode, path: ["metadataHeaders", header] });
      }
    }
    if (mode.grant !== "authorization_code" && mode.metadata.some((field) => field.from === "callback_query")) {
      context.issues.push({ code: "custom", message: `the ${mode.grant} grant has no callback query to keep metadata from`, input: mode, path: ["metadata"] });
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
