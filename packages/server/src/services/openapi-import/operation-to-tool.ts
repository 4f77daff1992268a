import type { HttpMethod, ToolInput, ToolParamPlacementInput } from "@plugboard/core";
import { toJsonSchema, type OpenApiVersion } from "./to-json-schema.js";
import { UnsupportedOperationError } from "./unsupported-operation-error.js";

/** One operation of a dereferenced document, as the importer found it. */
export interface OpenApiOperation {
  method: HttpMethod;
  path: string;
  operation: Record<string, any>;
  /** Parameters declared on the path item (the operation's own override them by name and location). */
  pathParameters: unknown[];
  version: OpenApiVersion;
  /** Swagger 2.0: media types the document's operations consume by default. */
  consumes?: string[];
}

const MAX_DESCRIPTION = 1_024;
// Per OpenAPI, header parameters with these names are ignored (the request's own headers define them).
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
const PLACEHOLDER_NAME = /^[A-Za-z0-9_.-]+$/;

const isJsonMedia = (type: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === "*/*";
const isFormMedia = (type: string) => /^application\/x-www-form-urlencoded\b/i.test(type);

function bound(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function parameterSchema(parameter: Record<string, any>, version: OpenApiVersion): Record<string, unknown> | boolean {
  if (version === "2.0") {
    const { name: _name, in: _in, required: _required, description: _description, ...schema } = parameter;
    return toJsonSchema(schema, version);
  }
  if (parameter.schema !== undefined) return toJsonSchema(parameter.schema, version);
  const media = parameter.content ? Object.values(parameter.content)[0] : undefined;
  return toJsonSchema((media as Record<string, unknown> | undefined)?.schema ?? {}, version);
}

function withDescription(schema: Record<string, unknown> | boolean, description: unknown): Record<string, unknown> | boolean {
  if (typeof description !== "string" || !description.trim() || typeof schema === "boolean" || schema.description) return schema;
  return { ...schema, description: bound(description.trim(), 1_000) };
}

/** The operation's parameters: the path item's, overridden by the operation's own of the same name and location. */
function mergedParameters(item: OpenApiOperation): Record<string, any>[] {
  const byKey = new Map<string, Record<string, any>>();
  for (const parameter of [...item.pathParameters, ...((item.operation.parameters as unknown[]) ?? [])]) {
    if (typeof parameter !== "object" || parameter === null) continue;
    const value = parameter as Record<string, any>;
    if (typeof value.$ref === "string") throw new UnsupportedOperationError(`its parameter ${value.$ref.slice(0, 200)} is not in the document (external references are never fetched)`);
    byKey.set(`${value.in}:${value.name}`, value);
  }
  return [...byKey.values()];
}

/** The request body: its schema, encoding and whether it is required; undefined without one. */
function requestBody(item: OpenApiOperation, formParameters: Record<string, any>[], bodyParameter: Record<string, any> | undefined) {
  const { operation, version } = item;
  if (version === "2.0") {
    const consumes: string[] = operation.consumes ?? item.consumes ?? [];
    if (formParameters.length > 0) {
      if (formParameters.some((parameter) => parameter.type === "file") || (consumes.length > 0 && !consumes.some(isFormMedia))) {
        throw new UnsupportedOperationError("it sends a multipart/form-data body (file upload), which manual tools cannot send");
      }
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const parameter of formParameters) {
        properties[parameter.name] = withDescription(parameterSchema(parameter, version), parameter.description);
        if (parameter.required === true) required.push(parameter.name);
      }
      return { schema: { type: "object", properties, ...(required.length ? { required } : {}) }, encoding: "form" as const, required: true };
    }
    if (!bodyParameter) return undefined;
    if (consumes.length > 0 && !consumes.some(isJsonMedia)) {
      throw new UnsupportedOperationError(`its body media types (${consumes.join(", ")}) are not supported: JSON and form-urlencoded only`);
    }
    return { schema: toJsonSchema(bodyParameter.schema ?? {}, version), encoding: "json" as const, required: bodyParameter.required === true };
  }
  const body = operation.requestBody as Record<string, any> | undefined;
  if (!body) return undefined;
  if (typeof body.$ref === "string") throw new UnsupportedOperationError(`its request body ${body.$ref.slice(0, 200)} is not in the document (external references are never fetched)`);
  const types = Object.keys(body.content ?? {});
  const json = types.find(isJsonMedia);
  const form = types.find(isFormMedia);
  const chosen = json ?? form;
  if (!chosen) {
    throw new UnsupportedOperationError(
      types.length === 0 ? "its request body has no media type" : `its request body media types (${types.join(", ")}) are not supported: JSON and form-urlencoded only`,
    );
  }
  return { schema: toJsonSchema(body.content[chosen]?.schema ?? {}, version), encoding: json ? ("json" as const) : ("form" as const), required: body.required === true };
}

/** True for a body schema whose properties can sit beside the parameters: a plain object schema. */
function isPlainObject(schema: Record<string, unknown> | boolean): schema is Record<string, unknown> & { properties?: Record<string, unknown> } {
  if (typeof schema === "boolean") return false;
  const objectType = schema.type === "object" || (schema.type === undefined && typeof schema.properties === "object");
  return objectType && !["allOf", "anyOf", "oneOf", "not", "if", "patternProperties", "additionalProperties"].some((key) => key in schema && schema[key] !== true);
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
  const { method, path, operation, version } = item;
  if (/[?#]/.test(path)) throw new UnsupportedOperationError("its path holds ? or #");
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
        add(name, withDescription(parameterSchema(parameter, version), parameter.description), true);
        break;
      case "query":
        add(name, withDescription(parameterSchema(parameter, version), parameter.description), parameter.required === true);
        placement.query!.push(name);
        break;
      case "header":
        if (IGNORED_HEADERS.has(name.toLowerCase())) break;
        add(name, withDescription(parameterSchema(parameter, version), parameter.description), parameter.required === true);
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
