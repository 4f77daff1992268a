import { createHash } from "node:crypto";
import type { TriggerDefinition, TriggerInboundResponse, TriggerVerification, WebhookTrigger } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { valueAt } from "./json-path.js";
import { timeOf } from "./time-of.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { TriggerCatalog } from "./trigger-catalog.js";
import type { IncomingEvent, TriggerEventRecorder } from "./trigger-event-recorder.js";
import { hashInboundToken } from "./trigger-subscription-service.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";
import { verifyDelivery, type InboundDelivery } from "./verify-delivery.js";

/** Verified when the token (or plugin) names nothing to verify with, so every refusal costs the same work. */
export const DECOY_SCHEME: TriggerVerification = { scheme: "hmac_sha256", header: "x-plugboard-decoy", prefix: "", encoding: "hex" };
/** The secret {@link DECOY_SCHEME} is checked with. */
export const DECOY_SECRET = createHash("sha256").update("plugboard-trigger-decoy").digest("hex");

/** The one refusal of an inbound delivery: unknown token, bad or missing signature and a stale timestamp look alike. */
export const refused = () => new ServiceError("unauthorized", "Unauthorized");

/** A header of the delivery (the first when repeated). */
export function header(delivery: InboundDelivery, name: string): string | undefined {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as JSON; a form body (Slack's slash commands) as an object of its fields; else the text. */
export function parseBody(delivery: InboundDelivery): unknown {
  const text = delivery.body.toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    const type = header(delivery, "content-type") ?? "";
    return type.startsWith("application/x-www-form-urlencoded") ? Object.fromEntries(new URLSearchParams(text)) : text;
  }
}

/** True when the delivery is an event of this trigger (its `match` headers and fields). */
export function matches(webhook: WebhookTrigger, delivery: InboundDelivery, body: unknown): boolean {
  for (const [name, value] of Object.entries(webhook.match?.headers ?? {})) if (header(delivery, name) !== value) return false;
  for (const [path, value] of Object.entries(webhook.match?.fields ?? {})) if (valueAt(body, path) !== value) return false;
  return true;
}

/** The event a verified, matching delivery carries. */
export function eventOf(webhook: WebhookTrigger, delivery: InboundDelivery, body: unknown, now: Date): IncomingEvent {
  const given = "header" in webhook.eventId ? header(delivery, webhook.eventId.header) : valueAt(body, webhook.eventId.path);
  // Without the provider's id, the body itself identifies the event (an identical retry is one event).
  const externalId = given === undefined || given === null || given === "" ? `sha256:${createHash("sha256").update(delivery.body).digest("hex")}` : String(given).slice(0, 500);
  return {
    externalId,
    occurredAt: webhook.occurredAtPath ? timeOf(valueAt(body, webhook.occurredAtPath), now) : now,
    payload: webhook.payloadPath ? valueAt(body, webhook.payloadPath) ?? null : body,
  };
}

// Subscriptions cached per instance (by token hash) at most; past it the cache starts again.
const CACHE_LIMIT = 10_000;

/**
 * Inbound deliveries of per-subscription webhooks (`POST /api/v1/triggers/inbound/{token}`): looks
 * the subscription up by its token's hash, verifies the raw body with the trigger's scheme and the
 * subscription's secret before anything is stored (an unknown token, a bad or missing signature and a
 * timestamp outside the window are one 401, after the same work), then stores the event with its
 * `trigger.event` delivery in one transaction, deduplicated by the provider's event id, and answers
 * once it is committed. A delivery that is not an event of the trigger (GitHub's `ping`, another
 * action) or that reaches a paused subscription is acknowledged and dropped.
 *
 * The subscription a token names is kept in memory (its encrypted secret, ids and labels), so a
 * delivery costs no lookup; the cache is never trusted for what can change: the insert itself checks
 * that the subscription is still active (a pause or a delete on any instance is honoured at once), a
 * signature that fails against a cached secret is checked again against the stored one, and
 * `connection`/`plugin` invalidations drop the entries they concern.
 */
export function createTriggerInboundService(
  context: Pick<PlugboardContext, "cipher" | "logger">,
  deps: { store: TriggerStore; catalog: TriggerCatalog; recorder: TriggerEventRecorder; bus?: InvalidationBus; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, SubscriptionRow>();
  deps.bus?.subscribe((event) => {
    if (event.kind === "all") cache.clear();
    if (event.kind !== "connection" && event.kind !== "plugin") return;
    for (const [hash, row] of cache) {
      const concerned = event.kind === "plugin" ? row.pluginId === event.pluginId : row.developerId === event.developerId && row.userId === event.userId && row.pluginId === event.pluginId;
      if (concerned) cache.delete(hash);
    }
  });
  /** The stored subscription of `hash` (and the cache refreshed), or null. */
  const load = async (hash: string): Promise<SubscriptionRow | null> => {
    const row = await deps.store.byTokenHash(hash);
    if (!row) cache.delete(hash);
    else {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(hash, row);
    }
    return row;
  };
  /** The subscription's secret, or undefined when no key of this deployment opens it (refused like a bad signature, and logged). */
  const openSecret = (subscription: SubscriptionRow): string | undefined => {
    try {
      return context.cipher.decrypt(subscription.secret!);
    } catch {
      context.logger.warn("trigger subscription secret cannot be decrypted with the configured keys", { subscriptionId: subscription.id });
      return undefined;
    }
  };
  /** The subscription's trigger and whether the delivery is signed with its secret (a decoy check when there is none). */
  const verify = async (subscription: SubscriptionRow | null, delivery: InboundDelivery) => {
    const trigger: TriggerDefinition | undefined = subscription ? await deps.catalog.find(subscription.pluginId, subscription.trigger) : undefined;
    const webhook = trigger?.webhook;
    const secret = subscription?.secret ? openSecret(subscription) : undefined;
    const verdict = verifyDelivery(webhook?.verification ?? DECOY_SCHEME, { secret: secret ?? DECOY_SECRET, delivery, now: now() });
    return { webhook: secret ? webhook : undefined, verdict };
  };
  return {
    /** Handles one delivery; throws 401 `unauthorized` when it cannot be trusted. */
    async receive(token: string, delivery: InboundDelivery): Promise<TriggerInboundResponse> {
      const hash = token.length <= 200 ? hashInboundToken(token) : undefined;
      const cached = hash === undefined ? undefined : cache.get(hash);
      let subscription: SubscriptionRow | null = cached ?? (hash === undefined ? null : await load(hash));
      let { webhook, verdict } = await verify(subscription, delivery);
      // The cached secret may be an old one (a registration stores the provider's): check the stored one.
      if (cached && (!webhook || !verdict.ok)) {
        subscription = await load(hash!);
        ({ webhook, verdict } = await verify(subscription, delivery));
      }
      if (!subscription || !webhook || !verdict.ok) {
        if (subscription) context.logger.info("trigger delivery refused", { subscriptionId: subscription.id, reason: verdict.ok ? "no secret" : verdict.reason });
        throw refused();
      }
      const body = parseBody(delivery);
      if (!matches(webhook, delivery, body)) return { received: true, events: 0 };
      const event = eventOf(webhook, delivery, body, new Date(now()));
      let outcome = await deps.recorder.recordInbound(subscription, event);
      if (outcome === "inactive") {
        // Paused or deleted since it was cached (or just now): the stored row says which.
        const stored = await load(hash!);
        if (!stored) throw refused();
        // Resumed meanwhile: store it after all.
        if (stored.status === "active") outcome = await deps.recorder.recordInbound(stored, event);
      }
      return { received: true, events: outcome === "inserted" ? 1 : 0 };
    },
  };
}

/** The inbound service's interface. */
export type TriggerInboundService = ReturnType<typeof createTriggerInboundService>;
