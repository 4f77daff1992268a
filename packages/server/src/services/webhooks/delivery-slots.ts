/** Bounds of webhook attempts in flight on one instance. */
export interface DeliverySlotLimits {
  /** All attempts of the instance together. */
  total: number;
  /** Attempts to one webhook endpoint. */
  perEndpoint: number;
  /** Attempts of one developer, all endpoints together. */
  perDeveloper: number;
}

/** Whose attempt a slot is. */
export interface DeliverySlotKey {
  endpointId: string;
  developerId: string;
}

/**
 * Counts the webhook attempts in flight of one instance per endpoint and per developer, so one
 * developer's slow receivers can hold at most `perDeveloper` of the `total` slots and never the
 * slots of another developer. In memory; a slot is taken before the claim and given back when the
 * attempt ends however it ends.
 */
export function createDeliverySlots(limits: DeliverySlotLimits) {
  const byEndpoint = new Map<string, number>();
  const byDeveloper = new Map<string, number>();
  let total = 0;

  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  const full = (map: Map<string, number>, limit: number) => [...map].filter(([, count]) => count >= limit).map(([key]) => key);

  return {
    /** Slots still free on the instance. */
    free: (): number => limits.total - total,
    /** Takes a slot for `key`, or returns false when one of the bounds is reached. */
    take(key: DeliverySlotKey): boolean {
      if (total >= limits.total) return false;
      if ((byEndpoint.get(key.endpointId) ?? 0) >= limits.perEndpoint) return false;
      if ((byDeveloper.get(key.developerId) ?? 0) >= limits.perDeveloper) return false;
      total += 1;
      add(byEndpoint, key.endpointId, 1);
      add(byDeveloper, key.developerId, 1);
      return true;
    },
    /** Gives back a slot of `key`. */
    release(key: DeliverySlotKey): void {
      total -= 1;
      add(byEndpoint, key.endpointId, -1);
      add(byDeveloper, key.developerId, -1);
    },
    /** Endpoints at their bound (the claim skips their deliveries for now). */
    fullEndpoints: (): string[] => full(byEndpoint, limits.perEndpoint),
    /** Developers at their bound (the claim skips their deliveries for now). */
    fullDevelopers: (): string[] => full(byDeveloper, limits.perDeveloper),
  };
}

/** The delivery slots' interface. */
export type DeliverySlots = ReturnType<typeof createDeliverySlots>;

/** Default bounds: 64 attempts per instance, 2 per endpoint, 8 per developer. */
export const DEFAULT_DELIVERY_SLOT_LIMITS: DeliverySlotLimits = { total: 64, perEndpoint: 2, perDeveloper: 8 };
