import * as z from "zod";
import { ReviewStatusSchema } from "./plugin.js";
import { safeString } from "./safe-string.js";

/** Body of `POST /api/dashboard/plugins/{pluginId}/review` (admin only; docs/dashboard-api.md §3). */
export const ReviewPluginRequestSchema = z.object({
  status: z.enum(["approved", "declined", "revision_requested"], {
    error: "status must be approved, declined or revision_requested",
  }),
  adminNotes: safeString().max(4000, "adminNotes must be at most 4000 characters").nullable().optional(),
});
export type ReviewPluginRequest = z.input<typeof ReviewPluginRequestSchema>;

/** Response of the review and submit routes: the plugin's new review state. */
export const ReviewPluginResponseSchema = z.object({
  id: z.string(),
  slug: z.string(),
  reviewStatus: ReviewStatusSchema,
  adminNotes: z.string().nullable(),
});
export type ReviewPluginResponse = z.infer<typeof ReviewPluginResponseSchema>;
