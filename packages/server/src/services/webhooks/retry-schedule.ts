/**
 * Default waits before each retry of a webhook delivery: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h —
 * seven attempts over about 1 h 43 min, then the delivery is `failed`.
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** Default time a receiver has to answer one attempt. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** Default interval at which each instance looks for due deliveries. */
export const DEFAULT_WEBHOOK_POLL_INTERVAL_MS = 2_000;

/**
 * When the next attempt is due after `attempts` failed ones, or null when the schedule is used up.
 *
 * @example
 * nextAttemptDelay(DEFAULT_RETRY_SCHEDULE_MS, 1) // 5_000
 * nextAttemptDelay(DEFAULT_RETRY_SCHEDULE_MS, 7) // null: failed
 */
export function nextAttemptDelay(schedule: readonly number[], attempts: number): number | null {
  return attempts >= 1 && attempts <= schedule.length ? schedule[attempts - 1]! : null;
}
