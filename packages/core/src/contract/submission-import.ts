import * as z from "zod";
import { HttpUrlSchema, PluginSlugSchema } from "./common.js";
import { SubmissionItemSchema } from "./plugin.js";
import { safeString } from "./safe-string.js";

/** Most characters of an OpenAPI document given as text (the route takes bodies up to 20 MB). */
export const MAX_OPENAPI_DOCUMENT_CHARS = 20_000_000;

/**
 * Body of `POST /api/v1/submissions/import`: an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1; an
 * object, or its JSON or YAML text) turned into a plugin with one manual tool per operation.
 * `baseUrl` defaults to the document's first server; `include` keeps only the operations with one of
 * the `tags` or one of the `operationIds` (both given: either matches).
 */
export const ImportSubmissionRequestSchema = z.object({
  slug: PluginSlugSchema,
  name: safeString().min(1, "name must not be empty").max(200).optional(),
  description: safeString().max(4000).optional(),
  document: z.union([z.string().min(1, "document is empty").max(MAX_OPENAPI_DOCUMENT_CHARS), z.record(z.string(), z.unknown())], {
    error: "document must be an OpenAPI document: an object, or its JSON or YAML text",
  }),
  baseUrl: HttpUrlSchema.optional(),
  include: z
    .strictObject({
      tags: z.array(safeString().min(1).max(200)).max(500).optional(),
      operationIds: z.array(safeString().min(1).max(200)).max(5000).optional(),
    })
    .optional(),
  submitForReview: z.boolean().default(false),
});
export type ImportSubmissionRequest = z.input<typeof ImportSubmissionRequestSchema>;
export type ImportSubmissionParsed = z.output<typeof ImportSubmissionRequestSchema>;

/**
 * Something the import left out or changed: `operation` names it (`operationId`, else `METHOD path`),
 * absent for document-wide notes such as a skipped security scheme.
 */
export const ImportWarningSchema = z.object({
  operation: z.string().optional(),
  reason: z.string(),
});
export type ImportWarning = z.infer<typeof ImportWarningSchema>;

/** Response of `POST /api/v1/submissions/import`: the created submission, its tool count and the warnings. */
export const ImportSubmissionResponseSchema = z.object({
  submission: SubmissionItemSchema.extend({ toolCount: z.number().int() }),
  warnings: z.array(ImportWarningSchema),
});
export type ImportSubmissionResponse = z.infer<typeof ImportSubmissionResponseSchema>;
