import { createHash, randomBytes } from "node:crypto";
import type {
  CreateTriggerSubscriptionRequestSchema,
  CreateTriggerSubscriptionResponse,
  ListTriggerSubscriptionsQuerySchema,
  ListTriggerSubscriptionsResponse,
  TriggerDefinition,
  TriggerSubscription,
} from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import { compileInputSchema, describeParamsErrors } from "../../infra/compile-input-schema.js";
import { isUuid } from "../../store/is-uuid.js";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";
import { newWebhookSecret } from "../webhooks/sign-webhook.js";
import { valueAt } from "./json-path.js";
import { sendProviderRequest, type ProviderCall } from "./provider-request.js";
import { connectionRouteKey } from "./route-key.js";
import { appSecretOf } from "./app-secret.js";
import type { TriggerCatalog } from "./trigger-catalog.js";
import type { SubscriptionRow, TriggerStore } from "./trigger-store.js";

type CreateInput = z.output<typeof CreateTriggerSubscriptionRequestSchema>;

const NOT_FOUND = "No trigger subscription with this id";

/** How long deleting a connection waits for its subscriptions' webhooks to be removed at the provider. */
export const UPSTREAM_REMOVAL_WAIT_MS = 5_000;

/** Path of the inbound URL of a subscription's webhook, below the base URL. */
export const INBOUND_PATH = "/api/v1/triggers/inbound/";

