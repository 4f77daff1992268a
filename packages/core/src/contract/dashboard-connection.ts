import * as z from "zod";
import { ConnectionItemSchema } from "./connection.js";
import { DashboardIdSchema } from "./dashboard-common.js";
import { safeString } from "./safe-string.js";
import { ToolItemSchema } from "./tool.js";

/** A connection as the dashboard lists it: the public listing shape plus its owner and end-user. */
export const DashboardConnectionSchema = ConnectionItemSchema.extend({
  pluginId: z.string(),
  userId: z.string(),
  developerId: z.string(),
});
export type DashboardConnection = z.infer<typeof DashboardConnectionSchema>;

/** Query of `GET /api/dashboard/connections`: admins may pass `all=true` to see every developer's. */
export const ListDashboardConnectionsQuerySchema = z.object({
  userId: safeString().max(256).optional(),
  all: z.enum(["true", "false"]).optional(),
});
export type ListDashboardConnectionsQuery = z.input<typeof ListDashboardConnectionsQuerySchema>;

/** Response of `GET /api/dashboard/connections`. */
export const ListDashboardConnectionsResponseSchema = z.object({ connections: z.array(DashboardConnectionSchema) });
export type ListDashboardConnectionsResponse = z.infer<typeof ListDashboardConnectionsResponseSchema>;

/** Body of `DELETE /api/dashboard/connections`: the caller's own connection (admins: any). */
export const DeleteDashboardConnectionRequestSchema = z.object({ connectionId: DashboardIdSchema });
export type DeleteDashboardConnectionRequest = z.input<typeof DeleteDashboardConnectionRequestSchema>;

/**
 * Response of `GET /api/dashboard/connections/{connectionId}/tools`: the plugin's enabled manual
 * tools and its MCP tools. `mcpSource` says where the MCP tools came from: `live` (fetched now with
 * the connection's MCP token), `cache` (last sync), or `none` (the plugin has no MCP server).
 */
export const ConnectionToolsResponseSchema = z.object({
  connectionId: z.string(),
  pluginId: z.string(),
  pluginSlug: z.string(),
  mcpSource: z.enum(["live", "cache", "none"]),
  tools: z.array(ToolItemSchema),
});
export type ConnectionToolsResponse = z.infer<typeof ConnectionToolsResponseSchema>;
