import * as z from "zod";
import { AccountChoiceSchema, refuseBothAccountChoices } from "./account.js";
import { JsonSchemaObjectSchema, PluginSlugSchema, ToolSlugSchema, UserIdSchema } from "./common.js";
import { HeaderNameSchema, HeaderValueSchema } from "./http-header.js";
import { SafeJsonObjectSchema } from "./safe-json.js";
import { safeString } from "./safe-string.js";
import { ToolParamPlacementSchema } from "./tool-param-placement.js";

/** HTTP methods a manual tool may use. */
export const HttpMethodSchema = z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]);
export type HttpMethod = z.infer<typeof HttpMethodSchema>;

/** Where a tool comes from. */
export const ToolSourceKindSchema = z.enum(["manual", "mcp"]);
export type ToolSourceKind = z.infer<typeof ToolSourceKindSchema>;

/** Static headers of a tool: header name to value (no line breaks or other bytes a header cannot carry). */
export const ToolHeadersSchema = z.record(HeaderNameSchema, HeaderValueSchema);

/** Path appended to the plugin baseUrl; may hold `{placeholder}` segments. */
export const ToolPathSchema = safeString()
  .min(1, "path is required")
  .max(2048)
  .regex(/^\//, "path must start with /")
  .refine((value) => !/[?#]/.test(value), "path must not contain ? or #; params go to the query string");

/**
 * OAuth scopes a manual tool needs (REST incremental consent): executing it for a connection granted
 * fewer answers 409 `reauthorization_required` with a connect link asking for the union. Each scope is
 * one token of RFC 6749 §3.3 (printable ASCII, no space, `"` or `\\`); at most 50.
 */
export const ToolScopesSchema = z
  .array(z.string().min(1, "a scope must not be empty").max(200).regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, "a scope is printable ASCII without spaces, quotes or backslashes"))
  .max(50)
  .transform((scopes) => [...new Set(scopes)]);

/** A manual tool as submitted: an HTTP request template the service fills from the params. */
export const ToolInputSchema = z.object({
  slug: ToolSlugSchema,
  name: safeString().min(1, "name is required").max(200),
  description: safeString().min(1, "description is required").max(4000),
  method: HttpMethodSchema,
  path: ToolPathSchema,
  inputSchema: SafeJsonObjectSchema.optional(),
  outputSchema: SafeJsonObjectSchema.optional(),
  headers: ToolHeadersSchema.optional(),
  /** Where each param goes (query, headers, body encoding); without it params go as they always did. */
  placement: ToolParamPlacementSchema.optional(),
  /** OAuth scopes the tool needs (see {@link ToolScopesSchema}); without it the connection's grant is not checked. */
  scopes: ToolScopesSchema.optional(),
  enabled: z.boolean().default(true),
});
export type ToolInput = z.input<typeof ToolInputSchema>;

/** A tool as listed by `GET /api/v1/tools`. MCP tool ids are strings that are not UUIDs. */
export const ToolItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  inputSchema: JsonSchemaObjectSchema,
  outputSchema: JsonSchemaObjectSchema.nullable(),
  pluginSlug: z.string(),
  pluginName: z.string(),
  source: ToolSourceKindSchema,
  method: HttpMethodSchema.optional(),
  path: z.string().optional(),
  /** The OAuth scopes a manual tool needs (absent when it declares none). */
  scopes: z.array(z.string()).optional(),
  /** An MCP tool's annotations as its server gave them (`readOnlyHint`, `destructiveHint`, …). */
  annotations: z.record(z.string(), z.unknown()).optional(),
});
export type ToolItem = z.infer<typeof ToolItemSchema>;

/** A query parameter of comma-separated plugin slugs, as a list (absent or empty: undefined). */
export const PluginSlugListQuerySchema = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(",")
          .map((slug) => slug.trim())
          .filter(Boolean)
      : undefined,
  )
  .pipe(z.array(PluginSlugSchema).optional());

