import { invalidInput } from "../../errors/invalid-input.js";
import { compileInputSchema } from "../../infra/compile-input-schema.js";

/**
 * Refuses tool input schemas that executions could not check params against: a schema Ajv cannot
 * compile (JSON Schema 2020-12, or draft-07 by `$schema`), or one that does not describe an object.
 * Absent schemas (`null`, `undefined`) are fine. Every bad schema is named in one 400.
 *
 * @example
 * refuseInvalidInputSchemas(input.tools.map((tool, index) => ({ field: `tools.${index}.inputSchema`, schema: tool.inputSchema })));
 * @throws {ServiceError} 400 `invalid_input` naming each field
 */
export function refuseInvalidInputSchemas(schemas: ReadonlyArray<{ field: string; schema: unknown }>): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const { field, schema } of schemas) {
    if (schema === null || schema === undefined) continue;
    const compiled = compileInputSchema(schema);
    if (!compiled.ok) fieldErrors[field] = [compiled.error];
  }
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(fieldErrors);
}
