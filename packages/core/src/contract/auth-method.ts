import * as z from "zod";
import { HEADER_NAME_PATTERN, HeaderNameSchema, headerValueProblem, HeaderValueSchema } from "./http-header.js";
import { ConnectionConfigFieldsSchema } from "./connection-config.js";
import { SafeJsonObjectSchema } from "./safe-json.js";
import { safeString } from "./safe-string.js";
import { httpUrlTemplate } from "./url-template-schema.js";

/**
 * `connection_config` (every auth method type, optional): fields the user gives when connecting, each
 * with a pattern, used as `{{config.name}}` in the authorize, token and base URLs. See
 * `ConnectionConfigFieldSchema`.
 */
const connectionConfig = { connection_config: ConnectionConfigFieldsSchema.optional() };

/**
 * A dotted path into a JSON object, e.g. `authed_user.access_token` (Slack's user token): plain keys
 * of letters, digits, `_` and `-`; in an array, digits index it (`0.id`) and `member=value` picks the
 * first element whose member has that value (`accounts.is_default=true.base_uri`). Used by
 * `access_token_path` and the metadata fields, and by the catalog's provider definitions (`tokenPath`,
 * metadata `path`).
 */
export const JsonPathSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(=[A-Za-z0-9_-]+)?(\.[A-Za-z0-9_-]+(=[A-Za-z0-9_-]+)?)*$/, "must be a dotted path of names, e.g. authed_user.access_token (or member=value to pick an array element)");

// Token response members that hold secrets: never kept as connection metadata.
const SECRET_MEMBERS = /(^|\.)(access_token|refresh_token|id_token|client_secret|token|secret)$/i;

/** A token response member or callback parameter kept as connection metadata: a {@link JsonPathSchema} that names no token or secret. */
export const MetadataPathSchema = JsonPathSchema.refine((field) => !SECRET_MEMBERS.test(field), "tokens and secrets cannot be kept as metadata");
const MetadataFieldsSchema = z.array(MetadataPathSchema).max(20);

/** The name a metadata value is kept under and used by as `{{metadata.<name>}}`: a letter, then letters, digits or `_`. */
export const MetadataNameSchema = z.string().max(100).regex(/^[A-Za-z][A-Za-z0-9_]*$/, "metadata name: a letter, then letters, digits or _");

/**
 * `connect_metadata`: after the code exchange, one GET of `url` with the new access token (sent as API
 * calls carry it), whose JSON answer's `fields` (name → dotted path, digits index arrays) are kept as
 * connection metadata — Atlassian's `GET https://api.atlassian.com/oauth/token/accessible-resources`,
 * `{ "cloud_id": "0.id" }`. `url` may hold `{{config.name}}`.
 */
export const ConnectMetadataSchema = z.strictObject({
  url: httpUrlTemplate(["config"]),
  fields: z.record(MetadataNameSchema, MetadataPathSchema).refine((fields) => Object.keys(fields).length >= 1 && Object.keys(fields).length <= 20, "name 1 to 20 fields"),
});
export type ConnectMetadata = z.infer<typeof ConnectMetadataSchema>;

/**
 * Headers an OAuth method's API calls carry from the connection's metadata: header name → the key a
 * metadata value is kept under (a connect request's field name, a token response's or callback's path;
 * Xero: `{ "Xero-tenant-id": "tenantId" }`). At most 5; never `Authorization`.
 */
export const MetadataHeadersSchema = z
  .record(HeaderNameSchema, MetadataPathSchema)
  .refine((headers) => Object.keys(headers).length >= 1 && Object.keys(headers).length <= 5, "name 1 to 5 headers")
  .refine((headers) => !Object.keys(headers).some((name) => name.toLowerCase() === "authorization"), "the Authorization header carries the token");
export type MetadataHeaders = z.infer<typeof MetadataHeadersSchema>;

