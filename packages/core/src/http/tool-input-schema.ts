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
  const properties = { ...((base.properties as Record<string, unknown> | undefined) ?? {}) };
  for (const name of names) properties[name] ??= { type: "string", description: `Path parameter {${name}}` };
  const required = [...new Set([...(Array.isArray(base.required) ? (base.required as string[]) : []), ...names])];
  return { ...base, type: base.type ?? "object", properties, required };
}
