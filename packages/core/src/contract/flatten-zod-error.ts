import type * as z from "zod";
import type { ValidationDetails } from "./common.js";

/**
 * Flattens a Zod error into `{ formErrors, fieldErrors }` where each key of `fieldErrors` is the
 * dotted path of the offending field (`tools.0.slug`), so a 400 names exactly what is wrong.
 *
 * @example
 * flattenZodError(error) // { formErrors: [], fieldErrors: { "tools.0.slug": ["tool slug must be UPPER_SNAKE_CASE ..."] } }
 */
export function flattenZodError(error: z.ZodError): ValidationDetails {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      formErrors.push(issue.message);
      continue;
    }
    const key = issue.path.map(String).join(".");
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { formErrors, fieldErrors };
}
