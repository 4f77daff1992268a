import type {
  CreateTriggerSubscriptionRequest,
  CreateTriggerSubscriptionResponse,
  DeleteTriggerSubscriptionResponse,
  ListTriggerSubscriptionsQuery,
  ListTriggerSubscriptionsResponse,
  TriggerSubscription,
} from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.triggerSubscriptions`: triggers bound to one user's account
 * (`/api/v1/trigger-subscriptions`). Creating one for a webhook trigger registers the provider's
 * webhook with the user's credentials; deleting it removes that webhook. Events arrive as the
 * `trigger.event` webhook, or through `plugboard.triggerEvents`.
 *
 * @example
 * const subscription = await plugboard.triggerSubscriptions.create({
 *   userId: "user_1", plugin: "github", trigger: "issue_opened", config: { owner: "octo", repo: "hello" },
 * });
 */
export class TriggerSubscriptionsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.triggerSubscriptions`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Subscribes a user's account to a trigger (the default account unless `accountLabel` or
   * `connectionId` names one). `webhookUrl` and `secret` come back (this once) only when the provider's
   * webhook must be registered by hand.
   *
   * @example
   * await plugboard.triggerSubscriptions.create({ userId: "user_1", plugin: "desk", trigger: "ticket_created", config: { queue: "billing" } });
   */
  create(params: CreateTriggerSubscriptionRequest, options: RequestOptions = {}): Promise<CreateTriggerSubscriptionResponse> {
    return this.#transport.request<CreateTriggerSubscriptionResponse>({ ...options, method: "POST", path: "api/v1/trigger-subscriptions", json: params });
  }

  /**
   * Lists a page of your subscriptions, newest first, by user, plugin or state; pass `nextCursor` back
   * as `cursor` for the next (older) page (`limit` 1–100, default 100).
   *
   * @example
   * const { subscriptions, nextCursor } = await plugboard.triggerSubscriptions.list({ userId: "user_1", status: "paused" });
   */
  list(params: ListTriggerSubscriptionsQuery = {}, options: RequestOptions = {}): Promise<ListTriggerSubscriptionsResponse> {
    return this.#transport.request<ListTriggerSubscriptionsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/trigger-subscriptions",
      searchParams: { userId: params.userId, plugin: params.plugin, status: params.status, cursor: params.cursor, limit: params.limit as number | undefined },
    });
  }

  /**
   * Reads one subscription (its `status`: `active`, or `paused` while its connection needs reauthorization).
   *
   * @example
   * const subscription = await plugboard.triggerSubscriptions.get(id);
   */
  get(id: string, options: RequestOptions = {}): Promise<TriggerSubscription> {
    return this.#transport.request<TriggerSubscription>({ ...options, method: "GET", path: `api/v1/trigger-subscriptions/${encodeURIComponent(id)}` });
  }

  /**
   * Deletes a subscription and removes its webhook at the provider.
   *
   * @example
   * await plugboard.triggerSubscriptions.delete(id);
   */
  delete(id: string, options: RequestOptions = {}): Promise<DeleteTriggerSubscriptionResponse> {
    return this.#transport.request<DeleteTriggerSubscriptionResponse>({ ...options, method: "DELETE", path: `api/v1/trigger-subscriptions/${encodeURIComponent(id)}` });
  }
}
