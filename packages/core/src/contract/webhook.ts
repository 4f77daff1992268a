import * as z from "zod";
import { ApprovalEventDataSchema } from "./approval.js";
import { HttpUrlSchema, TimestampSchema } from "./common.js";
import { TriggerEventSchema } from "./trigger.js";

/**
 * Event types a webhook can subscribe to:
 *
 * - `connection.created`: an end-user connected a plugin for the first time;
 * - `connection.updated`: an existing connection was authorized again or its credentials were replaced;
 * - `connection.needs_reauth`: the provider refused a refresh (`invalid_grant`): the user must connect again;
 * - `connection.deleted`: the connection was removed;
 * - `connection.failed`: an OAuth flow ended in an error (refused by the user or the provider, failed exchange);
 * - `plugin.reviewed`: a plugin you submitted got a review decision;
 * - `approval.requested`: a policy held a tool call until a person approves it;
 * - `approval.decided`: an approval was approved or denied;
 * - `trigger.event`: an event from a user's app arrived on a trigger subscription (its `data` is the {@link TriggerEvent}).
 */
export const WebhookEventTypeSchema = z.enum([
  "connection.created",
  "connection.updated",
  "connection.needs_reauth",
  "connection.deleted",
  "connection.failed",
  "plugin.reviewed",
  "approval.requested",
  "approval.decided",
  "trigger.event",
]);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** Every event type, in the order of {@link WebhookEventTypeSchema}. */
export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WebhookEventTypeSchema.options;

/** Body of `POST /api/v1/webhooks`. */
export const CreateWebhookRequestSchema = z.strictObject({
  url: HttpUrlSchema,
  events: z.array(WebhookEventTypeSchema).min(1, "name at least one event type").max(WebhookEventTypeSchema.options.length),
});
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequestSchema>;

/** A webhook endpoint as listed (never its secret). */
export const WebhookItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  createdAt: TimestampSchema,
});
export type WebhookItem = z.infer<typeof WebhookItemSchema>;

/**
 * Response of `POST /api/v1/webhooks` (201): the endpoint and its signing `secret` (`whsec_…`, the
 * Standard Webhooks format), shown this once.
 */
export const CreateWebhookResponseSchema = WebhookItemSchema.extend({ secret: z.string() });
export type CreateWebhookResponse = z.infer<typeof CreateWebhookResponseSchema>;

/** Response of `GET /api/v1/webhooks`. */
export const ListWebhooksResponseSchema = z.object({ webhooks: z.array(WebhookItemSchema) });
export type ListWebhooksResponse = z.infer<typeof ListWebhooksResponseSchema>;

/** Response of `DELETE /api/v1/webhooks/{id}`. */
export const DeleteWebhookResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteWebhookResponse = z.infer<typeof DeleteWebhookResponseSchema>;

/** Largest page of `GET /api/v1/webhooks/{id}/deliveries`. */
export const MAX_DELIVERIES_PAGE_SIZE = 100;

/** Query of `GET /api/v1/webhooks/{id}/deliveries`: newest first, `limit` 1–100 (default 20). */
export const ListWebhookDeliveriesQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_DELIVERIES_PAGE_SIZE).default(20),
});
export type ListWebhookDeliveriesQuery = z.input<typeof ListWebhookDeliveriesQuerySchema>;

/** State of one delivery: `pending` (queued or waiting for a retry), `delivered`, or `failed` (retries used up). */
export const WebhookDeliveryStatusSchema = z.enum(["pending", "delivered", "failed"]);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

/**
 * One attempt of a delivery, as it happened: when it started, how long until the receiver's answer (or the
 * failure), the receiver's HTTP status, or why none came, and the start of its answer. An attempt not sent
 * because the receiver's circuit breaker was open has `durationMs` null.
 */
