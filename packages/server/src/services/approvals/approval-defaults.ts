/** Page size of `GET /api/v1/approvals` without `limit`. */
export const DEFAULT_APPROVAL_PAGE_SIZE = 20;

/** Most approvals one developer may have pending at once: a held call past it answers 429 naming the bound. */
export const MAX_PENDING_APPROVALS_PER_DEVELOPER = 1_000;

/** Largest params (bytes of their canonical JSON) of a call a policy holds: a larger one answers 413 naming the bound. */
export const MAX_HELD_PARAMS_BYTES = 64 * 1024;
