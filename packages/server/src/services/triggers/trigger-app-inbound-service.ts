import type { TriggerAppInboundResponse, TriggerDefinition, WebhookTrigger } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { appSecretOf } from "./app-secret.js";
import { valueAt } from "./json-path.js";
import { eventRouteKey } from "./route-key.js";
import { parseTriggerList } from "./trigger-catalog.js";
import type { TriggerEventRecorder } from "./trigger-event-recorder.js";
import { DECOY_SCHEME, DECOY_SECRET, eventOf, matches, parseBody, refused } from "./trigger-inbound-service.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";
import { verifyDelivery, type InboundDelivery } from "./verify-delivery.js";

/** A trigger delivered to the plugin's one app-level URL. */
type AppTrigger = TriggerDefinition & { webhook: WebhookTrigger };

/** What verifying and routing an app-level delivery needs of its plugin. */
interface AppPlugin {
  id: string;
  slug: string;
  triggers: AppTrigger[];
  /** The oauth2 auth method's stored config (its secrets sealed). */
  oauthConfig: unknown;
}

// Plugins kept per instance at most; past it the cache starts again.
const CACHE_LIMIT = 1_000;

const isAppTrigger = (trigger: TriggerDefinition): trigger is AppTrigger => trigger.webhook?.delivery === "app";

/** True when the subscription's config filters (`configFilter`) let the event through. */
function passesConfigFilter(webhook: WebhookTrigger, subscription: SubscriptionRow, body: unknown): boolean {
  for (const [path, field] of Object.entries(webhook.configFilter ?? {})) {
    const wanted = subscription.config[field];
    if (wanted === undefined || wanted === null || wanted === "") continue;
    if (valueAt(body, path) !== wanted) return false;
  }
  return true;
}

/**
 * Inbound deliveries of app-level webhooks (`POST /api/v1/triggers/inbound/apps/{plugin}`), where the
 * provider sends every account's events to one URL (Slack's Events API, Stripe Connect, Shopify app
 * webhooks). The raw body is verified with the plugin's app-level verification scheme and the app's
 * secret — the plugin's oauth2 auth method's `signing_secret` (or `client_secret`, as the trigger's
 * `appSecret` says) — before anything is stored; an unknown plugin, a plugin without app-level
 * triggers or secret, and a bad signature are one 401, after the same work. A verified check of the
 * URL (Slack's `url_verification`) is answered with its challenge. Each matching trigger's event is
 * routed to the active subscriptions whose connection has the event's route values (their
 * `routeKey`, fixed at subscription time) and whose config filters let it through; each is stored
 * with its `trigger.event` delivery in one transaction (the shared recorder's group commit, as for
 * per-subscription webhooks), once per provider event id per subscription. The plugin is kept in memory per
 * instance (dropped by its `plugin` invalidation), so a delivery costs one read: its routed subscriptions.
 */
export function createTriggerAppInboundService(
  context: Pick<PlugboardContext, "cipher" | "logger">,
  deps: { store: TriggerStore; recorder: TriggerEventRecorder; bus?: InvalidationBus; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  // Plugins by slug as an app-level delivery needs them (triggers parsed, secret still sealed), kept until a `plugin`
  // invalidation names them; never trusted for a refusal: a delivery the cached secret refuses is checked against the stored one.
  const cache = new Map<string, AppPlugin>();
  deps.bus?.subscribe((event) => {
    if (event.kind === "all") cache.clear();
    if (event.kind !== "plugin") return;
    for (const [slug, app] of cache) if (app.id === event.pluginId) cache.delete(slug);
  });
  /** The stored plugin of `slug` (and the cache refreshed), or null. */
  const load = async (slug: string): Promise<AppPlugin | null> => {
    const row = await deps.store.appPlugin(slug);
    if (!row) {
      cache.delete(slug);
      return null;
    }
    const app = { ...row, triggers: parseTriggerList(row.triggers, context.logger, row.id).filter(isAppTrigger) };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(slug, app);
    return app;
  };
  /** The plugin's app-level verification and whether the delivery passes it (a decoy check when there is nothing to check with). */
  const verify = (app: AppPlugin | null, delivery: InboundDelivery) => {
    // The plugin's app-level triggers share one verification (the trigger list's rule).
    const webhook = app?.triggers[0]?.webhook;
    const secret = app && webhook ? appSecretOf(context, app.id, app.oauthConfig, webhook.appSecret ?? "signing_secret") : undefined;
    const verdict = verifyDelivery(webhook?.verification ?? DECOY_SCHEME, { secret: secret ?? DECOY_SECRET, delivery, now: now() });
    return { webhook, secret, verdict };
  };
  return {
    /** Handles one delivery to the plugin's app URL; throws 401 `unauthorized` when it cannot be trusted. */
    async receive(plugin: string, delivery: InboundDelivery): Promise<TriggerAppInboundResponse> {
      const known = plugin.length <= 100;
      const cached = known ? cache.get(plugin) : undefined;
      let row = cached ?? (known ? await load(plugin) : null);
      let { webhook, secret, verdict } = verify(row, delivery);
      // The cached plugin may hold an old secret (rotated on another instance a moment ago): check the stored one.
      if (cached && (!webhook || !secret || !verdict.ok)) {
        row = await load(plugin);
        ({ webhook, secret, verdict } = verify(row, delivery));
      }
      const triggers = row?.triggers ?? [];
      if (!row || !webhook || !secret || !verdict.ok) {
        if (row) context.logger.info("app trigger delivery refused", { plugin: row.slug, reason: !webhook ? "no app-level trigger" : !secret ? "no app secret configured" : verdict.ok ? "refused" : verdict.reason });
        throw refused();
      }
      const body = parseBody(delivery);
      const challenge = webhook.challenge;
      if (challenge && Object.entries(challenge.fields).every(([path, value]) => valueAt(body, path) === value)) {
        const answer = valueAt(body, challenge.path);
        return { challenge: typeof answer === "string" ? answer : "" };
      }
      let events = 0;
      for (const trigger of triggers) {
        if (!matches(trigger.webhook, delivery, body)) continue;
        const key = eventRouteKey(trigger.webhook.route ?? [], delivery, body);
        if (key === undefined) continue;
        const event = eventOf(trigger.webhook, delivery, body, new Date(now()));
        const routed = (await deps.store.routed(row.id, key, [trigger.slug])).filter((subscription) => passesConfigFilter(trigger.webhook, subscription, body));
        // Group commit: the event of each routed subscription shares statements with the deliveries arriving meanwhile.
        const outcomes = await Promise.all(routed.map((subscription) => deps.recorder.recordInbound(subscription, event)));
        events += outcomes.filter((outcome) => outcome === "inserted").length;
      }
      return { received: true, events };
    },
  };
}

/** The app-level inbound service's interface. */
export type TriggerAppInboundService = ReturnType<typeof createTriggerAppInboundService>;
