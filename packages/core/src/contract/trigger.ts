import * as z from "zod";
import { AccountLabelSchema } from "./account.js";
import { JsonSchemaObjectSchema, PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { TriggerSlugSchema } from "./trigger-definition.js";

/** Query of `GET /api/v1/triggers`: the triggers of one plugin, or of every approved plugin. */
export const ListTriggersQuerySchema = z.object({ plugin: PluginSlugSchema.optional() });
export type ListTriggersQuery = z.input<typeof ListTriggersQuerySchema>;

/** A trigger a subscription can name (`GET /api/v1/triggers`). */
export const TriggerItemSchema = z.object({
  plugin: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(["webhook", "poll"]),
  /** JSON Schema of the subscription's `config`. */
  configSchema: JsonSchemaObjectSchema,
  payload: z.object({ description: z.string(), schema: JsonSchemaObjectSchema.optional() }),
  /** Poll triggers: seconds between polls. */
  intervalSeconds: z.number().int().optional(),
  /** The documentation page it was written from, when known. */
  source: z.string().optional(),
});
export type TriggerItem = z.infer<typeof TriggerItemSchema>;

/** Response of `GET /api/v1/triggers`. */
export const ListTriggersResponseSchema = z.object({ triggers: z.array(TriggerItemSchema) });
export type ListTriggersResponse = z.infer<typeof ListTriggersResponseSchema>;

/** A subscription's state: `paused` while its connection needs reauthorization, `failed` when it cannot go on. */
export const TriggerSubscriptionStatusSchema = z.enum(["active", "paused", "failed"]);
export type TriggerSubscriptionStatus = z.infer<typeof TriggerSubscriptionStatusSchema>;

/** Body of `POST /api/v1/trigger-subscriptions`: a trigger bound to one user's account. */
export const CreateTriggerSubscriptionRequestSchema = z.strictObject({
  userId: UserIdSchema,
  plugin: PluginSlugSchema,
  trigger: TriggerSlugSchema,
  /** Validated against the trigger's `configSchema`. */
  config: z.record(z.string(), z.unknown()).default({}),
  /** The user's account at the plugin (the default account when neither this nor `connectionId` is given). */
  accountLabel: AccountLabelSchema.optional(),
  connectionId: z.uuid().optional(),
});
export type CreateTriggerSubscriptionRequest = z.input<typeof CreateTriggerSubscriptionRequestSchema>;

/** A trigger subscription. */
export const TriggerSubscriptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  plugin: z.string(),
  trigger: z.string(),
  config: z.record(z.string(), z.unknown()),
  connectionId: z.string(),
  accountLabel: z.string(),
  status: TriggerSubscriptionStatusSchema,
  statusReason: z.string().nullable(),
  lastEventAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type TriggerSubscription = z.infer<typeof TriggerSubscriptionSchema>;

/**
 * Response of `POST /api/v1/trigger-subscriptions` (201). For a webhook trigger the provider does not
 * let Plugboard register, `webhookUrl` and `secret` are shown this once: register them at the provider.
 */
export const CreateTriggerSubscriptionResponseSchema = TriggerSubscriptionSchema.extend({
  webhookUrl: z.string().optional(),
  secret: z.string().optional(),
});
export type CreateTriggerSubscriptionResponse = z.infer<typeof CreateTriggerSubscriptionResponseSchema>;

/** Largest page of `GET /api/v1/trigger-subscriptions`, and its size without `limit`. */
export const MAX_TRIGGER_SUBSCRIPTIONS_PAGE_SIZE = 100;

/** Query of `GET /api/v1/trigger-subscriptions`: filters, and pages newest first by `cursor` (`limit` 1–100, default 100). */
export const ListTriggerSubscriptionsQuerySchema = z.object({
  userId: UserIdSchema.optional(),
  plugin: PluginSlugSchema.optional(),
  status: TriggerSubscriptionStatusSchema.optional(),
  /** `nextCursor` of the previous page. */
  cursor: z.string().min(1, "cursor must not be empty").max(512, "cursor must be at most 512 characters").optional(),
  limit: z.coerce
    .number()
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(MAX_TRIGGER_SUBSCRIPTIONS_PAGE_SIZE, `limit must be at most ${MAX_TRIGGER_SUBSCRIPTIONS_PAGE_SIZE}`)
    .default(MAX_TRIGGER_SUBSCRIPTIONS_PAGE_SIZE),
});
export type ListTriggerSubscriptionsQuery = z.input<typeof ListTriggerSubscriptionsQuerySchema>;

/** Response of `GET /api/v1/trigger-subscriptions`: newest first; pass `nextCursor` back as `cursor` for the next (older) page. */
export const ListTriggerSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(TriggerSubscriptionSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListTriggerSubscriptionsResponse = z.infer<typeof ListTriggerSubscriptionsResponseSchema>;

/** Response of `DELETE /api/v1/trigger-subscriptions/{id}`. */
export const DeleteTriggerSubscriptionResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteTriggerSubscriptionResponse = z.infer<typeof DeleteTriggerSubscriptionResponseSchema>;

/**
 * An event from a user's app: `id` is derived from the provider's own event id (or the polled item's
 * id), so a provider's retry or two overlapping polls are one event. Also the `data` of the
 * `trigger.event` webhook.
 */
export const TriggerEventSchema = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  userId: z.string(),
  plugin: z.string(),
  trigger: z.string(),
  accountLabel: z.string(),
  connectionId: z.string(),
  occurredAt: TimestampSchema,
  receivedAt: TimestampSchema,
  payload: z.unknown(),
});
export type TriggerEvent = z.infer<typeof TriggerEventSchema>;

