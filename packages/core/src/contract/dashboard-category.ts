import * as z from "zod";
import { PluginSlugSchema, TimestampSchema } from "./common.js";
import { DashboardIdSchema } from "./dashboard-common.js";
import { safeString } from "./safe-string.js";

/** A category as the dashboard lists it. */
export const DashboardCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Number of plugins in the category (any review status). */
  pluginCount: z.number().int(),
  createdAt: TimestampSchema,
});
export type DashboardCategory = z.infer<typeof DashboardCategorySchema>;

/** Response of `GET /api/dashboard/categories`. */
export const ListDashboardCategoriesResponseSchema = z.object({ categories: z.array(DashboardCategorySchema) });
export type ListDashboardCategoriesResponse = z.infer<typeof ListDashboardCategoriesResponseSchema>;

/** Body of `POST /api/dashboard/categories` (admin). The slug follows the plugin slug rules. */
export const CreateCategoryRequestSchema = z.object({
  slug: PluginSlugSchema,
  name: safeString().trim().min(1, "name is required").max(200, "name must be at most 200 characters"),
});
export type CreateCategoryRequest = z.input<typeof CreateCategoryRequestSchema>;

/** Body of `PUT /api/dashboard/categories` (admin): the category `id` and the fields to change. */
export const UpdateCategoryRequestSchema = z.object({
  id: DashboardIdSchema,
  slug: PluginSlugSchema.optional(),
  name: safeString().trim().min(1, "name is required").max(200, "name must be at most 200 characters").optional(),
});
export type UpdateCategoryRequest = z.input<typeof UpdateCategoryRequestSchema>;

/** Body (or query) of `DELETE /api/dashboard/categories` (admin). Plugins keep existing; they lose the category. */
export const DeleteCategoryRequestSchema = z.object({ id: DashboardIdSchema });
export type DeleteCategoryRequest = z.input<typeof DeleteCategoryRequestSchema>;
