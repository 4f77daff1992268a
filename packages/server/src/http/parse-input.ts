import { flattenZodError } from "@plugboard/core";
import type * as z from "zod";
import { ServiceError } from "../errors/service-error.js";

/**
 * Validates a request body or query with a core schema; a failure is a 400
 * `{ error: 'Invalid input', details }` naming each offending field.
 *
 * @example
 * const body = parseInput(CreateConnectionRequestSchema, request.body);
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw new ServiceError("invalid_input", "Invalid input", { details: flattenZodError(result.error) });
  }
  return result.data;
}
