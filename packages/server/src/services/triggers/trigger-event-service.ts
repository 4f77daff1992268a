import type { ListTriggerEventsQuerySchema, ListTriggerEventsResponse } from "@plugboard/core";
import type * as z from "zod";
import { invalidInput } from "../../errors/invalid-input.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { longPoll } from "../../infra/long-poll.js";
import { triggerEventOf } from "./trigger-event-recorder.js";
import { subscriptionOfEvent, type TriggerStore } from "./trigger-store.js";

type ListQuery = z.output<typeof ListTriggerEventsQuerySchema>;

/** A page cursor: the position (`seq`) of the last event read, as `e<seq>`. */
const cursorOf = (seq: bigint): string => `e${seq.toString()}`;

function seqOf(cursor: string): bigint {
  if (!/^e\d{1,19}$/.test(cursor)) throw invalidInput({ cursor: ["not a cursor this endpoint returned"] });
  return BigInt(cursor.slice(1));
}

/**
 * Trigger events for apps without a public URL (`GET /api/v1/trigger-events`): the developer's
 * events oldest first after `cursor` (or from `since`), filtered by subscription or user — or, with
 * `order=newest`, newest first (the console's recent events of a subscription). With
 * `waitSeconds` and nothing to return yet, the answer waits — across instances, woken by the
 * `trigger-event` invalidation — until an event arrives or the time is up.
 */
export function createTriggerEventService(deps: { store: TriggerStore; bus: InvalidationBus; now?: () => number }) {
  const now = deps.now ?? Date.now;
  async function page(developerId: string, query: ListQuery, afterSeq: bigint | undefined): Promise<ListTriggerEventsResponse> {
    const since = query.since ? new Date(query.since) : undefined;
    const newest = query.order === "newest";
    const rows = await deps.store.listEvents(developerId, { subscriptionId: query.subscriptionId, userId: query.userId, since, afterSeq, limit: query.limit, newest });
    const hasMore = rows.length > query.limit;
    const kept = rows.slice(0, query.limit);
    const last = kept.at(-1);
    return {
      events: kept.map((row) => triggerEventOf(subscriptionOfEvent(row), row)),
      // Newest first, the last page has no next one; oldest first, a cursor always lets the reader go on when events arrive.
      nextCursor: newest ? (hasMore && last ? cursorOf(last.seq) : null) : last ? cursorOf(last.seq) : afterSeq !== undefined ? cursorOf(afterSeq) : null,
      hasMore,
    };
  }

  return {
    /** A page of events (waiting up to `waitSeconds` for a first one). */
    async list(developerId: string, query: ListQuery, options: { signal?: AbortSignal } = {}): Promise<ListTriggerEventsResponse> {
      if (query.order === "newest" && query.waitSeconds > 0) throw invalidInput({ waitSeconds: ["waitSeconds waits for new events oldest first; leave it out with order=newest"] });
      const afterSeq = query.cursor ? seqOf(query.cursor) : undefined;
      const initial = await page(developerId, query, afterSeq);
      if (query.waitSeconds === 0 || initial.events.length > 0) return initial;
      return longPoll({
        bus: deps.bus,
        initial,
        read: () => page(developerId, query, afterSeq),
        settled: (value) => value.events.length > 0,
        concerns: (event) => event.kind === "trigger-event" && event.developerId === developerId,
        deadline: now() + query.waitSeconds * 1000,
        signal: options.signal,
        now,
      });
    },
  };
}

/** The trigger event service's interface. */
export type TriggerEventService = ReturnType<typeof createTriggerEventService>;
