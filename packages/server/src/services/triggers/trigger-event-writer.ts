import type { PlugboardContext } from "../../context.js";
import { createGroupCommit } from "../../infra/group-commit.js";
import { insertTriggerEvents, type EventToWrite, type WriteOutcome } from "./trigger-event-insert-store.js";

/**
 * Group commit of inbound events ({@link createGroupCommit}): each `write` waits for the commit of the
 * statement that carries its event, and events that arrive while statements are in flight share the
 * next one — so under load an event costs a fraction of one statement, and alone it costs exactly one.
 * At most `concurrency` statements run at once (each on its own connection). A statement that fails is
 * retried event by event, so one bad event (or a subscription deleted at that very moment) fails only
 * its own caller. Nothing is acknowledged before its commit.
 */
export function createTriggerEventWriter(context: Pick<PlugboardContext, "database">, options: { concurrency?: number } = {}) {
  const commits = createGroupCommit<EventToWrite, WriteOutcome>((events) => insertTriggerEvents(context.database, events), { concurrency: options.concurrency ?? 4 });
  return {
    /** Stores one event with its delivery; resolves after the commit with what became of it. */
    write: (event: EventToWrite): Promise<WriteOutcome> => commits.add(event),
  };
}

/** The trigger event writer's interface. */
export type TriggerEventWriter = ReturnType<typeof createTriggerEventWriter>;