/** Query of `GET /api/v1/tools`: `plugin` is comma-separated slugs. */
export const ListToolsQuerySchema = z.object({
  plugin: PluginSlugListQuerySchema,
  userId: UserIdSchema.optional(),
});
export type ListToolsQuery = z.input<typeof ListToolsQuerySchema>;

/**
 * A plugin whose tools `GET /api/v1/tools?userId=` could not list for that user: the user must connect
 * (`connection_required`, also when an MCP server asked for authorization only past `initialize`) or
 * authorize again (`reauthorization_required`, e.g. for more scopes) through `connectUrl`; or the
 * server kept refusing the scopes after re-authorization (`insufficient_scope`, no link).
 */
export const ToolListingConnectionNeededSchema = z.object({
  /** Plugin slug. */
  plugin: z.string(),
  code: z.enum(["connection_required", "reauthorization_required", "insufficient_scope"]),
  error: z.string(),
  accountLabel: z.string().optional(),
  connectUrl: z.string().optional(),
  connectionRequestId: z.string().optional(),
  requiredScopes: z.array(z.string()).optional(),
  missingScopes: z.array(z.string()).optional(),
});
export type ToolListingConnectionNeeded = z.infer<typeof ToolListingConnectionNeededSchema>;

/**
 * Response of `GET /api/v1/tools`. With `userId`, `connectionsNeeded` names the MCP plugins whose
 * tools could not be listed for that user and why (absent when there are none).
 */
export const ListToolsResponseSchema = z.object({ tools: z.array(ToolItemSchema), connectionsNeeded: z.array(ToolListingConnectionNeededSchema).optional() });
export type ListToolsResponse = z.infer<typeof ListToolsResponseSchema>;

/**
 * Body of `POST /api/v1/tools/execute`. `plugin` is optional and only needed when two approved
 * plugins expose the same tool slug.
 */
export const ExecuteToolRequestSchema = z
  .object({
    userId: UserIdSchema,
    tool: safeString().min(1, "tool is required").max(200),
    params: SafeJsonObjectSchema.default({}),
    plugin: PluginSlugSchema.optional(),
    /** The account to act for: one of the user's connections to the tool's plugin. */
    connectionId: AccountChoiceSchema.shape.connectionId,
    /** The account to act for, by label; with neither this nor `connectionId`, the user's default account. */
    accountLabel: AccountChoiceSchema.shape.accountLabel,
  })
  .check(refuseBothAccountChoices);
export type ExecuteToolRequest = z.input<typeof ExecuteToolRequestSchema>;

/** A tool execution whose external API answered with a success status (HTTP 200). */
export const ExecuteToolSuccessSchema = z.object({
  success: z.literal(true),
  /** The parsed external response (JSON, or the text when it was not JSON). */
  data: z.unknown(),
  /** Status code from the external API. */
  status: z.number().int(),
  /** Round-trip milliseconds. */
  latencyMs: z.number(),
  /** Id of the execution's log row (`GET /api/v1/executions`), when the server reports it. */
  executionId: z.string().optional(),
});
export type ExecuteToolSuccess = z.infer<typeof ExecuteToolSuccessSchema>;

/**
 * A tool execution whose external call failed (HTTP 502): `error` says what went wrong, `status` is
 * the external API's (0 when it could not be reached) and `data` its response body, if any.
 */
export const ExecuteToolFailureSchema = z.object({
  success: z.literal(false),
  data: z.unknown(),
  error: z.string(),
  status: z.number().int(),
  latencyMs: z.number(),
  /** Id of the execution's log row (`GET /api/v1/executions`), when the server reports it. */
  executionId: z.string().optional(),
});
export type ExecuteToolFailure = z.infer<typeof ExecuteToolFailureSchema>;

/**
 * Result of a tool execution, discriminated on `success`: HTTP 200 with {@link ExecuteToolSuccessSchema},
 * or 502 with {@link ExecuteToolFailureSchema} when the external call failed.
 */
export const ExecuteToolResponseSchema = z.discriminatedUnion("success", [ExecuteToolSuccessSchema, ExecuteToolFailureSchema]);
export type ExecuteToolResponse = z.infer<typeof ExecuteToolResponseSchema>;