/** SHA-256 (hex) of an inbound token: what is stored, so a database read does not reveal live URLs. */
export const hashInboundToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A subscription on the wire. */
export function subscriptionOf(row: SubscriptionRow): TriggerSubscription {
  return {
    id: row.id,
    userId: row.userId,
    plugin: row.pluginSlug,
    trigger: row.trigger,
    config: row.config,
    connectionId: row.connectionId,
    accountLabel: row.accountLabel,
    status: row.status,
    statusReason: row.statusReason,
    lastEventAt: row.lastEventAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Validates `config` against the trigger's config schema: a 400 naming `config.<field>`. */
function checkConfig(trigger: TriggerDefinition, config: Record<string, unknown>): void {
  const compiled = compileInputSchema(trigger.configSchema);
  if (!compiled.ok) throw new ServiceError("invalid_input", `Trigger ${trigger.slug} has an invalid config schema`);
  if (compiled.validate(config)) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of describeParamsErrors(compiled.validate.errors ?? [])) (fieldErrors[issue.field.replace(/^params/, "config")] ??= []).push(issue.message);
  throw invalidInput(fieldErrors);
}

/**
 * Trigger subscriptions (`/api/v1/trigger-subscriptions`): a trigger of a plugin bound to one user's
 * account. Creating one for a webhook trigger makes its unguessable inbound URL and a fresh signing
 * secret and, when the trigger says how, registers the webhook at the provider with the user's
 * credentials through the execution pipeline (`providerCall`); deleting it removes that webhook.
 * Another developer's subscription is a 404. Audit: `trigger_subscription.created` / `.deleted`.
 */
export function createTriggerSubscriptionService(
  context: Pick<PlugboardContext, "baseUrl" | "cipher" | "logger">,
  deps: { store: TriggerStore; catalog: TriggerCatalog; providerCall: ProviderCall; audit?: Pick<AuditLog, "record"> | undefined },
) {
  const { store } = deps;
  const record = (tx: Parameters<AuditLog["record"]>[0], origin: AuditOrigin | undefined, row: { id: string; developerId: string }, action: string, details?: Record<string, unknown>) =>
    deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, { developerId: row.developerId, action, target: { type: "trigger_subscription", id: row.id }, ...(details ? { details } : {}) });

  async function own(developerId: string, id: string): Promise<SubscriptionRow> {
    const row = isUuid(id) ? await store.find(developerId, id) : null;
    if (!row) throw new ServiceError("not_found", NOT_FOUND);
    return row;
  }

  /** Removes a subscription's webhook at the provider, when it registered one; a failure is logged, never thrown. */
  async function removeUpstream(row: SubscriptionRow): Promise<void> {
    const trigger = await deps.catalog.find(row.pluginId, row.trigger);
    const removal = trigger?.webhook?.registration?.delete;
    if (!removal || !row.upstreamId) return;
    try {
      const caller = { developerId: row.developerId, userId: row.userId, plugin: row.pluginSlug, connectionId: row.connectionId };
      await sendProviderRequest(deps.providerCall, caller, removal, { config: row.config, upstreamId: row.upstreamId });
    } catch (error) {
      context.logger.warn("could not remove a trigger's webhook at the provider", { subscriptionId: row.id, errorName: error instanceof Error ? error.name : "unknown" });
    }
  }

  return {
    /**
     * Before connections are deleted (their subscriptions go with them): removes the upstream
     * webhooks of their subscriptions with the credentials that still work, all at once and for at
     * most {@link UPSTREAM_REMOVAL_WAIT_MS}; a provider that fails or is slow is logged and the
     * deletion goes on (a removal still in flight finishes or fails on its own).
     */
    async removeUpstreamWebhooks(connectionIds: readonly string[]): Promise<void> {
      try {
        const rows = (await Promise.all(connectionIds.map((id) => store.byConnection(id)))).flat().filter((row) => row.upstreamId);
        if (rows.length === 0) return;
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, UPSTREAM_REMOVAL_WAIT_MS);
          timer.unref();
        });
        await Promise.race([Promise.all(rows.map(removeUpstream)), deadline]);
        clearTimeout(timer);
      } catch (error) {
        context.logger.warn("could not look up the trigger subscriptions of deleted connections", { errorName: error instanceof Error ? error.name : "unknown" });
      }
    },

    /**
     * Creates a subscription (201).
     *
     * @throws {ServiceError} 404 for an unknown plugin or trigger; 400 naming `config.<field>`; 409
     * `connection_required` when the user has no such account; 502 when the provider refused the registration
     */
    async create(developerId: string, input: CreateInput, origin?: AuditOrigin): Promise<CreateTriggerSubscriptionResponse> {
      const plugin = await deps.catalog.approved(input.plugin);
      if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const trigger = plugin.triggers.find((candidate) => candidate.slug === input.trigger);
      if (!trigger) throw new ServiceError("not_found", `Plugin "${input.plugin}" has no trigger "${input.trigger}"`);
      checkConfig(trigger, input.config);
      const connection = await store.connection(developerId, input.userId, plugin.id, input);
      if (!connection) {
        throw new ServiceError("connection_required", `User "${input.userId}" has no ${input.connectionId || input.accountLabel ? "such " : ""}account at "${input.plugin}": connect it first`, { extra: { plugin: input.plugin } });
      }
      const needsReauth = connection.credentials.some((credential) => credential.status === "needs_reauth");
      // An app-level trigger's events find the subscription by the connection's route values (Slack's team id).
      let routeKey: string | null = null;
      if (trigger.kind === "webhook" && trigger.webhook!.delivery === "app") {
        const routed = connectionRouteKey(trigger.webhook!.route ?? [], connection);
        if ("missing" in routed) {
          throw new ServiceError("connection_required", `The account has no ${routed.missing} to route "${trigger.slug}" events by: reconnect it through the plugin's OAuth app`, { extra: { plugin: input.plugin } });
        }
        routeKey = routed.key;
      }
      const perSubscription = trigger.kind === "webhook" && trigger.webhook!.delivery === "subscription";
      const token = perSubscription ? randomBytes(32).toString("base64url") : null;
      let secret = perSubscription ? (trigger.webhook!.verification.scheme === "standard_webhooks" ? newWebhookSecret() : randomBytes(32).toString("hex")) : null;
      // A provider that signs with the app's secret (Shopify's client secret): the subscription verifies with a copy of it.
      const appSecret = perSubscription ? trigger.webhook!.appSecret : undefined;
      if (appSecret) {
        const app = await store.appPlugin(plugin.slug);
        secret = app ? (appSecretOf(context, plugin.id, app.oauthConfig, appSecret) ?? null) : null;
        if (!secret) throw new ServiceError("conflict", `Plugin "${input.plugin}" has no OAuth app ${appSecret} to verify "${trigger.slug}" deliveries with: set it on the plugin's oauth2 auth method`);
      }
      const row = await store.transaction(async (tx) => {
        const inserted = await store.insert(tx, {
          developerId,
          userId: input.userId,
          pluginId: plugin.id,
          trigger: trigger.slug,
          config: input.config as object,
          connectionId: connection.id,
          status: needsReauth ? "paused" : "active",
          statusReason: needsReauth ? "connection_needs_reauth" : null,
          tokenHash: token ? hashInboundToken(token) : null,
          routeKey,
          secret: secret ? context.cipher.encrypt(secret) : null,
          // A poll trigger's first poll is due at once (it records the cursor only).
          nextPollAt: trigger.kind === "poll" ? new Date() : null,
        });
        await record(tx, origin, inserted, "trigger_subscription.created", { plugin: plugin.slug, trigger: trigger.slug, userId: input.userId });
        return inserted;
      });
      const url = token ? `${context.baseUrl}${INBOUND_PATH}${token}` : undefined;
      const registration = trigger.webhook?.registration;
      if (registration && url && secret) {
        try {
          const caller = { developerId, userId: input.userId, plugin: plugin.slug, connectionId: connection.id };
          const { data } = await sendProviderRequest(deps.providerCall, caller, registration.create, { config: input.config, url, secret });
          const upstreamId = valueAt(data, registration.idPath);
          const provided = registration.secretPath ? valueAt(data, registration.secretPath) : undefined;
          await store.registered(row.id, {
            upstreamId: upstreamId === undefined || upstreamId === null ? null : String(upstreamId),
            ...(typeof provided === "string" && provided ? { secret: context.cipher.encrypt(provided) } : {}),
          });
        } catch (error) {
          // Nothing half-made is left behind: the subscription goes with the failed registration.
          await store.transaction((tx) => store.remove(tx, row.id));
          throw error;
        }
        return subscriptionOf(row);
      }
      // The app's own secret (Shopify's client secret) is never handed out: only the URL.
      return { ...subscriptionOf(row), ...(url ? { webhookUrl: url } : {}), ...(url && secret && !appSecret ? { secret } : {}) };
    },

    /** A page of the developer's subscriptions, newest first, after `cursor`. */
    async list(developerId: string, query: z.output<typeof ListTriggerSubscriptionsQuerySchema>): Promise<ListTriggerSubscriptionsResponse> {
      const before = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
      const rows = await store.list(developerId, { userId: query.userId, plugin: query.plugin, status: query.status, before, take: query.limit + 1 });
      const kept = rows.slice(0, query.limit);
      const last = kept.at(-1);
      const hasMore = rows.length > query.limit;
      return { subscriptions: kept.map(subscriptionOf), nextCursor: hasMore && last ? encodeNewestFirstCursor(last) : null, hasMore };
    },

    /** One subscription; 404 when it is not the developer's. */
    async get(developerId: string, id: string): Promise<TriggerSubscription> {
      return subscriptionOf(await own(developerId, id));
    },

    /**
     * Deletes a subscription and its events, after removing its webhook at the provider (a provider
     * that cannot be reached or answers an error is logged; the subscription is deleted all the same,
     * and its inbound URL stops working at once).
     */
    async delete(developerId: string, id: string, origin?: AuditOrigin): Promise<{ deleted: true }> {
      const row = await own(developerId, id);
      await removeUpstream(row);
      await store.transaction(async (tx) => {
        await store.remove(tx, row.id);
        await record(tx, origin, row, "trigger_subscription.deleted", { plugin: row.pluginSlug, trigger: row.trigger });
      });
      return { deleted: true };
    },
  };
}

/** The trigger subscription service's interface. */
export type TriggerSubscriptionService = ReturnType<typeof createTriggerSubscriptionService>;
