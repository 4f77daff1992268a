import * as z from "zod";
import { AuthMethodInputSchema, AuthMethodTypeSchema } from "./auth-method.js";
import { TimestampSchema } from "./common.js";
import { DashboardIdSchema } from "./dashboard-common.js";

/**
 * Body of `PUT /api/dashboard/plugins/{pluginId}/auth-methods`: an auth method (type, label,
 * isDefault, config checked against the type) upserted by `authMethodId`, or else by `type` (each
 * type at most once per plugin). For `oauth2`, leaving `config.client_secret` out keeps the stored one.
 */
export const UpsertDashboardAuthMethodRequestSchema = z
  .object({ authMethodId: DashboardIdSchema.optional() })
  .and(AuthMethodInputSchema);
export type UpsertDashboardAuthMethodRequest = z.input<typeof UpsertDashboardAuthMethodRequestSchema>;
export type UpsertDashboardAuthMethodParsed = z.output<typeof UpsertDashboardAuthMethodRequestSchema>;

/** Body (or query) of `DELETE /api/dashboard/plugins/{pluginId}/auth-methods`. */
export const DeleteDashboardAuthMethodRequestSchema = z.object({ authMethodId: DashboardIdSchema });
export type DeleteDashboardAuthMethodRequest = z.input<typeof DeleteDashboardAuthMethodRequestSchema>;

/**
 * An auth method as the dashboard shows it: `config` without secrets (`client_secret` is never
 * returned; `hasClientSecret` says whether one is stored).
 */
export const DashboardAuthMethodSchema = z.object({
  id: z.string(),
  pluginId: z.string(),
  type: AuthMethodTypeSchema,
  label: z.string(),
  isDefault: z.boolean(),
  config: z.record(z.string(), z.unknown()),
  hasClientSecret: z.boolean(),
  createdAt: TimestampSchema,
});
export type DashboardAuthMethod = z.infer<typeof DashboardAuthMethodSchema>;
