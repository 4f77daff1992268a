import * as z from "zod";
import { safeString } from "./safe-string.js";

/** Role of a developer: `admin` comes from the stored role or from `ADMIN_EMAILS`. */
export const DeveloperRoleSchema = z.enum(["developer", "admin"]);
export type DeveloperRole = z.infer<typeof DeveloperRoleSchema>;

/** The signed-in developer, as `GET /api/dashboard/me` returns it. */
export const DashboardDeveloperSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: DeveloperRoleSchema,
  /** How the request was authenticated: an identity-provider ID token or an `nk_` API key. */
  authenticatedWith: z.enum(["id_token", "api_key"]),
});
export type DashboardDeveloper = z.infer<typeof DashboardDeveloperSchema>;

/** Response of every dashboard delete route. */
export const DeletedResponseSchema = z.object({ deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

/** A resource id in a dashboard body or query (UUIDs; the service answers 404 for unknown ones). */
export const DashboardIdSchema = safeString().trim().min(1, "id is required").max(200, "id must be at most 200 characters");
