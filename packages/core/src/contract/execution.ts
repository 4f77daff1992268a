import * as z from "zod";
import { PluginSlugSchema, QueryBooleanSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { safeString } from "./safe-string.js";
import { ExecutionOutcomeSchema } from "./metrics.js";
import { ToolSourceKindSchema } from "./tool.js";

/** Largest page `GET /api/v1/executions` serves; a larger `limit` is refused with 400. */
export const MAX_EXECUTIONS_PAGE_SIZE = 100;

/** Page size of `GET /api/v1/executions` without `limit`. */
export const DEFAULT_EXECUTIONS_PAGE_SIZE = 20;

/** Query of `GET /api/v1/executions`: every filter is optional (`since` and `until` bound the time); pages go newest first. */
export const ListExecutionsQuerySchema = z.object({
  userId: UserIdSchema.optional(),
  plugin: PluginSlugSchema.optional(),
  tool: safeString().min(1, "tool must not be empty").max(200, "tool must be at most 200 characters").optional(),
  success: QueryBooleanSchema.optional(),
  /** Only executions of this outcome (`success`, `upstream_error`, `refused`; see {@link ExecutionOutcomeSchema}). */
  outcome: ExecutionOutcomeSchema.optional(),
  /** Only executions at or after this instant (ISO 8601 with a time zone, e.g. `2026-11-27T08:00:00Z`). */
  since: z.iso.datetime({ offset: true, error: "since must be an ISO 8601 date-time with a time zone, e.g. 2026-11-27T08:00:00Z" }).optional(),
  /** Only executions before this instant (ISO 8601 with a time zone). */
  until: z.iso.datetime({ offset: true, error: "until must be an ISO 8601 date-time with a time zone, e.g. 2026-11-27T09:00:00Z" }).optional(),
  cursor: safeString().min(1).max(512).optional(),
  limit: z.coerce
    .number()
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(MAX_EXECUTIONS_PAGE_SIZE, `limit must be at most ${MAX_EXECUTIONS_PAGE_SIZE}`)
    .optional(),
});
export type ListExecutionsQuery = z.input<typeof ListExecutionsQuerySchema>;

/** One execution-log row: never credentials, params or response bodies. */
export const ExecutionItemSchema = z.object({
  /** The `executionId` the execute answer carried. */
  id: z.string(),
  userId: z.string(),
  /** Slug of the tool's plugin; null when the plugin was deleted since. */
  pluginSlug: z.string().nullable(),
  toolSlug: z.string(),
  source: ToolSourceKindSchema,
  /** The external API's HTTP status (0 when it could not be reached). */
  status: z.number().int().nullable(),
  success: z.boolean(),
  latencyMs: z.number().int(),
  /** What went wrong, for a failed call. */
  error: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type ExecutionItem = z.infer<typeof ExecutionItemSchema>;

/** Response of `GET /api/v1/executions`. */
export const ListExecutionsResponseSchema = z.object({
  executions: z.array(ExecutionItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListExecutionsResponse = z.infer<typeof ListExecutionsResponseSchema>;