/** Longest `waitSeconds` of `GET /api/v1/trigger-events`. */
export const MAX_TRIGGER_EVENTS_WAIT_SECONDS = 30;

/** Order of `GET /api/v1/trigger-events`: `oldest` first (reading on, the default) or `newest` first (a subscription's recent events). */
export const TriggerEventsOrderSchema = z.enum(["oldest", "newest"]);
export type TriggerEventsOrder = z.infer<typeof TriggerEventsOrderSchema>;

/**
 * Query of `GET /api/v1/trigger-events`: oldest first after `cursor` (or `since`), `limit` 1–100
 * (default 50); with `waitSeconds` (≤ 30) the answer waits for a first event when there is none yet.
 * `order=newest` pages the other way (older events after `cursor`), without waiting.
 */
export const ListTriggerEventsQuerySchema = z.object({
  order: TriggerEventsOrderSchema.default("oldest"),
  subscriptionId: z.uuid().optional(),
  userId: UserIdSchema.optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  waitSeconds: z.coerce.number().int().min(0).max(MAX_TRIGGER_EVENTS_WAIT_SECONDS).default(0),
});
export type ListTriggerEventsQuery = z.input<typeof ListTriggerEventsQuerySchema>;

/** Response of `GET /api/v1/trigger-events`: pass `nextCursor` back to read on (it is set even on an empty page). */
export const ListTriggerEventsResponseSchema = z.object({
  events: z.array(TriggerEventSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListTriggerEventsResponse = z.infer<typeof ListTriggerEventsResponseSchema>;

/** Answer of an inbound delivery Plugboard accepted (or acknowledged and dropped as not an event). */
export const TriggerInboundResponseSchema = z.object({ received: z.boolean(), events: z.number().int() });
export type TriggerInboundResponse = z.infer<typeof TriggerInboundResponseSchema>;

/** Answer of an app-level inbound delivery: as {@link TriggerInboundResponseSchema}, or `{ challenge }` to a provider checking the URL (Slack's `url_verification`). */
export const TriggerAppInboundResponseSchema = z.union([TriggerInboundResponseSchema, z.object({ challenge: z.string() })]);
export type TriggerAppInboundResponse = z.infer<typeof TriggerAppInboundResponseSchema>;
