import { isLinearPattern } from "./is-linear-pattern.js";
import type { ConversionBudget } from "./conversion-budget.js";
import type { RefResolver } from "./ref-resolver.js";
import { UnsupportedOperationError } from "./unsupported-operation-error.js";

/** The OpenAPI family a document belongs to: its schemas differ (`nullable`, boolean `exclusiveMaximum`, `type: file`). */
export type OpenApiVersion = "2.0" | "3.0" | "3.1";

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const SCHEMA_MAPS = ["properties", "patternProperties", "dependentSchemas"] as const;
const SCHEMAS = ["additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems"] as const;
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"] as const;
const STRINGS = ["format", "contentMediaType", "contentEncoding"] as const;
const NUMBERS = ["maximum", "minimum"] as const;
const COUNTS = ["maxLength", "minLength", "maxItems", "minItems", "maxContains", "minContains", "maxProperties", "minProperties"] as const;
const FLAGS = ["uniqueItems", "readOnly", "writeOnly", "deprecated"] as const;
const MAX_TEXT = 1_000;
// Deeper schemas become `{}` (anything): a bound on the size of what a shared sub-schema can expand to.
const MAX_DEPTH = 16;

type Json = Record<string, unknown>;

/** What a conversion needs besides the schema: the document's family, its reference resolver and the budget it draws on. */
export interface ConversionContext {
  version: OpenApiVersion;
  resolve: RefResolver;
  budget: ConversionBudget;
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const bounded = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

// Bytes counted for a node's braces, keys and punctuation, besides its strings.
const NODE_BYTES = 16;

/**
 * A copy of a JSON value of the document (`enum`, `const`, `default`, `dependentRequired`) that counts
 * against the budget: such a value may itself hold shared references, so it is never copied unbounded.
 */
function copyJson(value: unknown, context: ConversionContext, ancestors: Set<object>): unknown {
  const resolved = context.resolve(value);
  if (typeof resolved === "string") {
    context.budget.spend(0, resolved.length + 2);
    return resolved;
  }
  if (typeof resolved !== "object" || resolved === null) {
    context.budget.spend(0, 8);
    return resolved;
  }
  if (ancestors.has(resolved)) throw new UnsupportedOperationError("one of its schema values refers to itself");
  context.budget.spend(1, NODE_BYTES);
  ancestors.add(resolved);
  try {
    if (Array.isArray(resolved)) return resolved.map((item) => copyJson(item, context, ancestors));
    const out: Json = {};
    for (const [key, item] of Object.entries(resolved)) {
      context.budget.spend(0, key.length);
      out[key] = copyJson(item, context, ancestors);
    }
    return out;
  } finally {
    ancestors.delete(resolved);
  }
}

/**
 * Converts one schema of a dereferenced OpenAPI document to JSON Schema 2020-12 that a validator
 * compiles in strict mode: only JSON Schema keywords are kept (OpenAPI's `example`, `xml`,
 * `discriminator` and `x-` extensions are dropped), `nullable` becomes a `"null"` type, a boolean
 * `exclusiveMaximum`/`exclusiveMinimum` becomes the numeric form, tuple `items` become `prefixItems`,
 * `readOnly` properties are left out (a request does not send them), and patterns RE2 cannot compile
 * (lookarounds, backreferences: params are checked with RE2, see `linearRegExp`) are dropped. Internal
 * `$ref`s are followed and inlined where used; a schema that refers back to itself becomes `{}` at the
 * point of recursion. Every node visited and every byte produced counts against `context.budget`.
 *
 * @throws {UnsupportedOperationError} for an external `$ref` (never fetched), a file type, or a schema
 * that expands past the operation's budget
 * @throws {DocumentTooLargeError} past the document's budget
 */
export function toJsonSchema(schema: unknown, context: ConversionContext): Json | boolean {
  return convert(schema, context, new Set(), 0);
}

function convert(reference: unknown, context: ConversionContext, ancestors: Set<object>, depth: number): Json | boolean {
  context.budget.spend(1, NODE_BYTES);
  const node = context.resolve(reference);
  if (typeof node === "boolean") return node;
  if (!isObject(node) || ancestors.has(node) || depth > MAX_DEPTH) return {};
  ancestors.add(node);
  try {
    return convertObject(node, context, (child) => convert(child, context, ancestors, depth + 1));
  } finally {
    ancestors.delete(node);
  }
}

function convertObject(node: Json, context: ConversionContext, child: (value: unknown) => Json | boolean): Json {
  const { version, budget } = context;
  const copy = (value: unknown) => copyJson(value, context, new Set());
  const out: Json = {};
  let types = (Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]).filter((type): type is string => typeof type === "string");
  if (types.includes("file")) throw new UnsupportedOperationError("it uploads a file (type file), which needs a multipart body");
  types = types.filter((type) => JSON_TYPES.has(type));
  const nullable = version !== "3.1" && (node.nullable === true || node["x-nullable"] === true);
  if (nullable && types.length > 0 && !types.includes("null")) types.push("null");
  if (types.length === 1) out.type = types[0];
  else if (types.length > 1) out.type = [...new Set(types)];

