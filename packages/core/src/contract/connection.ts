import * as z from "zod";
import { AuthMethodTypeSchema, CredentialsSchema } from "./auth-method.js";
import { PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { ConnectionConfigValuesSchema } from "./connection-config.js";
import { safeString } from "./safe-string.js";

/** Health of one side of a connection: `needs_reauth` after a refresh was refused (`invalid_grant`). */
export const ConnectionStatusSchema = z.enum(["active", "needs_reauth"]);
export type ConnectionStatus = z.infer<typeof ConnectionStatusSchema>;

/** Body of `POST /api/v1/connections` (direct credential submission). */
export const CreateConnectionRequestSchema = z.object({
  userId: UserIdSchema,
  plugin: PluginSlugSchema,
  authMethod: AuthMethodTypeSchema,
  credentials: CredentialsSchema,
  accountLabel: safeString().max(200).optional(),
  /** Values of the auth method's `connection_config` fields (`{ shop: "acme" }`), not secret. */
  connectionConfig: ConnectionConfigValuesSchema.optional(),
});
export type CreateConnectionRequest = z.input<typeof CreateConnectionRequestSchema>;

/** Response of `POST /api/v1/connections`. */
export const CreateConnectionResponseSchema = z.object({ connected: z.literal(true) });
export type CreateConnectionResponse = z.infer<typeof CreateConnectionResponseSchema>;

/** A connection as listed (SPEC.md listing shape, plus the health of each side). */
export const ConnectionItemSchema = z.object({
  id: z.string(),
  pluginSlug: z.string(),
  pluginName: z.string(),
  pluginDescription: z.string(),
  pluginIconUrl: z.string(),
  authMethodType: z.string().nullable(),
  accountLabel: z.string().nullable(),
  hasMcpTokens: z.boolean(),
  createdAt: TimestampSchema,
  status: ConnectionStatusSchema,
  mcpStatus: ConnectionStatusSchema,
  /** The connection's config values (`connection_config` of its auth method), or null. Never secret. Optional for older servers. */
  connectionConfig: z.record(z.string(), z.string()).nullable().optional(),
  /** Non-secret values the provider returned (`token_metadata`, `callback_metadata`), or null. Optional for older servers. */
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type ConnectionItem = z.infer<typeof ConnectionItemSchema>;

/** Query of `GET /api/v1/connections`. */
export const ListConnectionsQuerySchema = z.object({ userId: UserIdSchema });
export type ListConnectionsQuery = z.infer<typeof ListConnectionsQuerySchema>;

/** Response of `GET /api/v1/connections`. */
export const ListConnectionsResponseSchema = z.object({ connections: z.array(ConnectionItemSchema) });
export type ListConnectionsResponse = z.infer<typeof ListConnectionsResponseSchema>;

/** Body of `DELETE /api/v1/connections`: `userId` and either `plugin` or `connectionId`. */
export const DeleteConnectionRequestSchema = z
  .object({
    userId: UserIdSchema,
    plugin: PluginSlugSchema.optional(),
    connectionId: safeString().min(1).max(64).optional(),
  })
  .refine((value) => value.plugin !== undefined || value.connectionId !== undefined, {
    message: "either plugin or connectionId is required",
    path: ["plugin"],
  });
export type DeleteConnectionRequest = z.input<typeof DeleteConnectionRequestSchema>;

/** Response of `DELETE /api/v1/connections`. */
export const DeleteConnectionResponseSchema = z.object({ disconnected: z.literal(true) });
export type DeleteConnectionResponse = z.infer<typeof DeleteConnectionResponseSchema>;

/** Kind of connection an initiate starts. */
export const ConnectionTypeSchema = z.enum(["rest", "mcp"]);
export type ConnectionType = z.infer<typeof ConnectionTypeSchema>;

/** Names accepted for the final return URL, in the order they are read. */
export const REDIRECT_URL_ALIASES = ["redirectUrl", "returnUrl", "return_url", "callbackUrl", "callback_url"] as const;

/**
 * Body of `POST /api/v1/connections/initiate`. The return URL may be named `redirectUrl` or one of
 * its aliases; when none is given the service falls back to request headers.
 */
export const InitiateConnectionRequestSchema = z.object({
  userId: UserIdSchema,
  plugin: PluginSlugSchema,
  authMethod: AuthMethodTypeSchema.optional(),
  connectionType: ConnectionTypeSchema.default("rest"),
  redirectUrl: safeString().max(2048).optional(),
  returnUrl: safeString().max(2048).optional(),
  return_url: safeString().max(2048).optional(),
  callbackUrl: safeString().max(2048).optional(),
  callback_url: safeString().max(2048).optional(),
  /** Values of the auth method's `connection_config` fields (`{ shop: "acme" }`), not secret. */
  connectionConfig: ConnectionConfigValuesSchema.optional(),
});
export type InitiateConnectionRequest = z.input<typeof InitiateConnectionRequestSchema>;

/**
 * Response of `POST /api/v1/connections/initiate`: the URL to send the end-user to, the final return
 * URL, and the id of the connection request that follows this flow's outcome.
 */
export const InitiateConnectionResponseSchema = z.object({
  connectUrl: z.string(),
  redirectUrl: z.string(),
  connectionRequestId: z.string(),
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
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuerySchema>;
