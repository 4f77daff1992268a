import * as z from "zod";
import { AuthMethodSummarySchema } from "./auth-method.js";
import { HttpUrlSchema, QueryBooleanSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/** Where a plugin's tools come from. */
export const ToolSourceSchema = z.enum(["manual", "mcp", "both"]);
export type ToolSource = z.infer<typeof ToolSourceSchema>;

/** Review status of a plugin. Only `approved` plugins are listed, connected and executed. */
export const ReviewStatusSchema = z.enum(["draft", "pending_review", "approved", "declined", "revision_requested"]);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/**
 * MCP configuration as submitted (docs/mcp-plugins.md §1): `serverUrl` is the MCP endpoint; `clientId` /
 * `clientSecret` are optional admin-level OAuth client defaults (the secret is encrypted at rest and
 * never returned).
 */
export const McpConfigInputSchema = z.strictObject({
  serverUrl: HttpUrlSchema,
  scopes: z.array(safeString()).optional(),
  clientId: safeString().min(1).optional(),
  clientSecret: safeString().min(1).optional(),
});
export type McpConfigInput = z.infer<typeof McpConfigInputSchema>;

/** MCP configuration as returned: secrets removed, discovery results added. */
export const McpConfigPublicSchema = z.object({
  serverUrl: z.string(),
  scopes: z.array(z.string()).optional(),
  clientId: z.string().optional(),
  hasClientSecret: z.boolean().optional(),
  oauthClientId: z.string().optional(),
  oauthMetadata: z.record(z.string(), z.unknown()).optional(),
});
export type McpConfigPublic = z.infer<typeof McpConfigPublicSchema>;

/** A category as listed. */
export const CategorySummarySchema = z.object({ slug: z.string(), name: z.string() });
export type CategorySummary = z.infer<typeof CategorySummarySchema>;

/** A plugin as listed by `GET /api/v1/plugins`. `connected` is present only when `userId` was given. */
export const PluginItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  iconUrl: z.string().nullable(),
  pluginPrompt: z.string().nullable(),
  status: z.literal("active"),
  authMethods: z.array(AuthMethodSummarySchema),
  categories: z.array(CategorySummarySchema),
  toolCount: z.number().int(),
  connected: z.boolean().optional(),
});
export type PluginItem = z.infer<typeof PluginItemSchema>;

/** Largest page `GET /api/v1/plugins` serves; a larger `limit` is refused with 400. */
export const MAX_PLUGINS_PAGE_SIZE = 100;

/** Query of `GET /api/v1/plugins`. */
export const ListPluginsQuerySchema = z.object({
  userId: UserIdSchema.optional(),
  limit: z.coerce
    .number()
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(MAX_PLUGINS_PAGE_SIZE, `limit must be at most ${MAX_PLUGINS_PAGE_SIZE}`)
    .optional(),
  cursor: safeString().min(1).max(512).optional(),
  connectedFirst: QueryBooleanSchema.optional(),
});
export type ListPluginsQuery = z.input<typeof ListPluginsQuerySchema>;

/** Response of `GET /api/v1/plugins`. */
export const ListPluginsResponseSchema = z.object({
  plugins: z.array(PluginItemSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListPluginsResponse = z.infer<typeof ListPluginsResponseSchema>;

/** A plugin created by the authenticated developer, as listed by `GET /api/v1/submissions`. */
export const SubmissionItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  reviewStatus: ReviewStatusSchema,
  adminNotes: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type SubmissionItem = z.infer<typeof SubmissionItemSchema>;