/** How scopes are joined in the `scope` parameter: a space (RFC 6749) or a comma (Slack, older APIs). */
export const ScopeSeparatorSchema = z.enum([" ", ","]);

/**
 * The OAuth 2.0 grant: `authorization_code` (a user signs in), `client_credentials` (machine to
 * machine, RFC 6749 §4.4) or `account_credentials` (Zoom's server-to-server OAuth: machine to machine
 * for one account, whose id is the connection's `account_id` config field).
 */
export const OAuthGrantTypeSchema = z.enum(["authorization_code", "client_credentials", "account_credentials"]);

/** How a token request's parameters are sent: `form` (RFC 6749, default) or `json` (one JSON object). */
export const TokenRequestFormatSchema = z.enum(["form", "json"]);

/** The connection config field an `account_credentials` method takes its account id from. */
export const ACCOUNT_ID_FIELD = "account_id";

/**
 * The end-user auth method types. `basic` is HTTP Basic (RFC 7617: `Authorization:
 * Basic base64(username:password)`), which OpenAPI's `http basic` scheme imports to.
 */
export const AuthMethodTypeSchema = z.enum(["oauth2", "bearer_token", "api_key", "basic", "service_account", "custom", "no_auth"]);
export type AuthMethodType = z.infer<typeof AuthMethodTypeSchema>;

/**
 * What an OAuth 2.0 configuration says about the provider, one vocabulary for a catalog provider's
 * definition and a plugin's stored `oauth2` auth method (which adds the client and the per-connection
 * fields, see {@link OAuth2ConfigSchema}). Beyond the authorization-code basics (`authorize_url`,
 * `token_url`, `scopes`, `extra_params`), every member is optional, so a hand-written plugin keeps
 * working unchanged:
 *
 * - `token_endpoint_auth_method`: `client_secret_post` (default, secret in the form body),
 *   `client_secret_basic` (HTTP Basic header) or `client_secret_as_username` (HTTP Basic with the secret
 *   as the user name and an empty password: Stripe Connect, whose secret is the platform's API key);
 * - `revokeUrl`: the provider's RFC 7009 revocation endpoint, called when a connection is deleted; may
 *   hold `{{config.name}}` placeholders (filled from the deleted connection's config);
 * - `grant_type`: `authorization_code` (default: the user is sent to `authorize_url`),
 *   `client_credentials` (machine to machine: the token is fetched with the client's own credentials
 *   when the connection is created, and fetched again when it expires; no `authorize_url` needed) or
 *   `account_credentials` (Zoom's server-to-server OAuth: like `client_credentials`, with
 *   `grant_type=account_credentials&account_id=…`; the account id is the connection's `account_id`
 *   config field, which the method must declare in `connection_config`);
 * - `token_request_format`: `form` (default, `application/x-www-form-urlencoded`) or `json` (the same
 *   parameters as one JSON object, for providers that document a JSON body: Zendesk, Notion, Atlassian);
 *   code exchange, refresh and machine grants alike;
 * - `refresh_url`: where refresh requests go when not to `token_url` (Figma); may hold
 *   `{{config.name}}` placeholders like `token_url`;
 * - `refresh_token_rotation`: true when every refresh returns a new refresh token and invalidates the
 *   old one (GitLab, Box, Zoom): a refresh answer without one leaves the connection without a refresh
 *   token (reconnect) instead of keeping the spent one; false or absent, an answer that omits it keeps
 *   the old refresh token;
 * - `connect_metadata`: a GET after the code exchange whose answer's fields are kept as metadata
 *   (Atlassian's accessible resources → `cloud_id`), see {@link ConnectMetadataSchema}; a failed
 *   request fails the connection;
 * - `scope_separator`: `" "` (default) or `","` (providers that want comma-joined scopes);
 * - `scope_param`: the authorize parameter the scopes go in, `scope` by default (Slack's user token:
 *   `user_scope`);
 * - `pkce`: true sends an S256 `code_challenge` and the `code_verifier` (RFC 7636), for providers that
 *   require PKCE on REST OAuth (X/Twitter);
 * - `extra_params`: more authorize parameters (`access_type=offline`, `prompt=consent`,
 *   `token_access_type=offline`, `audience`); `token_params`: more token request parameters (code
 *   exchange, refresh and client credentials alike); neither can replace a protocol parameter;
 * - `access_token_path`: where the access token is in the token response when not at `access_token`
 *   (Slack's user token: `authed_user.access_token`); `refresh_token`, `expires_in`, `token_type` and
 *   `scope` are read beside it;
 * - `token_metadata` / `callback_metadata`: members of the token response (dotted paths) or of the
 *   callback query kept on the connection as non-secret metadata (Salesforce `instance_url`, QuickBooks
 *   `realmId`), usable as `{{metadata.name}}` in the plugin's base URL;
 * - `authorize_url` and `token_url` may hold `{{config.name}}` placeholders (see `connection_config`);
 * - `signing_secret`: the secret the provider signs the app's webhooks with (Slack's app "Signing
 *   Secret"), for app-level triggers; write-only and encrypted at rest like `client_secret`;
 * - `header_name` / `header_prefix`: where the access token goes on API calls when not in
 *   `Authorization: Bearer <token>` (Shopify: `X-Shopify-Access-Token: <token>`, no prefix). With a
 *   `header_name` and no `header_prefix` the token is sent bare.
 * - `metadata_headers`: headers every API call carries beside the token, each the value of one of the
 *   connection's metadata (header name → the name the metadata is kept under): Xero's
 *   `Xero-tenant-id`, the organisation chosen from its connections list after the exchange.
 */
