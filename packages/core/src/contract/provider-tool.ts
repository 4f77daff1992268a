import * as z from "zod";
import { HttpUrlSchema, JsonSchemaObjectSchema, ToolSlugSchema } from "./common.js";
import { safeString } from "./safe-string.js";
import { ToolParamPlacementSchema } from "./tool-param-placement.js";
import { HttpMethodSchema, ToolHeadersSchema, ToolPathSchema } from "./tool.js";

/**
 * Where a provider tool was taken from:
 * - `openapi`: an operation of the provider's published OpenAPI document. `document` says where that
 *   document is published — an https URL, or `npm:<package>@<version>/<file>` for a document published
 *   on npm (e.g. `npm:@octokit/openapi@19.1.0/generated/api.github.com.json`); `operationId` names the operation;
 *   `pathPrefix`, the part of its path the base URL holds.
 * - `reference`: hand-written from the provider's API reference page at `url`.
 */
export const ProviderToolSourceSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("openapi"),
    document: safeString()
      .min(1)
      .max(2048)
      .refine((value) => /^npm:(@[a-z0-9._-]+\/)?[a-z0-9._-]+@[^/\s]+\/\S+$/.test(value) || HttpUrlSchema.safeParse(value).success, "must be an https URL or npm:<package>@<version>/<file>"),
    operationId: safeString().min(1).max(500),
    /**
     * The leading part of the operation's path that the provider's base URL already holds, when the
     * document's paths start with a per-connection segment (DocuSign's `/v2.1/accounts/{accountId}`,
     * the account taken from connection metadata): the document's path is `pathPrefix` + the tool's path.
     */
    pathPrefix: safeString().max(500).regex(/^\/\S*[^/]$/, "a path prefix starts with / and does not end with /").optional(),
  }),
  z.strictObject({
    kind: z.literal("reference"),
    url: HttpUrlSchema,
  }),
]);
export type ProviderToolSource = z.infer<typeof ProviderToolSourceSchema>;

/**
 * A tool of an `http` provider: exactly the fields of a manual plugin tool (`ToolInputSchema`), so
 * installing maps it 1:1, plus where it was taken from. `inputSchema` and `placement` are what the
 * OpenAPI import records for the operation (path `{params}` filled from the params, `placement.query`
 * / `header` / `body` for the rest).
 */
export const ProviderToolSchema = z.strictObject({
  /** UPPER_SNAKE_CASE, unique within the provider, e.g. `CREATE_ISSUE`. */
  slug: ToolSlugSchema,
  /** A short name a model can choose by, e.g. "Create an issue". */
  name: safeString().min(1).max(200),
  /** What the tool does and when to use it (at most 4,000 characters). */
  description: safeString().min(1).max(4000),
  method: HttpMethodSchema,
  /** Appended to the provider's base URL; `{param}` segments come from the params. */
  path: ToolPathSchema,
  /** A JSON Schema object for the params (compiled with Ajv by the catalog's tests). */
  inputSchema: JsonSchemaObjectSchema,
  /** Where each param goes (see `ToolParamPlacementSchema`). */
  placement: ToolParamPlacementSchema.optional(),
  /** Static headers this tool sends (beside the provider's `headers`). */
  headers: ToolHeadersSchema.optional(),
  source: ProviderToolSourceSchema,
});
export type ProviderTool = z.output<typeof ProviderToolSchema>;
export type ProviderToolInput = z.input<typeof ProviderToolSchema>;
