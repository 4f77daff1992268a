import { RESERVED_HEADERS, type ToolParamPlacementInput } from "../contract/tool-param-placement.js";
import type { HttpMethod, ToolInput } from "../contract/tool.js";
import { toJsonSchema, type ConversionContext } from "./to-json-schema.js";
import { UnsupportedOperationError } from "./unsupported-operation-error.js";

/** One operation of a document, as the importer found it (its `$ref`s followed through `context.resolve`). */
export interface OpenApiOperation {
  method: HttpMethod;
  path: string;
  operation: Record<string, any>;
  /** Parameters declared on the path item (the operation's own override them by name and location). */
  pathParameters: unknown[];
  /** The document's version, its reference resolver and this operation's conversion budget. */
  context: ConversionContext;
  /** Swagger 2.0: media types the document's operations consume by default. */
  consumes?: string[];
}

const MAX_DESCRIPTION = 1_024;
// Per OpenAPI, header parameters with these names are ignored (the request's own headers define them).
// Header params left out: Plugboard sets these itself (Accept from the tool, the rest per request and
// by the auth method); a tool cannot carry them as params (see RESERVED_HEADERS). A Cookie header is not
// among them: the operation cannot be called without what it carries, so it is skipped like a cookie param.
const IGNORED_HEADERS: ReadonlySet<string> = new Set(["accept", ...[...RESERVED_HEADERS].filter((name) => name !== "cookie")]);
const PLACEHOLDER_NAME = /^[A-Za-z0-9_.-]+$/;

const isObject = (value: unknown): value is Record<string, any> => typeof value === "object" && value !== null && !Array.isArray(value);
const isJsonMedia = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === "*/*";
const isFormMedia = (type: string) => /^application\/x-www-form-urlencoded\b/i.test(type);

function bound(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function parameterSchema(parameter: Record<string, any>, context: ConversionContext): Record<string, unknown> | boolean {
  if (context.version === "2.0") {
    const { name: _name, in: _in, required: _required, description: _description, ...schema } = parameter;
    return toJsonSchema(schema, context);
  }
  if (parameter.schema !== undefined) return toJsonSchema(parameter.schema, context);
  const media = isObject(parameter.content) ? context.resolve(Object.values(parameter.content)[0]) : undefined;
  return toJsonSchema(isObject(media) ? (media.schema ?? {}) : {}, context);
}

function withDescription(schema: Record<string, unknown> | boolean, description: unknown): Record<string, unknown> | boolean {
  if (typeof description !== "string" || !description.trim() || typeof schema === "boolean" || schema.description) return schema;
  return { ...schema, description: bound(description.trim(), 1_000) };
}

/** The operation's parameters: the path item's, overridden by the operation's own of the same name and location. */
function mergedParameters(item: OpenApiOperation): Record<string, any>[] {
  const byKey = new Map<string, Record<string, any>>();
  const own = Array.isArray(item.operation.parameters) ? (item.operation.parameters as unknown[]) : [];
  for (const parameter of [...item.pathParameters, ...own]) {
    const value = item.context.resolve(parameter);
    if (!isObject(value)) continue;
    byKey.set(`${value.in}:${value.name}`, value);
  }
  return [...byKey.values()];
}

/** The request body: its schema, encoding and whether it is required; undefined without one. */
function requestBody(item: OpenApiOperation, formParameters: Record<string, any>[], bodyParameter: Record<string, any> | undefined) {
  const { operation, context } = item;
  if (context.version === "2.0") {
    const consumes: string[] = operation.consumes ?? item.consumes ?? [];
    if (formParameters.length > 0) {
      if (formParameters.some((parameter) => parameter.type === "file") || (consumes.length > 0 && !consumes.some(isFormMedia))) {
        throw new UnsupportedOperationError("it sends a multipart/form-data body (file upload), which manual tools cannot send");
      }
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const parameter of formParameters) {
        properties[parameter.name] = withDescription(parameterSchema(parameter, context), parameter.description);
        if (parameter.required === true) required.push(parameter.name);
      }
      return { schema: { type: "object", properties, ...(required.length ? { required } : {}) }, encoding: "form" as const, required: true };
    }
    if (!bodyParameter) return undefined;
    if (consumes.length > 0 && !consumes.some(isJsonMedia)) {
      throw new UnsupportedOperationError(`its body media types (${consumes.join(", ")}) are not supported: JSON and form-urlencoded only`);
    }
    return { schema: toJsonSchema(bodyParameter.schema ?? {}, context), encoding: "json" as const, required: bodyParameter.required === true };
  }
  const body = context.resolve(operation.requestBody);
  if (!isObject(body)) return undefined;
  const types = isObject(body.content) ? Object.keys(body.content) : [];
  const json = types.find(isJsonMedia);
  const form = types.find(isFormMedia);
  const chosen = json ?? form;
  if (!chosen) {
    throw new UnsupportedOperationError(
      types.length === 0 ? "its request body has no media type" : `its request body media types (${types.join(", ")}) are not supported: JSON and form-urlencoded only`,
    );
  }
  const media = context.resolve(body.content[chosen]);
  // A form whose properties are declared `style: deepObject` (Stripe) nests values in brackets.
  const deep = !json && isObject(media) && isObject(media.encoding) && Object.values(media.encoding).some((entry) => isObject(entry) && entry.style === "deepObject");
  const encoding = json ? ("json" as const) : deep ? ("form-nested" as const) : ("form" as const);
  return { schema: toJsonSchema(isObject(media) ? (media.schema ?? {}) : {}, context), encoding, required: body.required === true };
}

