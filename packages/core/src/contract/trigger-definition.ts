import * as z from "zod";
import { HttpUrlSchema, JsonSchemaObjectSchema, ToolSlugSchema } from "./common.js";
import { JsonPathSchema } from "./auth-method.js";
import { HeaderNameSchema } from "./http-header.js";
import { safeString } from "./safe-string.js";

/** A trigger slug: lowercase letters, digits and underscores, e.g. `issue_opened`. */
export const TriggerSlugSchema = z
  .string()
  .min(1, "trigger slug is required")
  .max(64, "trigger slug must be at most 64 characters")
  .regex(/^[a-z][a-z0-9_]*$/, "trigger slug must be lower_snake_case (lowercase letters, digits, underscores)");

/** A dotted path into a JSON value ({@link JsonPathSchema}), or `""` for the value itself (an answer that is the array of items). */
const ValuePathSchema = z.union([z.literal(""), JsonPathSchema]);

const toleranceSeconds = z.number().int().min(1).max(3600).default(300);

/**
 * How an inbound delivery proves it comes from the provider, checked over the raw body before
 * anything is stored (constant-time compare):
 *
 * - `hmac_sha256`: HMAC-SHA256 of the body with the subscription's secret, in `header`, `hex` or
 *   `base64`, after `prefix` (GitHub `X-Hub-Signature-256: sha256=…`, Linear `Linear-Signature`,
 *   Shopify `X-Shopify-Hmac-Sha256` in base64);
 * - `stripe`: `Stripe-Signature: t=…,v1=…` over `t.body`, timestamp within `toleranceSeconds`;
 * - `slack_v0`: `X-Slack-Signature: v0=…` over `v0:timestamp:body` with `X-Slack-Request-Timestamp`;
 * - `standard_webhooks`: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,…` over
 *   `id.timestamp.body` with a `whsec_` secret (standardwebhooks.com).
 */
export const TriggerVerificationSchema = z.discriminatedUnion("scheme", [
  z.strictObject({
    scheme: z.literal("hmac_sha256"),
    header: HeaderNameSchema,
    prefix: safeString().max(40).default(""),
    encoding: z.enum(["hex", "base64"]).default("hex"),
  }),
  z.strictObject({ scheme: z.literal("stripe"), toleranceSeconds }),
  z.strictObject({ scheme: z.literal("slack_v0"), toleranceSeconds }),
  z.strictObject({ scheme: z.literal("standard_webhooks"), toleranceSeconds }),
]);
export type TriggerVerification = z.output<typeof TriggerVerificationSchema>;

/** A request made with the user's credentials to the plugin's API; strings may hold `{{config.x}}`, `{{url}}`, `{{secret}}`, `{{upstreamId}}`. */
export const TriggerRequestSchema = z.strictObject({
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]),
  /** Appended to the plugin's base URL; `{{config.x}}` values are path-checked (no `/`, `..`, `?`, `#`). */
  path: safeString().min(1).max(2048),
  query: z.record(safeString().max(200), safeString().max(2048)).optional(),
  /** A JSON body (string members may hold placeholders). */
  body: z.unknown().optional(),
  /**
   * How `body` is sent: `json` (default) or `form` (`application/x-www-form-urlencoded`, an array
   * member as repeated `name[]` fields, an object member as `name[key]` — Stripe's encoding).
   */
  bodyEncoding: z.enum(["json", "form"]).optional(),
});
export type TriggerRequest = z.output<typeof TriggerRequestSchema>;

/**
 * Registering a per-subscription webhook at the provider: `create` is sent when the subscription is
 * created (the new hook's id read at `idPath`, and its signing secret at `secretPath` when the
 * provider generates it — Stripe's `secret`), `delete` when the subscription is deleted.
 */
export const TriggerRegistrationSchema = z.strictObject({
  create: TriggerRequestSchema,
  idPath: JsonPathSchema,
  secretPath: JsonPathSchema.optional(),
  delete: TriggerRequestSchema.optional(),
});
export type TriggerRegistration = z.output<typeof TriggerRegistrationSchema>;

/** Where an event's stable id is: a header (`X-GitHub-Delivery`) or a body path (`id`, `event_id`). */
export const TriggerEventIdSchema = z.union([z.strictObject({ header: HeaderNameSchema }), z.strictObject({ path: JsonPathSchema })]);

