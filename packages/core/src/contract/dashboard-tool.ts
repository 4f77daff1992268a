import * as z from "zod";
import { JsonSchemaObjectSchema, TimestampSchema } from "./common.js";
import { SafeJsonObjectSchema } from "./safe-json.js";
import { DashboardIdSchema } from "./dashboard-common.js";
import { HttpMethodSchema, ToolInputSchema } from "./tool.js";
import { ToolParamPlacementSchema } from "./tool-param-placement.js";

const fields = ToolInputSchema.shape;

/**
 * Body of `POST /api/dashboard/plugins/{pluginId}/tools`: a manual tool (see {@link ToolInputSchema}).
 * `parameters` is accepted as another name for `inputSchema`.
 */
export const CreateDashboardToolRequestSchema = ToolInputSchema.extend({
  parameters: SafeJsonObjectSchema.optional(),
})
  .superRefine((value, context) => {
    if (value.parameters !== undefined && value.inputSchema !== undefined) {
      context.addIssue({ code: "custom", path: ["parameters"], message: "give either parameters or inputSchema, not both" });
    }
  })
  .transform(({ parameters, ...tool }) => ({ ...tool, inputSchema: tool.inputSchema ?? parameters }));
export type CreateDashboardToolRequest = z.input<typeof CreateDashboardToolRequestSchema>;
export type CreateDashboardToolParsed = z.output<typeof CreateDashboardToolRequestSchema>;

/**
 * Body of `PUT /api/dashboard/plugins/{pluginId}/tools`: the tool id (`toolId`, or `id`) and the
 * fields to change. `null` clears `inputSchema` (alias `parameters`), `outputSchema`, `headers` and
 * `placement` (the tool then sends its params as a tool without placement does).
 */
export const UpdateDashboardToolRequestSchema = z
  .object({
    toolId: DashboardIdSchema.optional(),
    id: DashboardIdSchema.optional(),
    slug: fields.slug.optional(),
    name: fields.name.optional(),
    description: fields.description.optional(),
    method: fields.method.optional(),
    path: fields.path.optional(),
    inputSchema: SafeJsonObjectSchema.nullable().optional(),
    parameters: SafeJsonObjectSchema.nullable().optional(),
    outputSchema: SafeJsonObjectSchema.nullable().optional(),
    headers: fields.headers.unwrap().nullable().optional(),
    placement: ToolParamPlacementSchema.nullable().optional(),
    /** The OAuth scopes the tool needs; `null` or `[]` declares none. */
    scopes: fields.scopes.unwrap().nullable().optional(),
    enabled: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    if (value.toolId === undefined && value.id === undefined) {
      context.addIssue({ code: "custom", path: ["toolId"], message: "toolId is required" });
    }
    if (value.toolId !== undefined && value.id !== undefined && value.toolId !== value.id) {
      context.addIssue({ code: "custom", path: ["id"], message: "toolId and id name different tools; give one" });
    }
    if (value.parameters !== undefined && value.inputSchema !== undefined) {
      context.addIssue({ code: "custom", path: ["parameters"], message: "give either parameters or inputSchema, not both" });
    }
  })
  .transform(({ toolId, id, parameters, ...changes }) => ({
    toolId: (toolId ?? id)!,
    changes: { ...changes, ...(changes.inputSchema === undefined && parameters !== undefined ? { inputSchema: parameters } : {}) },
  }));
export type UpdateDashboardToolRequest = z.input<typeof UpdateDashboardToolRequestSchema>;
export type UpdateDashboardToolParsed = z.output<typeof UpdateDashboardToolRequestSchema>;

/** Query of `DELETE /api/dashboard/plugins/{pluginId}/tools?id=<tool_id>` (`toolId` is accepted too). */
export const DeleteDashboardToolQuerySchema = z
  .object({ id: DashboardIdSchema.optional(), toolId: DashboardIdSchema.optional() })
  .refine((value) => value.id !== undefined || value.toolId !== undefined, { path: ["id"], message: "id is required" })
  .transform((value) => ({ toolId: (value.id ?? value.toolId)! }));
export type DeleteDashboardToolQuery = z.input<typeof DeleteDashboardToolQuerySchema>;

/** A manual tool as the dashboard shows it. */
export const DashboardToolSchema = z.object({
  id: z.string(),
  pluginId: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  method: HttpMethodSchema,
  path: z.string(),
  inputSchema: JsonSchemaObjectSchema.nullable(),
  outputSchema: JsonSchemaObjectSchema.nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  /** Where each param goes; null when the tool sends params the default way. */
  placement: ToolParamPlacementSchema.nullable(),
  /** The OAuth scopes the tool needs (empty when it declares none). */
  scopes: z.array(z.string()),
  enabled: z.boolean(),
  source: z.literal("manual"),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type DashboardTool = z.infer<typeof DashboardToolSchema>;

/** An MCP tool from the plugin's cache: discovered from its MCP server, read-only. */
export const DashboardMcpToolSchema = z.object({
  id: z.string(),
  pluginId: z.string(),
  mcpToolName: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  inputSchema: JsonSchemaObjectSchema,
  lastSyncedAt: TimestampSchema,
  source: z.literal("mcp"),
  readOnly: z.literal(true),
});
export type DashboardMcpTool = z.infer<typeof DashboardMcpToolSchema>;

/** Response of `POST /api/dashboard/plugins/{pluginId}/mcp-sync`: the MCP tool cache after the sync. */
export const McpSyncResponseSchema = z.object({
  synced: z.literal(true),
  tools: z.array(DashboardMcpToolSchema),
});
export type McpSyncResponse = z.infer<typeof McpSyncResponseSchema>;
