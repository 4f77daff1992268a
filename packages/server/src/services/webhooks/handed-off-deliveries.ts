/** What the waiting room needs of a delivery: its endpoint and the lease it was stored with. */
export interface LeasedToThisInstance {
  endpointId: string;
  lease: Date;
}

/**
 * Deliveries handed to this instance's worker by a writer of events (stored leased to this instance) that wait, in
 * memory and per endpoint, oldest first, for a slot of their endpoint. A delivery is startable only while its lease
 * covers a whole attempt (`coversAttempt`); the ones that no longer are come out as `stale`, for the caller to give
 * back to the shared queue. No I/O: the worker decides what to send and what to give back.
 */
export function createHandedOffDeliveries<Delivery extends LeasedToThisInstance>(coversAttempt: (delivery: Delivery, at: number) => boolean) {
  const byEndpoint = new Map<string, Delivery[]>();
  return {
    /** Adds deliveries behind those of their endpoint already waiting. */
    add(deliveries: readonly Delivery[]): void {
      for (const delivery of deliveries) {
        const waiting = byEndpoint.get(delivery.endpointId);
        if (waiting) waiting.push(delivery);
        else byEndpoint.set(delivery.endpointId, [delivery]);
      }
    },
    /** The oldest delivery of `endpointId` startable at `at`, and the older ones that no longer are (removed too). */
    take(endpointId: string, at: number): { delivery: Delivery | undefined; stale: Delivery[] } {
      const waiting = byEndpoint.get(endpointId);
      const stale: Delivery[] = [];
      let delivery: Delivery | undefined;
      while (waiting && waiting.length > 0 && !delivery) {
        const next = waiting.shift()!;
        if (coversAttempt(next, at)) delivery = next;
        else stale.push(next);
      }
      if (waiting?.length === 0) byEndpoint.delete(endpointId);
      return { delivery, stale };
    },
    /** The endpoints with deliveries waiting, each with its oldest. */
    heads(): Array<[endpointId: string, oldest: Delivery]> {
      return [...byEndpoint].map(([endpointId, waiting]) => [endpointId, waiting[0]!]);
    },
    /** True while `endpointId` has deliveries waiting. */
    has: (endpointId: string): boolean => byEndpoint.has(endpointId),
    /** Removes and returns every delivery of `endpointId`. */
    takeAll(endpointId: string): Delivery[] {
      const waiting = byEndpoint.get(endpointId) ?? [];
      byEndpoint.delete(endpointId);
      return waiting;
    },
    /** Removes and returns the deliveries no longer startable at `at`. */
    takeStale(at: number): Delivery[] {
      const stale: Delivery[] = [];
      for (const [endpointId, waiting] of [...byEndpoint]) {
        const kept: Delivery[] = [];
        for (const delivery of waiting) (coversAttempt(delivery, at) ? kept : stale).push(delivery);
        if (kept.length > 0) byEndpoint.set(endpointId, kept);
        else byEndpoint.delete(endpointId);
      }
      return stale;
    },
    /** Removes and returns every waiting delivery. */
    drain(): Delivery[] {
      const all = [...byEndpoint.values()].flat();
      byEndpoint.clear();
      return all;
    },
  };
}

/** The handed-off deliveries' interface. */
export type HandedOffDeliveries<Delivery extends LeasedToThisInstance> = ReturnType<typeof createHandedOffDeliveries<Delivery>>;
