import type { AccessiblePlugin } from "./dashboard-plugin-service.js";
import type { ReviewService } from "./review-service.js";

/** Why an approved plugin went back to review. */
export const REOPENED_NOTE = "Changed by its creator after approval; waiting for review again.";

/**
 * After a creator (not an admin) changes an approved plugin — its fields, tools or auth methods — the
 * plugin goes back to `pending_review`: an approved plugin receives end-users' credentials, so a change
 * such as a new `baseUrl` must not reach them unreviewed. Admins' edits keep the approval.
 */
export async function reopenReviewAfterEdit(review: ReviewService, developer: { role: string }, plugin: Pick<AccessiblePlugin, "id" | "reviewStatus">): Promise<void> {
  if (developer.role === "admin" || plugin.reviewStatus !== "approved") return;
  await review.review({ id: plugin.id }, "revision_requested", { force: true, adminNotes: REOPENED_NOTE });
  await review.submit(plugin.id);
}