const OAUTH2_PROVIDER_FIELDS = {
  authorize_url: httpUrlTemplate(["config"]).optional(),
  token_url: httpUrlTemplate(["config"]),
  scopes: z.array(safeString()).default([]),
  extra_params: z.record(safeString(), safeString()).default({}),
  token_endpoint_auth_method: z.enum(["client_secret_post", "client_secret_basic", "client_secret_as_username"]).default("client_secret_post"),
  /** RFC 7009 revocation endpoint: when set, disconnecting revokes the user's tokens there (best effort). */
  revokeUrl: httpUrlTemplate(["config"]).optional(),
  grant_type: OAuthGrantTypeSchema.optional(),
  token_request_format: TokenRequestFormatSchema.optional(),
  refresh_url: httpUrlTemplate(["config"]).optional(),
  refresh_token_rotation: z.boolean().optional(),
  scope_separator: ScopeSeparatorSchema.optional(),
  scope_param: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, "a query parameter name").max(100).optional(),
  pkce: z.boolean().optional(),
  token_params: z.record(safeString(), safeString()).optional(),
  access_token_path: JsonPathSchema.optional(),
  token_metadata: MetadataFieldsSchema.optional(),
  callback_metadata: MetadataFieldsSchema.optional(),
  connect_metadata: ConnectMetadataSchema.optional(),
  header_name: HeaderNameSchema.optional(),
  header_prefix: HeaderValueSchema.optional(),
  metadata_headers: MetadataHeadersSchema.optional(),
};

type OAuth2Fields = { authorize_url?: string | undefined; grant_type?: z.infer<typeof OAuthGrantTypeSchema> | undefined };

/** `authorize_url` is required unless the grant is machine to machine. */
function requireAuthorizeUrl(context: { value: OAuth2Fields; issues: z.core.$ZodRawIssue[] }): void {
  const config = context.value;
  const machine = config.grant_type === "client_credentials" || config.grant_type === "account_credentials";
  if (!machine && config.authorize_url === undefined) {
    context.issues.push({ code: "custom", message: "authorize_url is required (unless grant_type is client_credentials or account_credentials)", input: config, path: ["authorize_url"] });
  }
}

