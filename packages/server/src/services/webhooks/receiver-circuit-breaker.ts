/** What a breaker decides for the next delivery to a receiver. */
export type BreakerDecision = "send" | "probe" | "postpone";

/** How an attempt ended, as far as the breaker cares: the receiver answered (any status), or not. */
export type AttemptReach = "answered" | "unreachable";

/** When a receiver's breaker opens and how long it stays open. */
export interface BreakerOptions {
  /** Consecutive timeouts or connection failures that open the breaker. */
  threshold: number;
  /** How long it stays open before one probe delivery is let through. */
  cooldownMs: number;
}

// Receivers remembered at most (those that failed last); a forgotten one starts closed again.
const MAX_RECEIVERS = 10_000;

interface BreakerState {
  failures: number;
  openUntil: number;
  probing: boolean;
}

/**
 * Per-receiver circuit breakers of the webhook worker (one instance, in memory). A receiver is one
 * developer's origin (`developerId` + `https://host:port`), so one developer's receiver never opens
 * another developer's breaker. After `threshold` consecutive attempts that timed out or could not
 * connect, the breaker opens: deliveries to the receiver are postponed along their retry schedule
 * without being sent. After `cooldownMs` one probe goes out (half-open); an answer — any status —
 * closes the breaker, another timeout opens it again for `cooldownMs`.
 *
 * @example
 * const breakers = createReceiverCircuitBreaker({ threshold: 5, cooldownMs: 60_000 });
 * if (breakers.decide(key, Date.now()) === "postpone") reschedule();
 */
export function createReceiverCircuitBreaker(options: BreakerOptions) {
  const states = new Map<string, BreakerState>();

  return {
    /** What to do with a delivery to `key` now; `"probe"` marks the one half-open attempt as taken. */
    decide(key: string, now: number): BreakerDecision {
      const state = states.get(key);
      if (!state || state.failures < options.threshold) return "send";
      if (state.probing || now < state.openUntil) return "postpone";
      state.probing = true;
      return "probe";
    },

    /** Records how an attempt to `key` ended. */
    record(key: string, reach: AttemptReach, now: number): void {
      if (reach === "answered") {
        states.delete(key);
        return;
      }
      const state = states.get(key) ?? { failures: 0, openUntil: 0, probing: false };
      state.failures += 1;
      state.probing = false;
      if (state.failures >= options.threshold) state.openUntil = now + options.cooldownMs;
      // Most recently failed last, so the oldest entries go first once the bound is reached.
      states.delete(key);
      states.set(key, state);
      if (states.size > MAX_RECEIVERS) states.delete(states.keys().next().value!);
    },

    /** Gives back the probe `decide` handed out when it could not be sent after all (no free slot). */
    returnProbe(key: string): void {
      const state = states.get(key);
      if (state) state.probing = false;
    },

    /** Consecutive timeouts or connection failures that open a breaker. */
    threshold: options.threshold,

    /** Consecutive failures of `key` so far (0 when closed and healthy). */
    failures: (key: string): number => states.get(key)?.failures ?? 0,
  };
}

/** The circuit breakers' interface. */
export type ReceiverCircuitBreaker = ReturnType<typeof createReceiverCircuitBreaker>;

/** Default breaker: open after 5 consecutive timeouts or connection failures, probe again after 60 s. */
export const DEFAULT_BREAKER_OPTIONS: BreakerOptions = { threshold: 5, cooldownMs: 60_000 };