/**
 * An operation's path as a tool's: a `#fragment` dropped (never sent by a client; APIs-guru's AWS and
 * Azure documents key operations sharing one path as `/#Action=…` or `/#X-Amz-Target=…`), and a query
 * string (`/files/{name}?view=info`, which OpenAPI does not allow but real documents hold) taken out as
 * params of fixed value.
 *
 * @throws {UnsupportedOperationError} for a query string that is not `name=value` pairs
 */
function splitPath(raw: string): { path: string; fixedQuery: Array<[string, string]> } {
  const withoutFragment = raw.split("#")[0] || "/";
  const [path = "/", query] = withoutFragment.split(/\?(.*)/s, 2);
  if (query === undefined || query === "") return { path: path || "/", fixedQuery: [] };
  if (/[{}]/.test(query)) throw new UnsupportedOperationError("its path holds a query string with placeholders");
  const fixedQuery = [...new URLSearchParams(query)].filter(([name]) => name !== "");
  const names = fixedQuery.map(([name]) => name);
  if (new Set(names).size !== names.length) throw new UnsupportedOperationError("its path's query string repeats a name");
  return { path: path || "/", fixedQuery };
}

/** True for a body schema whose properties can sit beside the parameters: a plain object schema. */
function isPlainObject(schema: Record<string, unknown> | boolean): schema is Record<string, unknown> & { properties?: Record<string, unknown> } {
  if (typeof schema === "boolean") return false;
  const objectType = schema.type === "object" || (schema.type === undefined && typeof schema.properties === "object");
  // `additionalProperties: false` merges too: the body then simply holds the listed properties.
  const open = (key: string) => key === "additionalProperties" && (schema[key] === true || schema[key] === false);
  return objectType && !["allOf", "anyOf", "oneOf", "not", "if", "patternProperties", "additionalProperties"].some((key) => key in schema && !open(key));
}

/**
 * The manual tool of one operation (its slug is the caller's): name from `summary`, description from
 * `summary` + `description` (at most 1,024 characters), `inputSchema` from the path, query and header
 * parameters and the request body — a JSON (or form) object body's properties beside the parameters,
 * any other body under `body` — with `required` as the document says, and a `placement` telling
 * execution where each param goes.
 *
 * @throws {UnsupportedOperationError} when the operation cannot be expressed (multipart, cookie params, …)
 */