/**
 * An OAuth 2.0 configuration as a catalog provider fixes it: {@link OAuth2ConfigSchema} without the
 * OAuth client (`client_id`, `client_secret`, given by the builder who installs the provider) and
 * without `connection_config` (the provider's own `connectionConfig`). Installing a provider stores it
 * as the plugin's oauth2 config unchanged, with the client, the chosen scopes and the connection
 * config added.
 */
export const OAuth2ProviderConfigSchema = z.strictObject(OAUTH2_PROVIDER_FIELDS).check(requireAuthorizeUrl);
export type OAuth2ProviderConfig = z.output<typeof OAuth2ProviderConfigSchema>;
export type OAuth2ProviderConfigInput = z.input<typeof OAuth2ProviderConfigSchema>;

/**
 * The names an OAuth configuration keeps connection metadata under (usable as `{{metadata.<name>}}`):
 * the `token_metadata` and `callback_metadata` paths themselves, and the names of `connect_metadata`'s fields.
 *
 * @example
 * oauthMetadataNames({ token_metadata: ["instance_url"] }); // ["instance_url"]
 */
export function oauthMetadataNames(config: Pick<OAuth2ProviderConfig, "token_metadata" | "callback_metadata" | "connect_metadata">): string[] {
  return [...(config.token_metadata ?? []), ...(config.callback_metadata ?? []), ...Object.keys(config.connect_metadata?.fields ?? {})];
}

/**
 * A plugin's `oauth2` auth method configuration: the provider's side ({@link OAuth2ProviderConfigSchema},
 * every member explained there), the client (`client_id`, `client_secret`, sealed at rest) and
 * `connection_config`.
 */
export const OAuth2ConfigSchema = z
  .strictObject({
    ...OAUTH2_PROVIDER_FIELDS,
    client_id: safeString().min(1, "client_id is required"),
    client_secret: safeString().optional(),
    /** The app's webhook signing secret (Slack's "Signing Secret"): verifies app-level trigger deliveries; sealed at rest like `client_secret`. */
    signing_secret: safeString().max(4096).optional(),
    ...connectionConfig,
  })
  .check((context) => {
    requireAuthorizeUrl(context);
    const config = context.value;
    if (config.grant_type === "account_credentials" && !config.connection_config?.some((field) => field.name === ACCOUNT_ID_FIELD)) {
      context.issues.push({
        code: "custom",
        message: `the account_credentials grant takes the account id from a connection_config field named ${ACCOUNT_ID_FIELD}: declare it`,
        input: config,
        path: ["connection_config"],
      });
    }
  });
export type OAuth2Config = z.infer<typeof OAuth2ConfigSchema>;

/** `bearer_token`: `header_name: header_prefix token`. */
export const BearerTokenConfigSchema = z.strictObject({
  header_name: HeaderNameSchema.default("Authorization"),
  header_prefix: HeaderValueSchema.default("Bearer"),
  ...connectionConfig,
});
export type BearerTokenConfig = z.infer<typeof BearerTokenConfigSchema>;

/**
 * `api_key`: `header_name: key`, or, with `query_name`, the key sent as that query-string parameter
 * instead (APIs whose OpenAPI `apiKey` scheme is `in: query`).
 */
export const ApiKeyConfigSchema = z.strictObject({
  header_name: HeaderNameSchema.default("X-API-Key"),
  query_name: safeString().min(1, "query_name must not be empty").max(200).optional(),
  ...connectionConfig,
});
export type ApiKeyConfig = z.infer<typeof ApiKeyConfigSchema>;

/**
 * One injection rule of a `custom` method; `value` may hold `{{field}}` placeholders. A `header` rule
 * needs a valid header name and a value a header can carry.
 */
