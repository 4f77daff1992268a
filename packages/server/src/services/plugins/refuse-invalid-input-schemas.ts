import { invalidInput } from "../../errors/invalid-input.js";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { compileInputSchema, inputSchemaProblem } from "../../infra/compile-input-schema.js";

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

// The event loop is given back at least this often (ms) while thousands of schemas are checked.
const SLICE_MS = 20;

/**
 * {@link refuseInvalidInputSchemas} for the thousands of schemas an OpenAPI import builds: each is
 * checked against its meta-schema rather than compiled (see `inputSchemaProblem`; compiling 5,000
 * schemas took 25 s), and the event loop is given back every few milliseconds.
 *
 * @throws {ServiceError} 400 `invalid_input` naming each field
 */
export async function refuseInvalidImportedInputSchemas(schemas: ReadonlyArray<{ field: string; schema: unknown }>): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  let sliceStarted = performance.now();
  for (const { field, schema } of schemas) {
    if (performance.now() - sliceStarted > SLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
    if (schema === null || schema === undefined) continue;
    const problem = inputSchemaProblem(schema);
    if (problem) fieldErrors[field] = [problem];
  }
  if (Object.keys(fieldErrors).length > 0) throw invalidInput(fieldErrors);
}
