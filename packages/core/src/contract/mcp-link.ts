import * as z from "zod";
import { AccountLabelSchema } from "./account.js";
import { ToolModeSchema } from "../mcp/meta-tools.js";
import { PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";

/** Longest lifetime a link may be given: one year. */
export const MAX_MCP_LINK_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * Body of `POST /api/v1/mcp/links`: a per-user MCP endpoint URL. `plugins` narrows the tools it
 * exposes to those plugins (all approved plugins when absent); `expiresInSeconds` makes the URL stop
 * working after that long (never, when absent); `toolMode: "search"` lists only the three meta-tools
 * (`search_tools`, `execute_tool`, `connect`) instead of every tool.
 */
export const CreateMcpLinkRequestSchema = z.object({
  userId: UserIdSchema,
  plugins: z.array(PluginSlugSchema).max(100, "at most 100 plugins").optional(),
  name: z.string().min(1, "name must not be empty").max(200, "name must be at most 200 characters").optional(),
  expiresInSeconds: z
    .number()
    .int("expiresInSeconds must be a whole number")
    .min(60, "expiresInSeconds must be at least 60")
    .max(MAX_MCP_LINK_LIFETIME_SECONDS, `expiresInSeconds must be at most ${MAX_MCP_LINK_LIFETIME_SECONDS}`)
    .optional(),
  toolMode: ToolModeSchema.default("all"),
  /** The account to use per plugin slug (`{ "github": "work" }`); a plugin not named uses the user's default account. */
  accounts: z.record(PluginSlugSchema, AccountLabelSchema).optional(),
});
export type CreateMcpLinkRequest = z.input<typeof CreateMcpLinkRequestSchema>;

/** An MCP link as listed: never its token (the URL is shown once, at creation). */
export const McpLinkItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The plugin slugs the link exposes; empty means every approved plugin. */
  plugins: z.array(z.string()),
  name: z.string().nullable(),
  /** `all`: every tool; `search`: the three meta-tools. */
  toolMode: ToolModeSchema,
  /** The account used per plugin slug; plugins not named use the user's default account. */
  accounts: z.record(z.string(), z.string()),
  createdAt: TimestampSchema,
  expiresAt: TimestampSchema.nullable(),
});
export type McpLinkItem = z.infer<typeof McpLinkItemSchema>;

/** Response of `POST /api/v1/mcp/links`: the link and, this once, its URL (`${BASE_URL}/mcp/<token>`). */
export const CreateMcpLinkResponseSchema = McpLinkItemSchema.extend({ url: z.string() });
export type CreateMcpLinkResponse = z.infer<typeof CreateMcpLinkResponseSchema>;

/** Query of `GET /api/v1/mcp/links`. */
export const ListMcpLinksQuerySchema = z.object({ userId: UserIdSchema.optional() });
export type ListMcpLinksQuery = z.infer<typeof ListMcpLinksQuerySchema>;

/** Response of `GET /api/v1/mcp/links`. */
export const ListMcpLinksResponseSchema = z.object({ links: z.array(McpLinkItemSchema) });
export type ListMcpLinksResponse = z.infer<typeof ListMcpLinksResponseSchema>;

/** Response of `DELETE /api/v1/mcp/links/{id}`. */
export const DeleteMcpLinkResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteMcpLinkResponse = z.infer<typeof DeleteMcpLinkResponseSchema>;

/** Headers of the header-authenticated MCP endpoint (`/mcp` with an API key). */
export const MCP_USER_ID_HEADER = "x-plugboard-user-id";
/** Comma-separated plugin slugs that narrow the header-authenticated endpoint's tools. */
export const MCP_PLUGINS_HEADER = "x-plugboard-plugins";
