/** A JSON Schema as a plain object. */
export type JsonSchemaObject = Record<string, unknown>;

/** The input schema of a tool after {@link sanitizeJsonSchema}: always an object schema with properties. */
export type ToolInputJsonSchema = JsonSchemaObject & { type: "object"; properties: Record<string, JsonSchemaObject> };

/** Keywords that only describe the document; some providers (Gemini) reject them, none needs them. */
const DOCUMENT_KEYWORDS = ["$schema", "$id", "$comment"];
/** Keywords OpenAI refuses at the top level of function parameters. */
const TOP_LEVEL_COMBINATORS = ["anyOf", "oneOf", "allOf", "not", "enum", "const"];
/** Keywords whose value is one subschema. */
const SCHEMA_KEYWORDS = ["additionalProperties", "unevaluatedProperties", "items", "additionalItems", "contains", "not", "if", "then", "else", "propertyNames"];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LIST_KEYWORDS = ["anyOf", "oneOf", "allOf", "prefixItems"];
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP_KEYWORDS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

/**
 * Turns a tool's input schema (JSON Schema as listed by Plugboard, possibly from an MCP server) into
 * one that OpenAI, Anthropic and Gemini all accept as function parameters, without changing what
 * input it allows where that can be kept:
 *
 * - the result is always `{ type: "object", properties: {…} }` (a missing or non-object schema
 *   becomes an empty object schema: Plugboard only sends object params);
 * - `anyOf` / `oneOf` / `allOf` at the top level (refused by OpenAI) are merged into one object:
 *   properties of every branch, `required` kept only when every branch (any branch, for `allOf`)
 *   requires it; a top-level `not` / `enum` / `const` is dropped;
 * - `required` keeps only strings naming a declared property (Gemini refuses others);
 * - `$schema`, `$id` and `$comment` are dropped everywhere; `true` / `false` subschemas become `{}` /
 *   `{ not: {} }`; an array schema without `items` gets `items: {}` (OpenAI and Gemini need it);
 * - the input is never modified; the result shares nothing with it.
 *
 * @example
 * sanitizeJsonSchema({ $schema: "http://json-schema.org/draft-07/schema#", properties: { q: { type: "string" } }, required: ["q", "x"] });
 * // { type: "object", properties: { q: { type: "string" } }, required: ["q"] }
 */
export function sanitizeJsonSchema(schema: unknown): ToolInputJsonSchema {
  const cleaned = isObject(schema) ? cleanSchema(schema) : {};
  if (!describesObject(cleaned.type)) {
    const description = typeof cleaned.description === "string" ? { description: cleaned.description } : {};
    return { type: "object", properties: {}, ...description };
  }
  const flattened = flattenTopLevel(cleaned);
  const properties = isObject(flattened.properties) ? (flattened.properties as Record<string, JsonSchemaObject>) : {};
  const result: JsonSchemaObject = { ...flattened, type: "object", properties };
  for (const keyword of TOP_LEVEL_COMBINATORS) delete result[keyword];
  const required = requiredOf(flattened, properties);
  if (required.length > 0) result.required = required;
  else delete result.required;
  return result as ToolInputJsonSchema;
}

/** Deep copy of a subschema with the document keywords removed and booleans and arrays made explicit. */
function cleanSchema(schema: JsonSchemaObject): JsonSchemaObject {
  const result: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DOCUMENT_KEYWORDS.includes(key)) continue;
    if (SCHEMA_KEYWORDS.includes(key)) {
      // `items` may still be a list (draft 4–2019 tuples); `additionalProperties: false` must stay a boolean.
      if (key === "items" && Array.isArray(value)) result[key] = value.map(cleanSubschema);
      else if (typeof value === "boolean" && (key === "additionalProperties" || key === "unevaluatedProperties" || key === "additionalItems")) result[key] = value;
      else result[key] = cleanSubschema(value);
    } else if (SCHEMA_LIST_KEYWORDS.includes(key) && Array.isArray(value)) {
      result[key] = value.map(cleanSubschema);
    } else if (SCHEMA_MAP_KEYWORDS.includes(key)) {
      if (!isObject(value)) continue;
      result[key] = Object.fromEntries(Object.entries(value).map(([name, subschema]) => [name, cleanSubschema(subschema)]));
    } else {
      result[key] = copyJson(value);
    }
  }
  if (isArrayType(result.type) && result.items === undefined && result.prefixItems === undefined) result.items = {};
  return result;
}

function cleanSubschema(value: unknown): JsonSchemaObject {
  if (value === false) return { not: {} };
  return isObject(value) ? cleanSchema(value) : {};
}

/** Merges top-level `allOf`, `anyOf` and `oneOf` branches that describe objects into the schema itself. */
function flattenTopLevel(schema: JsonSchemaObject): JsonSchemaObject {
  let result = schema;
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
    const branches = result[keyword];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const objects = (branches as JsonSchemaObject[]).map(flattenTopLevel);
    const properties: Record<string, unknown> = { ...(isObject(result.properties) ? result.properties : {}) };
    for (const branch of objects) {
      if (isObject(branch.properties)) for (const [name, subschema] of Object.entries(branch.properties)) properties[name] ??= subschema;
    }
    const own = stringList(result.required);
    const lists = objects.map((branch) => stringList(branch.required));
    const fromBranches =
      keyword === "allOf"
        ? lists.flat()
        : (lists[0] ?? []).filter((name) => lists.every((list) => list.includes(name)));
    result = { ...result, properties, required: [...new Set([...own, ...fromBranches])] };
    delete result[keyword];
  }
  return result;
}

function requiredOf(schema: JsonSchemaObject, properties: Record<string, unknown>): string[] {
  return [...new Set(stringList(schema.required))].filter((name) => Object.hasOwn(properties, name));
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** No `type` (an object is then assumed), `"object"`, or a list of types that includes it. */
function describesObject(type: unknown): boolean {
  return type === undefined || type === "object" || (Array.isArray(type) && type.includes("object"));
}

function isArrayType(type: unknown): boolean {
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copyJson(entry)]));
  return value;
}
