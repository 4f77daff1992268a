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

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const bounded = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function validPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/**
 * Converts one schema of a dereferenced OpenAPI document to JSON Schema 2020-12 that a validator
 * compiles in strict mode: only JSON Schema keywords are kept (OpenAPI's `example`, `xml`,
 * `discriminator` and `x-` extensions are dropped), `nullable` becomes a `"null"` type, a boolean
 * `exclusiveMaximum`/`exclusiveMinimum` becomes the numeric form, tuple `items` become `prefixItems`,
 * `readOnly` properties are left out (a request does not send them), and patterns a Unicode regular
 * expression cannot compile are dropped. A schema that refers back to itself becomes `{}` at the point
 * of recursion.
 *
 * @throws {UnsupportedOperationError} for a `$ref` left unresolved (external: never fetched) or a file type
 */
export function toJsonSchema(schema: unknown, version: OpenApiVersion): Json | boolean {
  return convert(schema, version, new Set(), 0);
}

function convert(node: unknown, version: OpenApiVersion, ancestors: Set<object>, depth: number): Json | boolean {
  if (typeof node === "boolean") return node;
  if (!isObject(node) || ancestors.has(node) || depth > MAX_DEPTH) return {};
  if (typeof node.$ref === "string") throw new UnsupportedOperationError(`its schema refers to ${node.$ref.slice(0, 200)}, which is not in the document (external references are never fetched)`);
  ancestors.add(node);
  try {
    return convertObject(node, version, (child) => convert(child, version, ancestors, depth + 1));
  } finally {
    ancestors.delete(node);
  }
}

function convertObject(node: Json, version: OpenApiVersion, child: (value: unknown) => Json | boolean): Json {
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
  for (const key of STRINGS) if (typeof node[key] === "string") out[key] = node[key];
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
  if (typeof node.pattern === "string" && validPattern(node.pattern)) out.pattern = node.pattern;
  if (Array.isArray(node.enum) && node.enum.length > 0) {
    out.enum = nullable && !node.enum.includes(null) ? [...node.enum, null] : node.enum;
  }
  if ("const" in node) out.const = node.const;
  if ("default" in node && node.default !== undefined) out.default = node.default;

  const readOnly = new Set<string>();
  for (const key of SCHEMA_MAPS) {
    if (!isObject(node[key])) continue;
    const members: Json = {};
    for (const [name, value] of Object.entries(node[key])) {
      if (key === "properties" && isObject(value) && value.readOnly === true) {
        readOnly.add(name);
        continue;
      }
      members[name] = child(value);
    }
    out[key] = members;
  }
  if (Array.isArray(node.required)) {
    const required = [...new Set(node.required.filter((name): name is string => typeof name === "string" && !readOnly.has(name)))];
    if (required.length > 0) out.required = required;
  }
  if (isObject(node.dependentRequired)) out.dependentRequired = node.dependentRequired;
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
