import * as z from "zod";
import { AuthMethodTypeSchema, CredentialsSchema } from "./auth-method.js";
import { PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { ConnectionConfigValuesSchema } from "./connection-config.js";
import { safeString } from "./safe-string.js";
import { AccountLabelSchema, AccountWriteSchema, checkAccountWrite } from "./account.js";

/** Health of one side of a connection: `needs_reauth` after a refresh was refused (`invalid_grant`). */
export const ConnectionStatusSchema = z.enum(["active", "needs_reauth"]);
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>;

/**
 * Body of `POST /api/v1/connections` (direct credential submission). An existing connection of the
 * user at the plugin is updated (an upsert): `connectionId`'s account, else the one labelled
 * `accountLabel`, else the default account, which takes `accountLabel`. `addAccount: true` (with an
 * `accountLabel`) adds another account instead; see {@link AccountWriteSchema}.
 */
export const CreateConnectionRequestSchema = z
  .object({
    userId: UserIdSchema,
    plugin: PluginSlugSchema,
    authMethod: AuthMethodTypeSchema,
    credentials: CredentialsSchema,
    accountLabel: AccountLabelSchema.optional(),
    ...AccountWriteSchema.shape,
    /** Values of the auth method's `connection_config` fields (`{ shop: "acme" }`), not secret. */
    connectionConfig: ConnectionConfigValuesSchema.optional(),
  })
  .check(checkAccountWrite);
export type CreateConnectionRequest = z.input<typeof CreateConnectionRequestSchema>;

/** Response of `POST /api/v1/connections`: the account the credentials were stored on. */
export const CreateConnectionResponseSchema = z.object({
  connected: z.literal(true),
  connectionId: z.string(),
  accountLabel: z.string(),
  /** Whether this account is the one calls use when they name none. */
  isDefault: z.boolean(),
});
export type CreateConnectionResponse = z.infer<typeof CreateConnectionResponseSchema>;

/** A connection (one account of a user at a plugin) as `GET /api/v1/connections` lists it, with the health of each side. */
export const ConnectionItemSchema = z.object({
  id: z.string(),
  pluginSlug: z.string(),
  pluginName: z.string(),
  pluginDescription: z.string(),
  pluginIconUrl: z.string(),
  authMethodType: z.string().nullable(),
  /** Names the account among the user's accounts of this plugin (`"default"` unless chosen). */
  accountLabel: z.string(),
  /** The account calls use when they name neither `connectionId` nor `accountLabel`. */
  isDefault: z.boolean(),
  hasMcpTokens: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  status: ConnectionStatusSchema,
  mcpStatus: ConnectionStatusSchema,
  /** The connection's config values (`connection_config` of its auth method), or null. Never secret. Optional for older servers. */
  connectionConfig: z.record(z.string(), z.string()).nullable().optional(),
  /** Non-secret values the provider returned (`token_metadata`, `callback_metadata`), or null. Optional for older servers. */
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type ConnectionItem = z.infer<typeof ConnectionItemSchema>;

/** Query of `GET /api/v1/connections`: every account of the user, or of the user at one plugin. */
export const ListConnectionsQuerySchema = z.object({ userId: UserIdSchema, plugin: PluginSlugSchema.optional() });
export type ListConnectionsQuery = z.infer<typeof ListConnectionsQuerySchema>;

/** Response of `GET /api/v1/connections`. */
export const ListConnectionsResponseSchema = z.object({ connections: z.array(ConnectionItemSchema) });
export type ListConnectionsResponse = z.infer<typeof ListConnectionsResponseSchema>;

/**
 * Body of `DELETE /api/v1/connections`: `userId` and either `plugin` (every account of the user at
 * that plugin, or only `accountLabel`'s) or `connectionId` (that account).
 */
export const DeleteConnectionRequestSchema = z
  .object({
    userId: UserIdSchema,
    plugin: PluginSlugSchema.optional(),
    connectionId: safeString().min(1).max(64).optional(),
    accountLabel: AccountLabelSchema.optional(),
  })
  .refine((value) => value.plugin !== undefined || value.connectionId !== undefined, {
    message: "either plugin or connectionId is required",
    path: ["plugin"],
  });
export type DeleteConnectionRequest = z.input<typeof DeleteConnectionRequestSchema>;

/** One account a delete removed. */
export const DeletedConnectionSchema = z.object({ connectionId: z.string(), accountLabel: z.string() });
export type DeletedConnection = z.infer<typeof DeletedConnectionSchema>;

/** Response of `DELETE /api/v1/connections` and `DELETE /api/v1/connections/{id}`: the accounts removed. */
export const DeleteConnectionResponseSchema = z.object({ disconnected: z.literal(true), connections: z.array(DeletedConnectionSchema) });
export type DeleteConnectionResponse = z.infer<typeof DeleteConnectionResponseSchema>;

/**
 * Body of `PATCH /api/v1/connections/{id}`: `isDefault: true` makes this account the one calls use when
 * they name none (the previous default stops being it); `accountLabel` renames the account (409 when
 * the user already has an account of that plugin with that label).
 */
export const UpdateConnectionRequestSchema = z
  .object({
    isDefault: z.literal(true, { error: "isDefault can only be set to true (make another account the default instead)" }).optional(),
    accountLabel: AccountLabelSchema.optional(),
  })
  .strict()
  .refine((value) => value.isDefault !== undefined || value.accountLabel !== undefined, { message: "give isDefault or accountLabel", path: ["isDefault"] });
export type UpdateConnectionRequest = z.input<typeof UpdateConnectionRequestSchema>;

/** Path of `PATCH|DELETE /api/v1/connections/{id}`. */
export const ConnectionIdParamsSchema = z.object({ id: safeString().min(1).max(64) });
export type ConnectionIdParams = z.infer<typeof ConnectionIdParamsSchema>;

/** Kind of connection an initiate starts. */
export const ConnectionTypeSchema = z.enum(["rest", "mcp"]);
export type ConnectionType = z.infer<typeof ConnectionTypeSchema>;

/** Names accepted for the final return URL, in the order they are read. */
export const REDIRECT_URL_ALIASES = ["redirectUrl", "returnUrl", "return_url", "callbackUrl", "callback_url"] as const;

/**
 * Body of `POST /api/v1/connections/initiate`. The return URL may be named `redirectUrl` or one of
 * its aliases; when none is given the service falls back to request headers.
 */
export const InitiateConnectionRequestSchema = z
  .object({
    userId: UserIdSchema,
    plugin: PluginSlugSchema,
    authMethod: AuthMethodTypeSchema.optional(),
    connectionType: ConnectionTypeSchema.default("rest"),
    /**
     * The account to connect: like `POST /api/v1/connections`, the flow updates the user's existing
     * account (`connectionId`'s, else this label's, else the default one, which takes this label)
     * unless `addAccount: true` asks for another one.
     */
    accountLabel: AccountLabelSchema.optional(),
    ...AccountWriteSchema.shape,
    redirectUrl: safeString().max(2048).optional(),
    returnUrl: safeString().max(2048).optional(),
    return_url: safeString().max(2048).optional(),
    callbackUrl: safeString().max(2048).optional(),
    callback_url: safeString().max(2048).optional(),
    /** Values of the auth method's `connection_config` fields (`{ shop: "acme" }`), not secret. */
    connectionConfig: ConnectionConfigValuesSchema.optional(),
  })
  .check(checkAccountWrite);
export type InitiateConnectionRequest = z.input<typeof InitiateConnectionRequestSchema>;

/**
 * Response of `POST /api/v1/connections/initiate`: the URL to send the end-user to, the final return
 * URL, and the id of the connection request that follows this flow's outcome.
 */
export const InitiateConnectionResponseSchema = z.object({
  connectUrl: z.string(),
  redirectUrl: z.string(),
  connectionRequestId: z.string(),
  /** The account the flow connects. */
  accountLabel: z.string(),
});
export type InitiateConnectionResponse = z.infer<typeof InitiateConnectionResponseSchema>;

/**
 * Query of `GET /api/v1/oauth/callback`, sent by the OAuth provider (not by developers): `code` and
 * `state`, or `error` (and `error_description`) when the user or provider refused. Other parameters
 * are kept: a method's `callback_metadata` may name one (QuickBooks' `realmId`).
 */
export const OAuthCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  /** The authorization server's issuer (RFC 9207); checked for MCP flows. */
  iss: z.string().optional(),
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuerySchema>;
