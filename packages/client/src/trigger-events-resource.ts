import type { ListTriggerEventsResponse, TriggerEvent } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * Which events `triggerEvents.wait` and `iterate` read.
 *
 * @example
 * const params: TriggerEventsParams = { subscriptionId: subscription.id };
 */
export interface TriggerEventsParams {
  subscriptionId?: string;
  userId?: string;
  /** Events received at or after this time (ISO 8601). */
  since?: string;
  /** Where the last read stopped (`nextCursor` of the previous page). */
  cursor?: string;
  /** Page size (1–100). Default 50. */
  limit?: number;
}

const MAX_WAIT_SECONDS = 30;

/**
 * `plugboard.triggerEvents`: events from your users' apps for an app without a public URL
 * (`GET /api/v1/trigger-events`, oldest first, long-polled). An app with a public URL receives the
 * same events as the `trigger.event` webhook.
 *
 * @example
 * for await (const event of plugboard.triggerEvents.iterate({ subscriptionId }, { signal })) {
 *   await wakeTheAgent(event);
 * }
 */
export class TriggerEventsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.triggerEvents`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Reads one page of events after `cursor`; with `waitSeconds` (1–30) and no event yet, the server
   * holds the answer until one arrives. Pass `nextCursor` back to read on.
   *
   * @example
   * const page = await plugboard.triggerEvents.wait({ subscriptionId }, { waitSeconds: 30 });
   */
  wait(params: TriggerEventsParams = {}, options: RequestOptions & { waitSeconds?: number } = {}): Promise<ListTriggerEventsResponse> {
    const { waitSeconds = MAX_WAIT_SECONDS, ...request } = options;
    return this.#transport.request<ListTriggerEventsResponse>({
      ...request,
      method: "GET",
      path: "api/v1/trigger-events",
      searchParams: { subscriptionId: params.subscriptionId, userId: params.userId, since: params.since, cursor: params.cursor, limit: params.limit, waitSeconds: Math.min(MAX_WAIT_SECONDS, waitSeconds) },
    });
  }

  /**
   * Reads one page of events newest first (the most recent ones); pass `nextCursor` back as `cursor`
   * for older ones (`nextCursor` is null on the last page).
   *
   * @example
   * const { events } = await plugboard.triggerEvents.recent({ subscriptionId, limit: 10 });
   */
  recent(params: Omit<TriggerEventsParams, "since"> = {}, options: RequestOptions = {}): Promise<ListTriggerEventsResponse> {
    return this.#transport.request<ListTriggerEventsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/trigger-events",
      searchParams: { order: "newest", subscriptionId: params.subscriptionId, userId: params.userId, cursor: params.cursor, limit: params.limit },
    });
  }

  /**
   * Yields events as they arrive, long-polling 30 s at a time, until `signal` aborts (then it ends
   * without an error). Starts after `cursor`, else from the oldest event kept.
   *
   * @example
   * for await (const event of plugboard.triggerEvents.iterate({ userId: "user_1" }, { signal })) console.log(event.trigger);
   */
  async *iterate(params: TriggerEventsParams = {}, options: RequestOptions = {}): AsyncGenerator<TriggerEvent, void, undefined> {
    let cursor = params.cursor;
    while (!options.signal?.aborted) {
      let page: ListTriggerEventsResponse;
      try {
        page = await this.wait({ ...params, ...(cursor !== undefined ? { cursor } : {}) }, options);
      } catch (error) {
        if (options.signal?.aborted) return;
        throw error;
      }
      yield* page.events;
      if (page.nextCursor !== null) cursor = page.nextCursor;
    }
  }
}
