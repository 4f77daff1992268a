import * as z from "zod";
import { HttpUrlSchema, PluginSlugSchema, ToolSlugSchema } from "./common.js";
import { SubmissionItemSchema } from "./plugin.js";
import { safeString } from "./safe-string.js";
import { HttpMethodSchema } from "./tool.js";
import { ProviderAuthModeSchema, ProviderAuthModeTypeSchema } from "./provider-auth-mode.js";
import { ProviderCategorySchema, ProviderConfigFieldSchema } from "./provider-definition.js";

/** Query of `GET /api/v1/providers`: `q` matches id, name, description and categories (case-insensitive); `category` filters. */
export const ListProvidersQuerySchema = z.object({
  q: safeString().trim().max(200, "q must be at most 200 characters").optional(),
  category: ProviderCategorySchema.optional(),
});
export type ListProvidersQuery = z.input<typeof ListProvidersQuerySchema>;

/** A provider as `GET /api/v1/providers` lists it. */
export const ProviderSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  categories: z.array(ProviderCategorySchema),
  kind: z.enum(["http", "mcp"]),
  /** The auth mode types it offers, the default first. */
  authModes: z.array(ProviderAuthModeTypeSchema),
  /** Catalog tools (0 for an `mcp` provider, whose tools come from its server). */
  toolCount: z.number().int(),
  docsUrl: z.string(),
});
export type ProviderSummary = z.infer<typeof ProviderSummarySchema>;

/** Response of `GET /api/v1/providers`. */
export const ListProvidersResponseSchema = z.object({ providers: z.array(ProviderSummarySchema) });
export type ListProvidersResponse = z.infer<typeof ListProvidersResponseSchema>;

/** A catalog tool as the provider detail lists it (its input schema comes with the installed plugin). */
export const ProviderToolSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  method: HttpMethodSchema,
  path: z.string(),
});
export type ProviderToolSummary = z.infer<typeof ProviderToolSummarySchema>;

/**
 * Response of `GET /api/v1/providers/{id}`: everything a builder needs to decide — auth modes (for
 * OAuth: URLs, scope separator, PKCE, extra params, default and available scopes), base URL or server
 * URL, per-connection config fields, tools, and the documentation the definition was written from.
 */
export const ProviderDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  categories: z.array(ProviderCategorySchema),
  docsUrl: z.string(),
  iconUrl: z.string().optional(),
  kind: z.enum(["http", "mcp"]),
  authModes: z.array(ProviderAuthModeSchema),
  baseUrl: z.string().optional(),
  serverUrl: z.string().optional(),
  /** The domain the hosts built per connection must be in (an instance URL, a host placeholder), e.g. `salesforce.com`. */
  instanceDomain: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  connectionConfig: z.array(ProviderConfigFieldSchema),
  tools: z.array(ProviderToolSummarySchema),
  sources: z.array(z.string()),
  /** The day the definition's facts were last checked against the vendor's pages (`YYYY-MM-DD`). */
  verifiedAt: z.string().optional(),
  /** Which facts each source backs (page → facts). */
  sourceFacts: z.record(z.string(), z.array(z.string())).optional(),
});
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>;

/**
 * Where an installed provider's URLs differ from the catalog's: a self-hosted edition (GitHub Enterprise
 * Server, GitLab self-managed) or a test server. Each passes the same URL validation as any plugin URL.
 */
export const ProviderOverridesSchema = z.strictObject({
  /** The API's base URL (`http` providers), e.g. `https://github.example.com/api/v3`. */
  baseUrl: HttpUrlSchema.optional(),
  /** The OAuth authorization endpoint. */
  authorizeUrl: HttpUrlSchema.optional(),
  /** The OAuth token endpoint. */
  tokenUrl: HttpUrlSchema.optional(),
  /** The OAuth revocation endpoint. */
  revokeUrl: HttpUrlSchema.optional(),
  /** The OAuth refresh endpoint, for a provider that refreshes elsewhere than at its token endpoint (Figma). */
  refreshUrl: HttpUrlSchema.optional(),
  /** The URL fetched after the code exchange for connection metadata (Atlassian's accessible resources). */
  connectMetadataUrl: HttpUrlSchema.optional(),
  /** The MCP server URL (`mcp` providers). */
  serverUrl: HttpUrlSchema.optional(),
});
export type ProviderOverrides = z.infer<typeof ProviderOverridesSchema>;

/**
 * Body of `POST /api/v1/providers/{id}/install`. Everything is optional: `slug` defaults to the provider
 * id; `authModes` picks the auth mode types to install (default: every mode that can be installed with
 * what was given — OAuth needs `oauth.clientId`); `oauth` is the builder's OAuth client (`scopes`
 * default to the provider's `defaultScopes`; for an `mcp` provider the client is optional: the server's
 * dynamic registration is used without one); `tools` keeps only those catalog tools (default: all);
 * `allowProxy` lets `POST /api/v1/proxy` reach the plugin's API beyond its tools (an `http` provider
 * only; default off: the admin turns it on by choice).
 */
export const InstallProviderRequestSchema = z.strictObject({
  slug: PluginSlugSchema.optional(),
  authModes: z.array(ProviderAuthModeTypeSchema).min(1, "name at least one auth mode, or leave authModes out").max(6).optional(),
  oauth: z
    .strictObject({
      clientId: safeString().min(1, "clientId is required").max(1000),
      clientSecret: safeString().min(1, "clientSecret must not be empty").max(4000).optional(),
      /** The app's webhook signing secret (Slack's "Signing Secret"), for the provider's app-level triggers; stored encrypted. */
      signingSecret: safeString().min(1, "signingSecret must not be empty").max(4096).optional(),
      scopes: z.array(safeString().min(1).max(500).regex(/^\S+$/, "a scope has no whitespace")).max(100).optional(),
    })
    .optional(),
  tools: z.array(ToolSlugSchema).min(1, "name at least one tool, or leave tools out").max(500).optional(),
  overrides: ProviderOverridesSchema.optional(),
  /** Accept proxy calls (`POST /api/v1/proxy`) to the plugin's base URL; default false. */
  allowProxy: z.boolean().optional(),
  submitForReview: z.boolean().default(false),
});
export type InstallProviderRequest = z.input<typeof InstallProviderRequestSchema>;
export type InstallProviderParsed = z.output<typeof InstallProviderRequestSchema>;

/**
 * Something of the definition the installed plugin does not carry (yet): `feature` names it (e.g.
 * `authModes.oauth2.pkce`), `reason` says what that means for the builder.
 */
export const ProviderInstallWarningSchema = z.object({
  feature: z.string(),
  reason: z.string(),
});
export type ProviderInstallWarning = z.infer<typeof ProviderInstallWarningSchema>;

/** Response of `POST /api/v1/providers/{id}/install`: the created submission and what it left out. */
export const InstallProviderResponseSchema = z.object({
  submission: SubmissionItemSchema.extend({ toolCount: z.number().int() }),
  warnings: z.array(ProviderInstallWarningSchema),
});
export type InstallProviderResponse = z.infer<typeof InstallProviderResponseSchema>;

/** The provider a plugin was installed from, as recorded on the plugin and shown to its reviewer. */
export const PluginProviderOriginSchema = z.object({
  /** The catalog provider id. */
  id: z.string(),
  /** The URLs the installer overrode (empty when none). */
  overrides: ProviderOverridesSchema,
  /** The definition's `instanceDomain`: per-connection hosts of the plugin must be in it. */
  instanceDomain: z.string().optional(),
});
export type PluginProviderOrigin = z.infer<typeof PluginProviderOriginSchema>;