export function operationToTool(item: OpenApiOperation): Omit<ToolInput, "slug"> {
  const { method, operation, context } = item;
  const { path, fixedQuery } = splitPath(item.path);
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const placement: ToolParamPlacementInput = { query: [], header: [] };
  const formParameters: Record<string, any>[] = [];
  let bodyParameter: Record<string, any> | undefined;
  const add = (name: string, schema: Record<string, unknown> | boolean, isRequired: boolean) => {
    if (name in properties) throw new UnsupportedOperationError(`two of its parameters are named ${name}`);
    properties[name] = schema;
    if (isRequired) required.add(name);
  };

  for (const parameter of mergedParameters(item)) {
    const name = String(parameter.name ?? "");
    if (!name) throw new UnsupportedOperationError("a parameter has no name");
    switch (parameter.in) {
      case "path":
        if (!PLACEHOLDER_NAME.test(name)) throw new UnsupportedOperationError(`its path parameter ${name} has characters a placeholder cannot hold`);
        add(name, withDescription(parameterSchema(parameter, context), parameter.description), true);
        break;
      case "query":
        add(name, withDescription(parameterSchema(parameter, context), parameter.description), parameter.required === true);
        placement.query!.push(name);
        break;
      case "header":
        if (IGNORED_HEADERS.has(name.toLowerCase())) break;
        if (name.toLowerCase() === "cookie") throw new UnsupportedOperationError("its Cookie header parameter cannot be sent (path, query, header and body only)");
        add(name, withDescription(parameterSchema(parameter, context), parameter.description), parameter.required === true);
        placement.header!.push(name);
        break;
      case "cookie":
        throw new UnsupportedOperationError(`its cookie parameter ${name} cannot be sent (path, query, header and body only)`);
      case "formData":
        formParameters.push(parameter);
        break;
      case "body":
        bodyParameter = parameter;
        break;
      default:
        throw new UnsupportedOperationError(`its parameter ${name} is in ${String(parameter.in)}, which is not supported`);
    }
  }

  // The path's own query (`/files/{name}?view=info`): a param of that one value, unless the operation declares that param itself.
  for (const [name, value] of fixedQuery) {
    if (name in properties) continue;
    add(name, { type: "string", enum: [value], default: value, description: `Always ${JSON.stringify(value)}: part of the operation's path` }, true);
    placement.query!.push(name);
  }

  const body = requestBody(item, formParameters, bodyParameter);
  if (body && method === "GET") throw new UnsupportedOperationError("it is a GET with a request body, which cannot be sent");
  if (body) {
    const bodyProperties = isPlainObject(body.schema) ? (body.schema.properties ?? {}) : undefined;
    if (bodyProperties && !Object.keys(bodyProperties).some((name) => name in properties)) {
      const bodyRequired = body.required && Array.isArray((body.schema as Record<string, unknown>).required) ? ((body.schema as Record<string, unknown>).required as string[]) : [];
      for (const [name, schema] of Object.entries(bodyProperties)) add(name, schema as Record<string, unknown>, bodyRequired.includes(name));
      placement.body = body.encoding;
    } else {
      const bodyParam = ["body", "requestBody"].find((name) => !(name in properties));
      if (!bodyParam) throw new UnsupportedOperationError("its parameters already use the names body and requestBody");
      add(bodyParam, withDescription(body.schema, "The request body"), body.required);
      placement.body = body.encoding;
      placement.bodyParam = bodyParam;
    }
  }

  const summary = typeof operation.summary === "string" ? operation.summary.trim() : "";
  const described = typeof operation.description === "string" ? operation.description.trim() : "";
  const details = described === summary ? "" : described;
  const fallback = typeof operation.operationId === "string" && operation.operationId.trim() ? operation.operationId.trim() : `${method} ${path}`;
  const inputSchema: Record<string, unknown> = { type: "object", properties, ...(required.size > 0 ? { required: [...required] } : {}) };
  return {
    name: bound(summary || fallback, 200),
    description: bound([summary, details].filter(Boolean).join("\n\n") || fallback, MAX_DESCRIPTION),
    method,
    path,
    inputSchema,
    placement,
  };
}
