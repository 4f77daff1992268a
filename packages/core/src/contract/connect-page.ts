import * as z from "zod";
import { CredentialsSchema } from "./auth-method.js";
import { ErrorResponseSchema, PluginSlugSchema, UserIdSchema } from "./common.js";
import { ConnectionConfigValuesSchema } from "./connection-config.js";
import { safeString } from "./safe-string.js";

/** The signed connect token of a hosted-page link (`/connect/{slug}?token=…`); opaque to clients. */
export const ConnectTokenSchema = z.string().min(1, "connectToken is required").max(16_384);

/**
 * Body of `POST /api/connect/submit`: the hosted page stores credentials for one auth method.
 * Developer, user and plugin come from the connect token; when `developerId`, `userId` or
 * `pluginSlug` are also sent they must match it.
 */
export const ConnectSubmitRequestSchema = z.object({
  connectToken: ConnectTokenSchema,
  authMethodId: z.uuid("authMethodId must be the id of one of the plugin's auth methods"),
  credentials: CredentialsSchema.default({}),
  /** Values of the method's `connection_config` fields. */
  connectionConfig: ConnectionConfigValuesSchema.optional(),
  developerId: z.string().max(64).optional(),
  userId: UserIdSchema.optional(),
  pluginSlug: PluginSlugSchema.optional(),
});
export type ConnectSubmitRequest = z.input<typeof ConnectSubmitRequestSchema>;

/** Response of `POST /api/connect/submit`: where to send the user (the return URL with `status=success`). */
export const ConnectSubmitResponseSchema = z.object({ redirectUrl: z.string() });
export type ConnectSubmitResponse = z.infer<typeof ConnectSubmitResponseSchema>;

/**
 * Body of `POST /api/connect/oauth-start`: the hosted page starts an OAuth flow, either the plugin's
 * REST `oauth2` method (`authMethodId`) or, with `mcp: true`, MCP OAuth with PKCE (optionally with the
 * end-user's own `mcpClientSecret` when the developer allows it). A return URL given under
 * `redirectUrl` or an alias must equal the one bound in the connect token.
 */
export const ConnectOAuthStartRequestSchema = z.object({
  connectToken: ConnectTokenSchema,
  pluginSlug: PluginSlugSchema.optional(),
  authMethodId: z.uuid("authMethodId must be the id of the plugin's oauth2 auth method").optional(),
  mcp: z.boolean().default(false),
  /** Values of the oauth2 method's `connection_config` fields. */
  connectionConfig: ConnectionConfigValuesSchema.optional(),
  mcpClientSecret: safeString().max(4096).optional(),
  redirectUrl: safeString().max(2048).optional(),
  returnUrl: safeString().max(2048).optional(),
  return_url: safeString().max(2048).optional(),
  callbackUrl: safeString().max(2048).optional(),
  callback_url: safeString().max(2048).optional(),
});
export type ConnectOAuthStartRequest = z.input<typeof ConnectOAuthStartRequestSchema>;

/** Response of `POST /api/connect/oauth-start`: the provider URL the page navigates to. */
export const ConnectOAuthStartResponseSchema = z.object({ authorizationUrl: z.string() });
export type ConnectOAuthStartResponse = z.infer<typeof ConnectOAuthStartResponseSchema>;

/**
 * Error body of the hosted-page endpoints: `{ error, code }` shown inline on the page, plus
 * `redirectUrl` (the return URL with `status=error&error=…`) when the flow cannot continue and the page
 * should send the user back.
 */
export const ConnectErrorResponseSchema = ErrorResponseSchema.extend({ redirectUrl: z.string().optional() });
export type ConnectErrorResponse = z.infer<typeof ConnectErrorResponseSchema>;
