import * as z from "zod";
import { safeString } from "./safe-string.js";

/** Plugin slug: lowercase letters, digits, hyphens or underscores. */
export const PluginSlugSchema = z
  .string()
  .min(1, "slug is required")
  .max(64, "slug must be at most 64 characters")
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "slug must use lowercase letters, digits, hyphens or underscores");

/** Tool slug: uppercase letters (and digits) with underscores, e.g. `CREATE_ISSUE`. */
export const ToolSlugSchema = z
  .string()
  .min(1, "tool slug is required")
  .max(128, "tool slug must be at most 128 characters")
  .regex(/^[A-Z][A-Z0-9_]*$/, "tool slug must be UPPER_SNAKE_CASE (uppercase letters, digits, underscores)");

/** The developer-supplied end-user identifier. */
export const UserIdSchema = safeString().min(1, "userId is required").max(256, "userId must be at most 256 characters");

/** An absolute http(s) URL. */
export const HttpUrlSchema = safeString()
  .max(2048, "URL must be at most 2048 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an absolute http(s) URL");

/** A JSON Schema object (kept as given). */
export const JsonSchemaObjectSchema = z.record(z.string(), z.unknown());

/** ISO 8601 timestamp string. */
export const TimestampSchema = z.string();

/** Boolean that also accepts the query-string spellings `true`/`false`/`1`/`0`. */
export const QueryBooleanSchema = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1"),
]);

/** Error body of every failed request: `{ error }`, with a machine-readable `code` and, for validation, `details`. */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Flattened validation errors: dotted field paths (`tools.0.slug`) to their messages. */
export const ValidationDetailsSchema = z.object({
  formErrors: z.array(z.string()),
  fieldErrors: z.record(z.string(), z.array(z.string())),
});
export type ValidationDetails = z.infer<typeof ValidationDetailsSchema>;

/** `400 { error: 'Invalid input', details }`: every request that fails its schema. */
export const ValidationErrorResponseSchema = z.object({
  error: z.literal("Invalid input"),
  code: z.literal("invalid_input").optional(),
  details: ValidationDetailsSchema,
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;