  if (typeof node.title === "string") out.title = bounded(node.title);
  if (typeof node.description === "string") out.description = bounded(node.description);
  for (const key of STRINGS) if (typeof node[key] === "string") out[key] = bounded(node[key] as string);
  for (const key of NUMBERS) if (typeof node[key] === "number") out[key] = node[key];
  for (const key of COUNTS) if (Number.isInteger(node[key]) && (node[key] as number) >= 0) out[key] = node[key];
  for (const key of FLAGS) if (typeof node[key] === "boolean") out[key] = node[key];
  if (typeof node.multipleOf === "number" && node.multipleOf > 0) out.multipleOf = node.multipleOf;
  for (const [exclusive, bound] of [["exclusiveMaximum", "maximum"], ["exclusiveMinimum", "minimum"]] as const) {
    const value = node[exclusive];
    if (typeof value === "number") out[exclusive] = value;
    else if (value === true && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    }
  }
  if (typeof node.pattern === "string" && node.pattern.length <= MAX_TEXT && isLinearPattern(node.pattern)) out.pattern = node.pattern;
  budget.spend(0, [out.title, out.description, out.pattern, ...STRINGS.map((key) => out[key])].reduce<number>((sum, text) => sum + (typeof text === "string" ? text.length : 0), 0));
  if (Array.isArray(node.enum) && node.enum.length > 0) {
    const values = copy(node.enum) as unknown[];
    out.enum = nullable && !values.includes(null) ? [...values, null] : values;
  }
  if ("const" in node) out.const = copy(node.const);
  if ("default" in node && node.default !== undefined) out.default = copy(node.default);

  const readOnly = new Set<string>();
  for (const key of SCHEMA_MAPS) {
    if (!isObject(node[key])) continue;
    const members: Json = {};
    for (const [name, value] of Object.entries(node[key])) {
      budget.spend(0, name.length);
      const resolved = context.resolve(value);
      if (key === "properties" && isObject(resolved) && resolved.readOnly === true) {
        readOnly.add(name);
        continue;
      }
      members[name] = child(value);
    }
    out[key] = members;
  }
  if (Array.isArray(node.required)) {
    const required = [...new Set(node.required.filter((name): name is string => typeof name === "string" && !readOnly.has(name)))];
    budget.spend(0, required.reduce((sum, name) => sum + name.length + 3, 0));
    if (required.length > 0) out.required = required;
  }
  if (isObject(node.dependentRequired)) out.dependentRequired = copy(node.dependentRequired);
  for (const key of SCHEMAS) if (key in node && (isObject(node[key]) || typeof node[key] === "boolean")) out[key] = child(node[key]);
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list) && list.length > 0) out[key] = list.map(child);
  }
  if (Array.isArray(node.items)) {
    if (node.items.length > 0) out.prefixItems = node.items.map(child);
  } else if (isObject(node.items) || typeof node.items === "boolean") {
    out.items = child(node.items);
  }
  return out;
}
