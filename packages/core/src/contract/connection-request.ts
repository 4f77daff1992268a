import * as z from "zod";
import { TimestampSchema } from "./common.js";

/**
 * State of a connection request: `pending` until the end-user finishes, then `connected` or
 * `failed`; `expired` when the link ran out before anything happened.
 */
export const ConnectionRequestStatusSchema = z.enum(["pending", "connected", "failed", "expired"]);
export type ConnectionRequestStatus = z.infer<typeof ConnectionRequestStatusSchema>;

/** Response of `GET /api/v1/connections/requests/{id}`. */
export const ConnectionRequestSchema = z.object({
  id: z.string(),
  status: ConnectionRequestStatusSchema,
  userId: z.string(),
  /** Plugin slug. */
  plugin: z.string(),
  /** The account the link connects. */
  accountLabel: z.string(),
  /** The connection, once `connected`. */
  connectionId: z.string().optional(),
  /** Why the flow failed, when `failed`. */
  error: z.string().optional(),
  /** When the connect link stops working. */
  expiresAt: TimestampSchema,
});
export type ConnectionRequest = z.infer<typeof ConnectionRequestSchema>;

/** Longest `waitSeconds` of `GET /api/v1/connections/requests/{id}`. */
export const MAX_CONNECTION_REQUEST_WAIT_SECONDS = 30;

/**
 * Query of `GET /api/v1/connections/requests/{id}`: `waitSeconds` (1–30) holds the request until the
 * status leaves `pending` or the time is up (long polling).
 */
export const GetConnectionRequestQuerySchema = z.object({
  waitSeconds: z.coerce.number().int().min(1).max(MAX_CONNECTION_REQUEST_WAIT_SECONDS).optional(),
});
export type GetConnectionRequestQuery = z.input<typeof GetConnectionRequestQuerySchema>;

/**
 * The 409 of `POST /api/v1/tools/execute` when the user must connect (`connection_required`) or
 * connect again (`reauthorization_required`): `connectUrl` is the hosted connect page for that user
 * and plugin (valid 30 minutes) to hand to the end-user; `connectionRequestId` follows that link's
 * outcome (`GET /api/v1/connections/requests/{id}`).
 */
export const ConnectionNeededErrorResponseSchema = z.object({
  error: z.string(),
  code: z.enum(["connection_required", "reauthorization_required"]),
  /** Plugin slug. */
  plugin: z.string(),
  /** The account the call asked for (or the account that must be authorized again). */
  accountLabel: z.string().optional(),
  /** The connection that must be authorized again (`reauthorization_required`). */
  connectionId: z.string().optional(),
  connectUrl: z.string(),
  connectionRequestId: z.string(),
  /** Scope step-up: the scopes the server asked for (`403 insufficient_scope`); the link asks for them too. */
  requiredScopes: z.array(z.string()).optional(),
  /** Scope step-up: the scopes of `requiredScopes` the connection lacks. */
  missingScopes: z.array(z.string()).optional(),
});
export type ConnectionNeededErrorResponse = z.infer<typeof ConnectionNeededErrorResponseSchema>;