export const WebhookDeliveryAttemptSchema = z.object({
  attemptedAt: TimestampSchema,
  /** Milliseconds from sending to the answer or the failure; null when the attempt was not sent. */
  durationMs: z.number().int().nullable(),
  /** The receiver's HTTP status; null when none answered (timeout, connection refused, not sent). */
  statusCode: z.number().int().nullable(),
  /** Why the attempt failed; null when the receiver answered with a 2xx. */
  error: z.string().nullable(),
  /** The first 256 characters of the receiver's answer (its body as text); null when it answered nothing. */
  response: z.string().nullable(),
});
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttemptSchema>;

/** One event sent (or being sent) to one endpoint. */
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: WebhookEventTypeSchema,
  status: WebhookDeliveryStatusSchema,
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** HTTP status of the last attempt; null when none answered. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed (timeout, connection refused, non-2xx); null after a success. */
  lastError: z.string().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: TimestampSchema.nullable(),
  deliveredAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  /** Every attempt so far, oldest first (the last 50 when there were more). */
  attemptHistory: z.array(WebhookDeliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** Response of `GET /api/v1/webhooks/{id}/deliveries`. */
export const ListWebhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListWebhookDeliveriesResponse = z.infer<typeof ListWebhookDeliveriesResponseSchema>;

/**
 * Response of `POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry`: the delivery, queued again
 * (`pending`, due now) for one more attempt.
 */
export const RetryWebhookDeliveryResponseSchema = WebhookDeliverySchema;
export type RetryWebhookDeliveryResponse = z.infer<typeof RetryWebhookDeliveryResponseSchema>;

/**
 * Response of `POST /api/v1/webhooks/{id}/rotate-secret`: the endpoint with its new signing `secret`
 * (`whsec_…`), shown this once. Deliveries from now on are signed with it; the old one stops working.
 */
export const RotateWebhookSecretResponseSchema = WebhookItemSchema.extend({ secret: z.string() });
export type RotateWebhookSecretResponse = z.infer<typeof RotateWebhookSecretResponseSchema>;

/**
 * `data` of the `connection.*` events: which connection, user, plugin and auth method. Never a
 * credential. `connectionId` is null for `connection.failed` when no connection exists;
 * `connectionRequestId` names the connection request the flow belonged to, when there was one.
 */
export const ConnectionEventDataSchema = z.object({
  connectionId: z.string().nullable(),
  userId: z.string(),
  /** The account (`Connection.accountLabel`) the event is about. */
  accountLabel: z.string(),
  plugin: z.string(),
  pluginName: z.string(),
  /** `oauth2`, `api_key`, …, or `mcp` for the MCP side of a connection; null when unknown. */
  authMethod: z.string().nullable(),
  connectionRequestId: z.string().nullable(),
  /** Why the flow failed or the connection needs a new authorization (`connection.failed`, `connection.needs_reauth`). */
  error: z.string().optional(),
});
export type ConnectionEventData = z.infer<typeof ConnectionEventDataSchema>;

/** `data` of `plugin.reviewed`, sent to the developer who submitted the plugin. */
export const PluginReviewedEventDataSchema = z.object({
  pluginId: z.string(),
  plugin: z.string(),
  pluginName: z.string(),
  reviewStatus: z.string(),
  adminNotes: z.string().nullable(),
});
export type PluginReviewedEventData = z.infer<typeof PluginReviewedEventDataSchema>;

const eventBase = { id: z.string(), createdAt: TimestampSchema };

/**
 * The JSON body of every webhook request: `{ id, type, createdAt, data }`. `id` is also the
 * `webhook-id` header and stays the same on every retry, so receivers can drop duplicates.
 */
export const WebhookEventSchema = z.discriminatedUnion("type", [
  z.object({
    ...eventBase,
    type: z.enum(["connection.created", "connection.updated", "connection.needs_reauth", "connection.deleted", "connection.failed"]),
    data: ConnectionEventDataSchema,
  }),
  z.object({ ...eventBase, type: z.literal("plugin.reviewed"), data: PluginReviewedEventDataSchema }),
  z.object({ ...eventBase, type: z.enum(["approval.requested", "approval.decided"]), data: ApprovalEventDataSchema }),
  z.object({ ...eventBase, type: z.literal("trigger.event"), data: TriggerEventSchema }),
]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
