/** How long an approval request waits for a decision, and an approved call for its run: 15 minutes. */
export const DEFAULT_APPROVAL_TTL_MS = 15 * 60_000;

/** Page size of `GET /api/v1/approvals` without `limit`. */
export const DEFAULT_APPROVAL_PAGE_SIZE = 20;
