import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { linearRegExp } from "./linear-reg-exp.js";

/** A tool's input schema compiled by Ajv, or why it could not be. */
export type CompiledInputSchema = { ok: true; validate: ValidateFunction } | { ok: false; error: string };

/** One problem of a params object: the field (`params.<path>`, `params` for the object itself) and what is wrong. */
export interface ParamsIssue {
  field: string;
  message: string;
}

// Real-world schemas (MCP servers, imported OpenAPI documents) carry keywords Ajv does not know:
// strict mode off ignores them, while a schema that is not valid JSON Schema still fails to compile.
// Patterns run on RE2 (linear time): an author's `^(a+)+$` cannot let a caller's params hold the event loop.
const OPTIONS = { strict: false, allErrors: true, logger: false, addUsedSchema: false, code: { regExp: linearRegExp } } as const;

// Ajv keeps every schema it ever compiled, and its validator, in the instance's code scope (the generated
// code refers to them by index), whatever `removeSchema` is told: 10,000 submitted tools left 35 MB there.
// So an instance compiles at most this many schemas and is then dropped; the validators it made keep it
// alive only as long as they are kept themselves. A new instance costs about 1 ms and 40 KB.
const COMPILES_PER_INSTANCE = 256;

interface Dialect {
  ajv: Ajv;
  compiles: number;
}

let draft2020: Dialect | undefined;
let draft07: Dialect | undefined;

/** Whether a schema's `$schema` names draft-07 (or an older draft); 2020-12 otherwise. */
function isDraft07(schema: Record<string, unknown>): boolean {
  return typeof schema.$schema === "string" && /draft-0[4-7]/.test(schema.$schema);
}

/** The current instance for a schema's `$schema`: draft-07 (and older drafts) by name, 2020-12 otherwise. */
function dialectFor(schema: Record<string, unknown>): Dialect {
  if (isDraft07(schema)) return (draft07 ??= { ajv: addFormats(new Ajv(OPTIONS)), compiles: 0 });
  return (draft2020 ??= { ajv: addFormats(new Ajv2020(OPTIONS)), compiles: 0 });
}

/** Counts a compile on `dialect`'s instance, and lets the instance go once it has done its share. */
function countCompile(dialect: Dialect): void {
  if (++dialect.compiles < COMPILES_PER_INSTANCE) return;
  if (draft07 === dialect) draft07 = undefined;
  if (draft2020 === dialect) draft2020 = undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Compiles a tool's `inputSchema` (JSON Schema 2020-12 by default; draft-07 when its `$schema` says so,
 * as many MCP servers publish) into a validator of a tool's params. The schema must describe an object
 * (`type: "object"` or no `type`). Formats are checked (`ajv-formats`); unknown keywords are ignored.
 * `pattern`s run on RE2 ({@link linearRegExp}): one RE2 cannot compile (a lookaround, a backreference)
 * makes the schema fail to compile.
 * Compiling is the costly part: callers keep the result (see the execution pipeline's params validator).
 *
 * @example
 * const compiled = compileInputSchema({ type: "object", properties: { limit: { type: "integer", maximum: 100 } } });
 * if (!compiled.ok) throw invalidInput({ inputSchema: [compiled.error] });
 */
export function compileInputSchema(schema: unknown): CompiledInputSchema {
  if (!isPlainObject(schema)) return { ok: false, error: "inputSchema must be a JSON Schema object" };
  if (schema.type !== undefined && schema.type !== "object") {
    return { ok: false, error: `inputSchema must describe an object (type "object"), not ${JSON.stringify(schema.type)}` };
  }
  // The dialect picked the instance; compiling without `$schema` lets draft-04/06 schemas through too.
  const { $schema: _dialect, ...body } = schema;
  const dialect = dialectFor(schema);
  try {
    return { ok: true, validate: dialect.ajv.compile(body) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `inputSchema is not a valid JSON Schema: ${message}`.slice(0, 500) };
  } finally {
    // Ajv keeps every compiled schema (and its $id) in its cache otherwise; its code scope is bounded above.
    dialect.ajv.removeSchema(body);
    countCompile(dialect);
  }
}

/**
 * Why a tool's `inputSchema` is not a valid JSON Schema of an object, or `undefined`: the checks of
 * {@link compileInputSchema} short of compiling (the schema against its dialect's meta-schema), about
 * fifty times cheaper. For schemas built to compile, such as an OpenAPI import's (no `$ref`, patterns
 * RE2 compiles); a schema that still fails to compile at execution goes unchecked, and that is logged.
 *
 * @example
 * inputSchemaProblem({ type: "object", properties: { a: { type: "strng" } } }) // "inputSchema is not a valid JSON Schema: …"
 */
export function inputSchemaProblem(schema: unknown): string | undefined {
  if (!isPlainObject(schema)) return "inputSchema must be a JSON Schema object";
  if (schema.type !== undefined && schema.type !== "object") return `inputSchema must describe an object (type "object"), not ${JSON.stringify(schema.type)}`;
  const { $schema: _dialect, ...body } = schema;
  const { ajv } = dialectFor(schema);
  if (ajv.validateSchema(body) === true) return undefined;
  return `inputSchema is not a valid JSON Schema: schema is invalid: ${ajv.errorsText(ajv.errors)}`.slice(0, 500);
}

/** `/a/0/b` → `params.a.0.b` (JSON Pointer escapes undone). */
function fieldOf(instancePath: string, child?: string): string {
  const parts = instancePath === "" ? [] : instancePath.slice(1).split("/").map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (child !== undefined) parts.push(child);
  return ["params", ...parts].join(".");
}

/**
 * Turns Ajv's errors into one issue per offending field, named `params.<field>` like the 400s of the
 * request schemas name theirs (`required` and `additionalProperties` name the property itself).
 *
 * @example
 * describeParamsErrors(validate.errors ?? []) // [{ field: "params.limit", message: "must be <= 100" }]
 */
export function describeParamsErrors(errors: readonly ErrorObject[]): ParamsIssue[] {
  return errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "required") return { field: fieldOf(error.instancePath, String(params.missingProperty)), message: "is required" };
    if (error.keyword === "additionalProperties") {
      return { field: fieldOf(error.instancePath, String(params.additionalProperty)), message: "is not a parameter of this tool" };
    }
    if (error.keyword === "unevaluatedProperties") {
      return { field: fieldOf(error.instancePath, String(params.unevaluatedProperty)), message: "is not a parameter of this tool" };
    }
    return { field: fieldOf(error.instancePath), message: error.message ?? `fails the schema's ${error.keyword} rule` };
  });
}