export const InjectionRuleSchema = z
  .strictObject({
    target: z.enum(["header", "query"]),
    name: safeString().min(1, "name is required"),
    value: safeString(),
  })
  .check((context) => {
    const rule = context.value;
    if (rule.target !== "header") return;
    if (!HEADER_NAME_PATTERN.test(rule.name)) {
      context.issues.push({ code: "custom", message: "must be a valid HTTP header name", input: rule.name, path: ["name"] });
    }
    const problem = headerValueProblem(rule.value);
    if (problem) context.issues.push({ code: "custom", message: problem, input: rule.value, path: ["value"] });
  });
export type InjectionRule = z.infer<typeof InjectionRuleSchema>;

/** `custom`: every rule applied with `{{field}}` replaced by the credential of that name. */
export const CustomConfigSchema = z.strictObject({
  injection_rules: z.array(InjectionRuleSchema).min(1, "at least one injection rule is required"),
  ...connectionConfig,
});
export type CustomConfig = z.infer<typeof CustomConfigSchema>;

/** `basic`, `service_account` and `no_auth` take no configuration but the optional `connection_config`. */
export const EmptyConfigSchema = z.strictObject({ ...connectionConfig });

export type EmptyConfig = z.infer<typeof EmptyConfigSchema>;

/** Config schema of each auth method type. */
export const authMethodConfigSchemas = {
  oauth2: OAuth2ConfigSchema,
  bearer_token: BearerTokenConfigSchema,
  api_key: ApiKeyConfigSchema,
  basic: EmptyConfigSchema,
  service_account: EmptyConfigSchema,
  custom: CustomConfigSchema,
  no_auth: EmptyConfigSchema,
} as const;

/** Parsed auth method configuration, discriminated by `type`. */
export type AuthMethodConfig =
  | { type: "oauth2"; config: OAuth2Config }
  | { type: "bearer_token"; config: BearerTokenConfig }
  | { type: "api_key"; config: ApiKeyConfig }
  | { type: "basic"; config: EmptyConfig }
  | { type: "service_account"; config: EmptyConfig }
  | { type: "custom"; config: CustomConfig }
  | { type: "no_auth"; config: EmptyConfig };

/** An auth method as submitted: type and label required, `config` checked against the type. */
export const AuthMethodInputSchema = z
  .object({
    type: AuthMethodTypeSchema,
    label: safeString().min(1, "label is required").max(200),
    isDefault: z.boolean().default(false),
    config: SafeJsonObjectSchema.default({}),
  })
  .transform((value, context) => {
    const parsed = authMethodConfigSchemas[value.type].safeParse(value.config);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: "custom", message: issue.message, path: ["config", ...issue.path.map(String)] });
      }
      return z.NEVER;
    }
    return { ...value, config: parsed.data as Record<string, unknown> };
  });
export type AuthMethodInput = z.input<typeof AuthMethodInputSchema>;
export type AuthMethodParsed = z.output<typeof AuthMethodInputSchema>;

/** An auth method as listed publicly: never its config. */
export const AuthMethodSummarySchema = z.object({
  type: AuthMethodTypeSchema,
  label: z.string(),
  isDefault: z.boolean(),
});
export type AuthMethodSummary = z.infer<typeof AuthMethodSummarySchema>;

/**
 * Credentials each type takes on `POST /api/v1/connections` and the hosted page:
 * - `api_key`: `{ api_key }` (alias `apiKey`, `key`)
 * - `bearer_token`: `{ token }` (alias `access_token`, `bearer_token`)
 * - `basic`: `{ username, password? }` (the username without `:`; the password may be empty, e.g. an
 *   API key sent as the username)
 * - `service_account`: `{ access_token, ... }` (any JSON object holding an `access_token`)
 * - `oauth2`: `{ access_token, refresh_token?, expires_at?, expires_in? }` (tokens obtained elsewhere)
 * - `custom`: one string per `{{field}}` named in the injection rules
 * - `no_auth`: `{}`
 */
export const CredentialsSchema = SafeJsonObjectSchema;
export type Credentials = z.infer<typeof CredentialsSchema>;
