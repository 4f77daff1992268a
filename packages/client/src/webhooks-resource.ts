import type {
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteWebhookResponse,
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  RetryWebhookDeliveryResponse,
  RotateWebhookSecretResponse,
} from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.webhooks`: endpoints that receive signed lifecycle events (`/api/v1/webhooks`) —
 * `connection.created`, `connection.updated`, `connection.needs_reauth`, `connection.deleted`,
 * `connection.failed`, `plugin.reviewed`. Check each request with `verifyWebhook`.
 *
 * @example
 * const { id, secret } = await plugboard.webhooks.create({ url: "https://app.example.com/hooks/plugboard", events: ["connection.created"] });
 * // store `secret` (whsec_…): it is shown only now
 */
export class WebhooksResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.webhooks`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Registers an endpoint for the given event types. The response carries the signing `secret`
   * (`whsec_…`), shown this once.
   *
   * @example
   * const webhook = await plugboard.webhooks.create({ url: "https://app.example.com/hooks", events: ["connection.created", "connection.failed"] });
   */
  create(params: CreateWebhookRequest, options: RequestOptions = {}): Promise<CreateWebhookResponse> {
    return this.#transport.request<CreateWebhookResponse>({ ...options, method: "POST", path: "api/v1/webhooks", json: params });
  }

  /**
   * Lists your endpoints (without secrets).
   *
   * @example
   * const { webhooks } = await plugboard.webhooks.list();
   */
  list(options: RequestOptions = {}): Promise<ListWebhooksResponse> {
    return this.#transport.request<ListWebhooksResponse>({ ...options, method: "GET", path: "api/v1/webhooks" });
  }

  /**
   * Removes an endpoint; its pending deliveries are dropped. Rejects with `NotFoundError` for an unknown id.
   *
   * @example
   * await plugboard.webhooks.delete(webhook.id);
   */
  delete(id: string, options: RequestOptions = {}): Promise<DeleteWebhookResponse> {
    return this.#transport.request<DeleteWebhookResponse>({ ...options, method: "DELETE", path: `api/v1/webhooks/${encodeURIComponent(id)}` });
  }

  /**
   * One page of an endpoint's delivery log, newest first: status, attempts, last status code and error.
   *
   * @example
   * const { deliveries, nextCursor } = await plugboard.webhooks.deliveries(webhook.id, { limit: 50 });
   */
  deliveries(id: string, params: ListWebhookDeliveriesQuery = {}, options: RequestOptions = {}): Promise<ListWebhookDeliveriesResponse> {
    return this.#transport.request<ListWebhookDeliveriesResponse>({
      ...options,
      method: "GET",
      path: `api/v1/webhooks/${encodeURIComponent(id)}/deliveries`,
      searchParams: { cursor: params.cursor, limit: params.limit as number | undefined },
    });
  }

  /**
   * Queues a `failed` delivery again for one more attempt (due now). Rejects with `ConflictError` when
   * it is not `failed`, `NotFoundError` for an unknown endpoint or delivery.
   *
   * @example
   * await plugboard.webhooks.retryDelivery(webhook.id, delivery.id);
   */
  retryDelivery(id: string, deliveryId: string, options: RequestOptions = {}): Promise<RetryWebhookDeliveryResponse> {
    return this.#transport.request<RetryWebhookDeliveryResponse>({
      ...options,
      method: "POST",
      path: `api/v1/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    });
  }

  /**
   * Replaces an endpoint's signing secret; the answer carries the new `whsec_…` secret, shown this once.
   *
   * @example
   * const { secret } = await plugboard.webhooks.rotateSecret(webhook.id);
   */
  rotateSecret(id: string, options: RequestOptions = {}): Promise<RotateWebhookSecretResponse> {
    return this.#transport.request<RotateWebhookSecretResponse>({ ...options, method: "POST", path: `api/v1/webhooks/${encodeURIComponent(id)}/rotate-secret` });
  }
}