/** One routing rule of an app-level trigger: a value of the event (body `path` or `header`) and the connection's value it must equal. */
export const TriggerRouteRuleSchema = z
  .strictObject({
    path: JsonPathSchema.optional(),
    header: HeaderNameSchema.optional(),
    /** A template over the connection: `{{metadata.name}}`, `{{config.name}}`, with literal text around them. */
    connection: safeString()
      .min(1)
      .max(200)
      .regex(/\{\{\s*(metadata|config)\.[A-Za-z0-9_.-]+\s*\}\}/, "connection must hold a {{metadata.name}} or {{config.name}} placeholder"),
  })
  .refine((rule) => (rule.path === undefined) !== (rule.header === undefined), { message: "a route rule takes either path or header", path: ["path"] });
export type TriggerRouteRule = z.output<typeof TriggerRouteRuleSchema>;

/** A webhook trigger: how deliveries are registered, verified, identified and filtered. */
export const WebhookTriggerSchema = z.strictObject({
  /**
   * `subscription`: one webhook per subscription, at `/api/v1/triggers/inbound/{token}` (registered by
   * `registration`, else by the developer with the URL and secret shown once). `app`: the provider
   * sends every account's events to `/api/v1/triggers/inbound/apps/{plugin}` (Slack's Events API).
   */
  delivery: z.enum(["subscription", "app"]).default("subscription"),
  registration: TriggerRegistrationSchema.optional(),
  verification: TriggerVerificationSchema,
  eventId: TriggerEventIdSchema,
  /** Where the provider puts the event's time (ISO 8601 or epoch seconds); else the time it arrived. */
  occurredAtPath: JsonPathSchema.optional(),
  /** Only deliveries whose headers and body fields equal these are events (GitHub `X-GitHub-Event: issues`, `action: opened`); others are acknowledged and dropped. */
  match: z
    .strictObject({
      headers: z.record(HeaderNameSchema, safeString().max(200)).optional(),
      fields: z.record(JsonPathSchema, z.union([safeString().max(200), z.number(), z.boolean()])).optional(),
    })
    .optional(),
  /**
   * `app` delivery: which subscriptions an event is for. Each rule takes a value from the event (a
   * body `path` such as Slack's `team_id` or Stripe's `account`, or a `header` such as Shopify's
   * `X-Shopify-Shop-Domain`) that must equal `connection` filled from the subscription's connection —
   * `{{metadata.team.id}}` (a value the provider returned when the account connected) or
   * `{{config.shop}}.myshopify.com` (a connection config field). All rules must hold.
   */
  route: z.array(TriggerRouteRuleSchema).min(1).max(4).optional(),
  /**
   * The provider signs with the app's secret, not one per subscription: the plugin's oauth2 auth
   * method's `signing_secret` (Slack's signing secret; the default of `app` delivery) or its
   * `client_secret` (Shopify signs every webhook with the app's client secret, also those registered
   * per subscription — the subscription then keeps a copy of it as its secret).
   */
  appSecret: z.enum(["signing_secret", "client_secret"]).optional(),
  /**
   * `app` delivery: a verified delivery whose body fields equal `fields` is the provider checking the
   * URL (Slack's `url_verification`): answered `{ challenge }` with the value at `path`, nothing stored.
   */
  challenge: z.strictObject({ fields: z.record(JsonPathSchema, safeString().max(200)), path: JsonPathSchema }).optional(),
  /**
   * Event fields that must equal a field of the subscription's config when the subscription sets it
   * (`{ "event.channel": "channel" }`: only messages of the channel the subscription names).
   */
  configFilter: z.record(JsonPathSchema, safeString().min(1).max(64)).optional(),
  /** The event's payload within the body (default: the whole body), e.g. `event` for Slack. */
  payloadPath: JsonPathSchema.optional(),
});
export type WebhookTrigger = z.output<typeof WebhookTriggerSchema>;

/** Where the next poll's cursor comes from: the newest item's id or time, or a field of the answer (Gmail `historyId`). */
export const PollCursorSchema = z.strictObject({
  /** The request parameter (tool param, or query parameter of `request`) that carries the cursor. */
  param: safeString().min(1).max(100),
  from: z.union([z.enum(["newestId", "newestTime"]), z.strictObject({ responsePath: JsonPathSchema })]),
});

/** Smallest and default poll interval a trigger may ask for (the deployment's minimum may be higher). */
export const DEFAULT_POLL_INTERVAL_SECONDS = 60;

/**
 * A poll trigger: call `tool` of the plugin (with `params`, the subscription's config and the
 * cursor) or send `request`; the items are the array at `itemsPath` of the answer, each identified by
 * `idPath` (and timed by `timePath`). The first poll only records the cursor.
 */
