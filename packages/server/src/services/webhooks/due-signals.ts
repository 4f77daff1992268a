// Endpoints remembered as having nothing due at most; past it the memory starts again (a look too many, never one too few).
const ENDPOINT_LIMIT = 10_000;

/**
 * When the delivery worker needs to look in the database. Each `signal` says deliveries may have become due there
 * (an event not handed off, a delivery given back, the poll's tick for retries and other instances' leases). A pass
 * over the whole queue, and a lane's look at its endpoint, that found nothing need not look again before the next
 * signal — except a pass that left out full endpoints or developers, which looks again when a slot frees.
 */
export function createDueSignals() {
  let signals = 0;
  let passQuietAt = -1;
  const endpointQuietAt = new Map<string, number>();
  return {
    /** Something may have become due in the database. */
    signal(): void {
      signals += 1;
    },
    /** A mark to hand back to `passFoundNothing` / `endpointDrained` (taken before the query). */
    mark: (): number => signals,
    /** Whether a pass may find something: always while it leaves some endpoints or developers out. */
    passMayFind: (leavingOut: boolean): boolean => leavingOut || passQuietAt !== signals,
    /** A pass started at `mark`, leaving nothing out, found nothing due. */
    passFoundNothing(mark: number): void {
      passQuietAt = mark;
    },
    /** Whether a look at `endpointId`'s due deliveries may find something. */
    endpointMayHave: (endpointId: string): boolean => endpointQuietAt.get(endpointId) !== signals,
    /** A look at `endpointId` started at `mark` found all it had due (fewer than it asked for). */
    endpointDrained(endpointId: string, mark: number): void {
      if (endpointQuietAt.size >= ENDPOINT_LIMIT) endpointQuietAt.clear();
      endpointQuietAt.set(endpointId, mark);
    },
  };
}

/** The due signals' interface. */
export type DueSignals = ReturnType<typeof createDueSignals>;
