/**
 * Defaults of settings that services apply, kept here so that settings never import a service (services
 * read their options from settings, not the other way round).
 */

/** How long an approval request waits for a decision, and an approved call for its run: 15 minutes. */
export const DEFAULT_APPROVAL_TTL_MS = 15 * 60_000;

/** Default retention of audit entries: 365 days (`PLUGBOARD_AUDIT_RETENTION_DAYS`). */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Default of `TriggerPollOptions.minIntervalSeconds` (`PLUGBOARD_TRIGGER_MIN_INTERVAL_S`). */
export const DEFAULT_TRIGGER_MIN_INTERVAL_SECONDS = 30;
