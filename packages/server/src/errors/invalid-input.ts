import type { ValidationDetails } from "@plugboard/core";
import { ServiceError } from "./service-error.js";

/**
 * A 400 `{ error: 'Invalid input', code: 'invalid_input', details: { formErrors, fieldErrors } }` for a
 * rule the request schema cannot check alone (a taken slug, an unknown category, credentials that do
 * not fit their auth method). Same shape as a schema failure, so clients handle both one way.
 *
 * @example
 * throw invalidInput({ slug: [`slug "github" is already taken`] });
 */
export function invalidInput(fieldErrors: Record<string, string[]>, formErrors: string[] = []): ServiceError {
  const details: ValidationDetails = { formErrors, fieldErrors };
  return new ServiceError("invalid_input", "Invalid input", { details });
}
