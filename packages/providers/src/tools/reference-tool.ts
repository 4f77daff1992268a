import type { ProviderToolInput } from "@plugboard/core";

/** One param of a hand-written tool: a JSON Schema, where it goes, and whether it is required. */
export type ReferenceParam = Record<string, unknown> & {
  /** `path` (a `{name}` of the path), `query`, `header`, or `body` (a property of the JSON or form body). Default: `path` when the path names it, else `query` for GET/DELETE and `body` otherwise. */
  in?: "path" | "query" | "header" | "body";
  /** The param is required (a path param always is). Named apart from JSON Schema's own `required` list. */
  requiredParam?: boolean;
};

/**
 * `schema` as a query parameter of a {@link referenceTool} (tools files import it as `q`).
 *
 * @example
 * referenceTool({ …, params: { page: inQuery({ type: "integer", minimum: 1 }) } })
 */
export function inQuery(schema: Record<string, unknown>): ReferenceParam {
  return { ...schema, in: "query" };
}

/** A tool hand-written from the provider's API reference (see {@link referenceTool}). */
export interface ReferenceToolSpec {
  slug: string;
  name: string;
  description: string;
  method: ProviderToolInput["method"];
  path: string;
  /** The reference page of this exact endpoint. */
  url: string;
  params?: Record<string, ReferenceParam>;
  /** How body params are encoded (default `json`). */
  body?: "json" | "form";
  /** The one body param whose value is the whole body (e.g. a map of field values), instead of an object of body params. */
  bodyParam?: string;
}

/**
 * A provider tool hand-written from an API reference, placed as the OpenAPI import would place it:
 * path `{params}` filled from the params, `placement.query` / `header` for the others so placed, and
 * the rest as a JSON (or form) body whenever the tool has body params.
 *
 * @example
 * referenceTool({ slug: "GET_MODEL", name: "Get a model", description: "…", method: "GET", path: "/v1/models/{model_id}",
 *   url: "https://docs.example.com/models/get", params: { model_id: { type: "string" } } })
 */
export function referenceTool(spec: ReferenceToolSpec): ProviderToolInput {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const query: string[] = [];
  const header: string[] = [];
  let hasBody = false;
  const pathNames = new Set([...spec.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!));
  for (const [name, { in: where, requiredParam: isRequired, ...schema }] of Object.entries(spec.params ?? {})) {
    properties[name] = schema;
    const placed = where ?? (pathNames.has(name) ? "path" : spec.method === "GET" || spec.method === "DELETE" ? "query" : "body");
    if (placed === "query") query.push(name);
    if (placed === "header") header.push(name);
    if (placed === "body") hasBody = true;
    if (isRequired || placed === "path") required.push(name);
  }
  return {
    slug: spec.slug,
    name: spec.name,
    description: spec.description,
    method: spec.method,
    path: spec.path,
    inputSchema: { type: "object", properties, ...(required.length > 0 ? { required } : {}) },
    placement: { query, header, ...(hasBody ? { body: spec.body ?? "json" } : {}), ...(spec.bodyParam !== undefined ? { bodyParam: spec.bodyParam } : {}) },
    source: { kind: "reference", url: spec.url },
  };
}

/**
 * The URL of one operation in a provider's published OpenAPI document: the document's address with a
 * JSON Pointer fragment to `paths/<path>/<method>` — the citation of a hand-written tool when the
 * provider's reference pages have no stable address per endpoint.
 *
 * @example
 * openApiOperationUrl("https://github.com/PagerDuty/api-schema/blob/main/reference/REST/openapiv3.json", "/incidents", "get")
 * // "https://github.com/PagerDuty/api-schema/blob/main/reference/REST/openapiv3.json#/paths/~1incidents/get"
 */
export function openApiOperationUrl(document: string, path: string, method: string): string {
  return `${document}#/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method.toLowerCase()}`;
}
