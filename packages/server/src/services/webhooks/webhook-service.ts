import {
  type CreateWebhookRequestSchema,
  type CreateWebhookResponse,
  type ListWebhookDeliveriesQuerySchema,
  type ListWebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookItem,
} from "@plugboard/core";
import type * as z from "zod";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { isPrivateAddress } from "../../infra/private-network-guard.js";
import { isUuid } from "../../store/is-uuid.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";
import { newWebhookSecret } from "./sign-webhook.js";
import { createWebhookStore, type WebhookDeliveryRow, type WebhookEndpointRow } from "./webhook-store.js";

/** Most webhook endpoints one developer may have. */
export const MAX_WEBHOOKS_PER_DEVELOPER = 20;

const NOT_FOUND = "No webhook with this id";
const NO_DELIVERY = "No delivery with this id for this webhook";

type CreateInput = z.output<typeof CreateWebhookRequestSchema>;
type DeliveriesQuery = z.output<typeof ListWebhookDeliveriesQuerySchema>;

const itemOf = (row: WebhookEndpointRow): WebhookItem => ({
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
});

const deliveryOf = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  nextAttemptAt: row.status === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  attemptHistory: row.attemptHistory.map((attempt) => ({ ...attempt, attemptedAt: attempt.attemptedAt.toISOString() })),
});

/**
 * A developer's webhook endpoints (`/api/v1/webhooks`): create (the `whsec_…` secret is returned
 * once and stored encrypted), list, delete, rotate the secret, the delivery log of one endpoint and a retry of a failed delivery. Another
 * developer's endpoint is a 404. In production the URL must be https and may not name a private or
 * loopback address (names are checked again after DNS resolution when delivering).
 */
export function createWebhookService(context: Pick<PlugboardContext, "production" | "prisma" | "cipher" | "outbound">, deps: { audit?: Pick<AuditLog, "record"> } = {}) {
  const { cipher } = context;
  const store = createWebhookStore(context);
  const guarded = context.outbound.guard.guardPrivateNetwork;

  /** Records a change of endpoint `id` in the change's transaction `tx` (`origin`, else `system`). */
  const record = (tx: Prisma.TransactionClient, origin: AuditOrigin | undefined, developerId: string, action: string, id: string, details?: Record<string, unknown>) =>
    deps.audit?.record(tx, origin ?? SYSTEM_ORIGIN, { developerId, action, target: { type: "webhook", id }, ...(details ? { details } : {}) });

  async function own(developerId: string, id: string) {
    if (!isUuid(id)) throw new ServiceError("not_found", NOT_FOUND);
    if (!(await store.hasEndpoint(developerId, id))) throw new ServiceError("not_found", NOT_FOUND);
  }

  return {
    /**
     * Creates an endpoint.
     *
     * @throws {ServiceError} 400 naming `url` (not https in production, private address), 409 past
     * {@link MAX_WEBHOOKS_PER_DEVELOPER} endpoints
     */
    async create(developerId: string, input: CreateInput, origin?: AuditOrigin): Promise<CreateWebhookResponse> {
      const url = new URL(input.url);
      if (url.username !== "" || url.password !== "") throw invalidInput({ url: ["url must not contain a username or password"] });
      if (context.production && url.protocol !== "https:") throw invalidInput({ url: ["url must use https: in production"] });
      if (guarded && (isPrivateAddress(url.hostname) || url.hostname === "localhost")) {
        throw invalidInput({ url: [`url must not point at a private or loopback address (${url.hostname})`] });
      }
      const count = await store.countEndpoints(developerId);
      if (count >= MAX_WEBHOOKS_PER_DEVELOPER) {
        throw new ServiceError("conflict", `A developer may have at most ${MAX_WEBHOOKS_PER_DEVELOPER} webhooks; delete one first`);
      }
      const secret = newWebhookSecret();
      const row = await store.transaction(async (tx) => {
        const inserted = await store.insertEndpoint({ developerId, url: url.href, events: [...new Set(input.events)], secret: cipher.encrypt(secret) }, tx);
        await record(tx, origin, developerId, "webhook.created", inserted.id, { url: inserted.url, events: inserted.events });
        return inserted;
      });
      return { ...itemOf(row), secret };
    },

    /** The developer's endpoints, newest first, without secrets. */
    async list(developerId: string): Promise<WebhookItem[]> {
      return (await store.listEndpoints(developerId)).map(itemOf);
    },

    /** Deletes an endpoint and its deliveries (pending ones are not sent). @throws {ServiceError} 404 */
    async delete(developerId: string, id: string, origin?: AuditOrigin): Promise<{ deleted: true }> {
      await own(developerId, id);
      await store.transaction(async (tx) => {
        if (!(await store.deleteEndpoint(developerId, id, tx))) throw new ServiceError("not_found", NOT_FOUND);
        await record(tx, origin, developerId, "webhook.deleted", id);
      });
      return { deleted: true };
    },

    /** One page of the endpoint's deliveries, newest first. @throws {ServiceError} 404, 400 naming `cursor` */
    async deliveries(developerId: string, id: string, query: DeliveriesQuery): Promise<ListWebhookDeliveriesResponse> {
      await own(developerId, id);
      const after = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
      const rows = await store.listDeliveries(id, { after, take: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      const hasMore = rows.length > query.limit;
      const last = page.at(-1);
      const deliveries = page.map(deliveryOf);
      return { deliveries, nextCursor: hasMore && last ? encodeNewestFirstCursor(last) : null, hasMore };
    },

    /**
     * Queues a `failed` delivery again for one more attempt, due now (the worker of any instance sends
     * it within its poll interval); a failed retry leaves it `failed` again.
     *
     * @throws {ServiceError} 404 (no such endpoint or delivery of yours), 409 when it is not `failed`
     */
    async retry(developerId: string, id: string, deliveryId: string, origin?: AuditOrigin): Promise<WebhookDelivery> {
      await own(developerId, id);
      if (!isUuid(deliveryId)) throw new ServiceError("not_found", NO_DELIVERY);
      const requeued = await store.transaction(async (tx) => {
        const done = await store.requeueFailedDelivery(id, deliveryId, new Date(), tx);
        if (done) await record(tx, origin, developerId, "webhook.delivery_retried", id, { deliveryId });
        return done;
      });
      const row = await store.findDelivery(id, deliveryId);
      if (!row) throw new ServiceError("not_found", NO_DELIVERY);
      if (!requeued) throw new ServiceError("conflict", `Only a failed delivery can be retried; this one is ${row.status}`);
      return deliveryOf(row);
    },

    /**
     * Replaces an endpoint's signing secret with a new `whsec_…` one (stored encrypted, returned this
     * once); attempts from now on are signed with it. @throws {ServiceError} 404
     */
    async rotateSecret(developerId: string, id: string, origin?: AuditOrigin): Promise<CreateWebhookResponse> {
      await own(developerId, id);
      const secret = newWebhookSecret();
      const row = await store.transaction(async (tx) => {
        const replaced = await store.replaceSecret(id, cipher.encrypt(secret), tx);
        await record(tx, origin, developerId, "webhook.secret_rotated", id);
        return replaced;
      });
      return { ...itemOf(row), secret };
    },
  };
}

/** The webhook service's interface. */
export type WebhookService = ReturnType<typeof createWebhookService>;
