import type { PollTrigger } from "@plugboard/core";
import { valueAt } from "./json-path.js";
import { timeOf } from "./time-of.js";
import type { IncomingEvent } from "./trigger-event-recorder.js";

/** Most item ids a subscription remembers (so items a poll sees again are not new). */
const MAX_SEEN = 500;

/** What a poll subscription keeps between polls: the cursor to send, and the ids seen lately. */
export interface PollCursor {
  value: string | number | null;
  seen: string[];
}

/** The stored cursor, or null before the first poll. */
export function pollCursorOf(stored: unknown): PollCursor | null {
  if (stored === null || typeof stored !== "object") return null;
  const { value, seen } = stored as Partial<PollCursor>;
  return { value: typeof value === "string" || typeof value === "number" ? value : null, seen: Array.isArray(seen) ? seen.filter((id): id is string => typeof id === "string") : [] };
}

/** Newest first by `timePath` when given, else by id (numerically when both are numbers). */
function newer(poll: PollTrigger, a: { id: string; time: unknown }, b: { id: string; time: unknown }): boolean {
  if (poll.timePath) return timeOf(a.time, new Date(0)).getTime() > timeOf(b.time, new Date(0)).getTime();
  const [x, y] = [Number(a.id), Number(b.id)];
  return Number.isFinite(x) && Number.isFinite(y) ? x > y : a.id > b.id;
}

/**
 * Reads one poll's answer: the items at `itemsPath`, each identified at `idPath` (items without an id
 * are skipped); the next cursor (the newest item's id or time, or a field of the answer; the old one
 * when the answer gives none); and the events — none on the first poll, which only records where to
 * start, afterwards the items not seen before.
 *
 * @example
 * const { events, cursor } = readPollAnswer(trigger.poll, answer, pollCursorOf(row.cursor), new Date());
 */
export function readPollAnswer(poll: PollTrigger, answer: unknown, previous: PollCursor | null, now: Date): { events: IncomingEvent[]; cursor: PollCursor } {
  const list = valueAt(answer, poll.itemsPath);
  const items = (Array.isArray(list) ? list : [])
    .map((item: unknown) => ({ item, id: valueAt(item, poll.idPath), time: poll.timePath ? valueAt(item, poll.timePath) : undefined }))
    .filter((entry): entry is { item: unknown; id: string | number; time: unknown } => typeof entry.id === "string" || typeof entry.id === "number")
    .map((entry) => ({ ...entry, raw: entry.id, id: String(entry.id) }));
  let newest: (typeof items)[number] | undefined;
  for (const entry of items) if (!newest || newer(poll, entry, newest)) newest = entry;

  let value = previous?.value ?? null;
  const from = poll.cursor?.from;
  // The id as the API gave it (a number stays a number for a tool whose param is one).
  if (from === "newestId" && newest) value = newest.raw;
  else if (from === "newestTime" && newest && (typeof newest.time === "string" || typeof newest.time === "number")) value = newest.time;
  else if (from && typeof from === "object") {
    const found = valueAt(answer, from.responsePath);
    if (typeof found === "string" || typeof found === "number") value = found;
  }

  const seen = new Set(previous?.seen ?? []);
  const fresh = previous ? items.filter((entry) => !seen.has(entry.id)) : [];
  const remembered = [...items.map((entry) => entry.id), ...(previous?.seen ?? [])].filter((id, index, all) => all.indexOf(id) === index).slice(0, MAX_SEEN);
  return {
    events: fresh.map((entry) => ({ externalId: entry.id, occurredAt: timeOf(entry.time, now), payload: entry.item })),
    cursor: { value, seen: remembered },
  };
}