export const PollTriggerSchema = z
  .strictObject({
    tool: ToolSlugSchema.optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    request: TriggerRequestSchema.optional(),
    itemsPath: ValuePathSchema,
    idPath: JsonPathSchema,
    timePath: JsonPathSchema.optional(),
    cursor: PollCursorSchema.optional(),
    intervalSeconds: z.number().int().min(1).max(86_400).default(DEFAULT_POLL_INTERVAL_SECONDS),
  })
  .superRefine((poll, context) => {
    if ((poll.tool === undefined) === (poll.request === undefined)) context.addIssue({ code: "custom", path: ["tool"], message: "a poll names either a tool or a request" });
    if (poll.cursor?.from === "newestTime" && !poll.timePath) context.addIssue({ code: "custom", path: ["cursor", "from"], message: "newestTime needs timePath" });
  });
export type PollTrigger = z.output<typeof PollTriggerSchema>;

/**
 * A trigger: part of a plugin like a tool — something in the user's app that wakes the agent.
 * Provider definitions carry triggers as data, each citing the documentation it was written from;
 * any plugin may declare triggers on submission (reviewed like tools).
 */
export const TriggerDefinitionSchema = z
  .strictObject({
    slug: TriggerSlugSchema,
    name: safeString().min(1).max(200),
    description: safeString().min(1).max(4000),
    kind: z.enum(["webhook", "poll"]),
    /** JSON Schema of a subscription's `config` (e.g. `{ owner, repo }`). */
    configSchema: JsonSchemaObjectSchema.default({ type: "object", properties: {} }),
    /** What an event's `payload` holds. */
    payload: z.strictObject({ description: safeString().min(1).max(4000), schema: JsonSchemaObjectSchema.optional() }),
    webhook: WebhookTriggerSchema.optional(),
    poll: PollTriggerSchema.optional(),
    /** The provider's documentation page the trigger was written from. */
    source: HttpUrlSchema.optional(),
  })
  .superRefine((trigger, context) => {
    if (trigger.kind === "webhook" && !trigger.webhook) context.addIssue({ code: "custom", path: ["webhook"], message: "a webhook trigger needs webhook" });
    if (trigger.kind === "poll" && !trigger.poll) context.addIssue({ code: "custom", path: ["poll"], message: "a poll trigger needs poll" });
    if (trigger.kind === "webhook" && trigger.poll) context.addIssue({ code: "custom", path: ["poll"], message: "poll is for poll triggers" });
    if (trigger.kind === "poll" && trigger.webhook) context.addIssue({ code: "custom", path: ["webhook"], message: "webhook is for webhook triggers" });
    if (trigger.webhook?.delivery === "app" && !trigger.webhook.route) context.addIssue({ code: "custom", path: ["webhook", "route"], message: "an app-level trigger needs route" });
    if (trigger.webhook?.delivery === "app" && trigger.webhook.registration) context.addIssue({ code: "custom", path: ["webhook", "registration"], message: "an app-level trigger is registered in the provider's app settings, not per subscription" });
  });
export type TriggerDefinition = z.output<typeof TriggerDefinitionSchema>;
export type TriggerDefinitionInput = z.input<typeof TriggerDefinitionSchema>;

/** A plugin's triggers: at most 100, slugs unique. */
export const TriggerListSchema = z
  .array(TriggerDefinitionSchema)
  .max(100)
  .superRefine((triggers, context) => {
    const seen = new Set<string>();
    triggers.forEach((trigger, index) => {
      if (seen.has(trigger.slug)) context.addIssue({ code: "custom", path: [index, "slug"], message: `duplicate trigger slug ${trigger.slug}` });
      seen.add(trigger.slug);
    });
    // One URL per plugin takes every app-level event: its triggers are verified one way.
    const app = triggers.filter((trigger) => trigger.webhook?.delivery === "app");
    const scheme = (trigger: TriggerDefinition) => JSON.stringify([trigger.webhook!.verification, trigger.webhook!.appSecret ?? "signing_secret", trigger.webhook!.challenge ?? null]);
    app.forEach((trigger) => {
      if (scheme(trigger) !== scheme(app[0]!)) context.addIssue({ code: "custom", path: [triggers.indexOf(trigger), "webhook", "verification"], message: "a plugin's app-level triggers share one verification, appSecret and challenge" });
    });
  });

/**
 * A plugin's trigger list as stored (a JSON column), parsed; `null` when it does not parse (written by
 * another release, or edited by hand) — each caller decides whether that is logged.
 */
export function parseStoredTriggers(value: unknown): TriggerDefinition[] | null {
  const parsed = TriggerListSchema.safeParse(value ?? []);
  return parsed.success ? parsed.data : null;
}
