import { compilePath } from "./expand-path";

/**
 * The input schema a model is shown for a manual tool: the author's JSON Schema with every `{placeholder}`
 * of the tool's path added as a required string property (an author's own definition of that property is
 * kept, and only marked required). Without it a model could not call `/repos/{owner}` unless the author
 * repeated `owner` in the schema.
 *
 * @example
 * toolInputSchema({ type: "object", properties: { q: { type: "string" } } }, "/repos/{owner}/issues")
 * // { type: "object", properties: { q: {...}, owner: { type: "string", description: "Path parameter" } }, required: ["owner"] }
 */
export function toolInputSchema(schema: Record<string, unknown> | null | undefined, path: string): Record<string, unknown> {
  const base: Record<string, unknown> = schema ?? { type: "object", properties: {} };
  const names = compilePath(path).names;
  if (names.length === 0) return base;
  const properties = copyOf((base.properties as Record<string, unknown> | undefined) ?? {});
  for (const name of names) properties[name] ??= { type: "string", description: `Path parameter {${name}}` };
  const required = [...new Set([...(Array.isArray(base.required) ? (base.required as string[]) : []), ...names])];
  const result = copyOf(base);
  result.type = base.type ?? "object";
  result.properties = properties;
  result.required = required;
  return result;
}

/**
 * A shallow copy of `record` (same keys, same order), made by plain stores: `{ ...record, key }` over an
 * existing key gives each copy a hidden class of its own in V8, and a catalog of ten thousand tools then
 * held ten thousand of them (about 2 MB).
 */
function copyOf(record: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(record)) copy[key] = record[key];
  return copy;
}
