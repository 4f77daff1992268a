import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { ReviewStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { isUuid } from "../../store/is-uuid.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { createDashboardPluginStore } from "./dashboard-plugin-store.js";
import { createPluginStore } from "./plugin-store.js";
import { reviewedVersionOf } from "./reviewed-version.js";
import { toDashboardPlugin } from "./to-dashboard-plugin.js";

/** A review decision an admin can take. */
export type ReviewDecision = "approved" | "declined" | "revision_requested";

/**
 * Legal review transitions. Creators submit `draft` and `revision_requested` plugins; admins decide
 * on `pending_review` ones, can withdraw an approval (to `declined` or `revision_requested`) and can
 * reconsider a declined plugin. Everything else is a 409.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  draft: ["pending_review"],
  revision_requested: ["pending_review"],
  pending_review: ["approved", "declined", "revision_requested"],
  approved: ["declined", "revision_requested"],
  declined: ["approved", "revision_requested"],
};

/**
 * Plugin review: the state machine of docs/dashboard-api.md §3; every move publishes a `plugin`
 * invalidation, and every decision records `plugin.reviewed` for the submitter in the same transaction.
 */
export function createReviewService(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus; lifecycle?: Pick<LifecycleEvents, "pluginReviewed">; audit?: Pick<AuditLog, "record"> }) {
  const store = createPluginStore(context);
  const dashboardStore = createDashboardPluginStore(context);
  async function move(where: { id?: string; slug?: string }, to: ReviewStatus, options: { adminNotes?: string | null; force?: boolean; origin?: AuditOrigin | undefined }) {
    if (where.id !== undefined && !isUuid(where.id)) throw new ServiceError("not_found", "No plugin with this id");
    const plugin = await store.findForReview(where.id ? { id: where.id } : { slug: where.slug! });
    if (!plugin) throw new ServiceError("not_found", where.slug ? `No plugin named "${where.slug}"` : "No plugin with this id");
    const from = plugin.reviewStatus;
    if (!options.force && !REVIEW_TRANSITIONS[from]?.includes(to)) {
      throw new ServiceError("conflict", `A plugin in review status ${from} cannot move to ${to}`);
    }
    const keepsNotes = to === "declined" || to === "revision_requested";
    const updated = await store.transaction(async (tx) => {
      // An approval keeps what it approved, so an edit sent back to review can show what changed since.
      const detail = to === "approved" ? await dashboardStore.pluginDetail(plugin.id, tx) : null;
      const row = await store.setReview(tx, plugin.id, {
        reviewStatus: to,
        adminNotes: keepsNotes ? (options.adminNotes ?? null) : options.adminNotes ?? plugin.adminNotes,
        ...(detail ? { approvedVersion: reviewedVersionOf(toDashboardPlugin(detail)) as unknown as Prisma.InputJsonValue } : {}),
      });
      // A decision (not a submission) is reported to the submitter as `plugin.reviewed`.
      if (to !== "pending_review") await deps.lifecycle?.pluginReviewed(tx, row);
      // The submitter's plugin is the tenant of both entries: a submission for review and a decision.
      await deps.audit?.record(tx, options.origin ?? SYSTEM_ORIGIN, {
        developerId: row.createdById,
        action: to === "pending_review" ? "plugin.submitted_for_review" : "plugin.reviewed",
        target: { type: "plugin", id: row.id },
        details: { slug: row.slug, from, to, ...(options.force ? { forced: true } : {}) },
      });
      return row;
    });
    deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
    return { id: updated.id, slug: updated.slug, reviewStatus: updated.reviewStatus, adminNotes: updated.adminNotes };
  }

  return {
    /** An admin's decision. `force` (the `plugboard` command) skips the transition check. */
    review(where: { id?: string; slug?: string }, decision: ReviewDecision, options: { adminNotes?: string | null; force?: boolean; origin?: AuditOrigin | undefined } = {}) {
      return move(where, decision, options);
    },
    /** The creator submits a `draft` or `revision_requested` plugin for review. */
    submit(pluginId: string, origin?: AuditOrigin) {
      return move({ id: pluginId }, "pending_review", { origin });
    },
  };
}

/** The review service's interface. */
export type ReviewService = ReturnType<typeof createReviewService>;
