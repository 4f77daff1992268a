import { headerValueProblem, type ToolBodyEncoding, type ToolParamPlacement } from "@plugboard/core";
import { PathParamError, type AuthInjection } from "@plugboard/core/server";
import type { OutboundRequest } from "../../outbound/outbound-http.js";
import type { PreparedAuth, ResolvedTool } from "./manual-tool-source.js";

function appendParam(target: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendParam(target, name, item);
    return;
  }
  target.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
}

function headerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(headerText).join(",");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** What the params add to a request besides its path: query parameters, headers and a body. */
interface PlacedParams {
  headers: Record<string, string>;
  body?: { text: string; contentType: string };
}

/**
 * Appends `value` under `name` in bracket notation (Stripe's form encoding): an object's members as
 * `name[key]`, an array's scalars as `name[]` and its objects as `name[index]`, scalars as text; an
 * empty object or array as an empty value.
 */
function appendNested(target: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    if (value.length === 0) target.append(name, "");
    value.forEach((item, index) => appendNested(target, typeof item === "object" && item !== null ? `${name}[${index}]` : `${name}[]`, item));
    return;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) target.append(name, "");
    for (const [key, item] of entries) appendNested(target, `${name}[${key}]`, item);
    return;
  }
  target.append(name, String(value));
}

function encodeBody(value: unknown, encoding: ToolBodyEncoding): { text: string; contentType: string } {
  if (encoding === "json") return { text: JSON.stringify(value ?? null), contentType: "application/json" };
  const form = new URLSearchParams();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [name, item] of Object.entries(value)) (encoding === "form-nested" ? appendNested : appendParam)(form, name, item);
  }
  return { text: form.toString(), contentType: "application/x-www-form-urlencoded" };
}

/** Params placed by the tool's `placement` (see `ToolParamPlacementSchema`). */
function placeParams(tool: ResolvedTool, placement: ToolParamPlacement, rest: Record<string, unknown>, url: URL): PlacedParams {
  const remaining = { ...rest };
  const take = (name: string): unknown => {
    const value = remaining[name];
    delete remaining[name];
    return value;
  };
  for (const name of placement.query) appendParam(url.searchParams, name, take(name));
  const headers: Record<string, string> = {};
  for (const name of placement.header) {
    const value = take(name);
    if (value === undefined || value === null) continue;
    const text = headerText(value);
    const problem = headerValueProblem(text);
    if (problem) {
      throw new PathParamError({ code: "invalid_header_param", param: name, template: tool.path.template, message: `param ${name} is sent as a header and ${problem}` });
    }
    headers[name.toLowerCase()] = text;
  }
  if (!placement.body || tool.method === "GET") {
    for (const [name, value] of Object.entries(remaining)) appendParam(url.searchParams, name, value);
    return { headers };
  }
  if (placement.bodyParam === undefined) return { headers, body: encodeBody(remaining, placement.body) };
  const body = take(placement.bodyParam);
  for (const [name, value] of Object.entries(remaining)) appendParam(url.searchParams, name, value);
  return { headers, ...(body !== undefined ? { body: encodeBody(body, placement.body) } : {}) };
}

/** Today's rule for a tool without placement: the rest in the query string for GET and DELETE, else a JSON body. */
function defaultPlacement(method: string, rest: Record<string, unknown>, url: URL): PlacedParams {
  if (method === "GET" || method === "DELETE") {
    for (const [name, value] of Object.entries(rest)) appendParam(url.searchParams, name, value);
    return { headers: {} };
  }
  return { headers: {}, body: encodeBody(rest, "json") };
}

/**
 * Builds the outgoing request of a manual tool: placeholders expanded (percent-encoded, unable to
 * change the path's structure); then, without a `placement`, the remaining params in the query string
 * for GET and DELETE (arrays as repeated keys, objects as JSON) or as the JSON body otherwise; with one,
 * each param where it says (query, headers, a JSON or form body). The base URL is the connection's
 * (`auth.baseUrl`, placeholders filled by `authorize`), else the plugin's. Static tool headers, then header
 * params, then the injected auth (auth wins, whatever the letter case).
 *
 * @throws {PathParamError} when a placeholder param is missing or unsafe, or a header param cannot be sent
 */
export function buildToolRequest(tool: ResolvedTool, params: Record<string, unknown>, auth: AuthInjection & Partial<Pick<PreparedAuth, "baseUrl">>): OutboundRequest {
  const { path, rest } = tool.path.expand(params);
  const url = new URL((auth.baseUrl ?? tool.plugin.baseUrl) + path);
  const placed = tool.placement ? placeParams(tool, tool.placement, rest, url) : defaultPlacement(tool.method, rest, url);
  for (const [name, value] of Object.entries(auth.query)) url.searchParams.set(name, value);

  const headers: Record<string, string> = { accept: "application/json, text/plain;q=0.9, */*;q=0.8" };
  for (const [name, value] of Object.entries(tool.headers)) headers[name.toLowerCase()] = value;
  Object.assign(headers, placed.headers);
  for (const name of Object.keys(auth.headers)) delete headers[name.toLowerCase()];
  for (const [name, value] of Object.entries(auth.headers)) headers[name.toLowerCase()] = value;
  if (placed.body) headers["content-type"] = placed.body.contentType;
  return { method: tool.method, url, headers, ...(placed.body ? { body: placed.body.text } : {}) };
}
