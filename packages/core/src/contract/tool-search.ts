import * as z from "zod";
import { QueryBooleanSchema, UserIdSchema } from "./common.js";
import { safeString } from "./safe-string.js";
import { PluginSlugListQuerySchema, ToolItemSchema } from "./tool.js";

/** Most results one search returns. */
export const MAX_TOOL_SEARCH_LIMIT = 50;

/** Results a search returns when `limit` is absent. */
export const DEFAULT_TOOL_SEARCH_LIMIT = 10;

/**
 * Query of `GET /api/v1/tools/search`: `q` is the request in plain words ("star a repository");
 * `plugin` is comma-separated slugs; with `userId` each result says whether that user is connected,
 * and `connectedOnly` keeps only tools of plugins the user has a connection to.
 */
export const SearchToolsQuerySchema = z.object({
  q: safeString().trim().min(1, "q is required: the request in plain words").max(500, "q must be at most 500 characters"),
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_TOOL_SEARCH_LIMIT, `limit must be at most ${MAX_TOOL_SEARCH_LIMIT}`)
    .default(DEFAULT_TOOL_SEARCH_LIMIT),
  userId: UserIdSchema.optional(),
  plugin: PluginSlugListQuerySchema,
  connectedOnly: QueryBooleanSchema.optional(),
});
export type SearchToolsQuery = z.input<typeof SearchToolsQuerySchema>;

/**
 * One search result: the tool in the listing shape, its relevance `score` (higher is better; only
 * comparable within one response) and, when the search named a `userId`, whether that user has a
 * connection to the tool's plugin.
 */
export const ToolSearchResultSchema = ToolItemSchema.extend({
  score: z.number(),
  connected: z.boolean().optional(),
});
export type ToolSearchResult = z.infer<typeof ToolSearchResultSchema>;

/** Response of `GET /api/v1/tools/search`: best match first. */
export const SearchToolsResponseSchema = z.object({ tools: z.array(ToolSearchResultSchema) });
export type SearchToolsResponse = z.infer<typeof SearchToolsResponseSchema>;
