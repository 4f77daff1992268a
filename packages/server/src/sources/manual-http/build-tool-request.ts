import type { AuthInjection } from "@plugboard/core";
import type { OutboundRequest } from "../../infra/outbound-http.js";
import type { ResolvedTool } from "./manual-tool-source.js";

function appendQuery(url: URL, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(url, name, item);
    return;
  }
  url.searchParams.append(name, typeof value === "object" ? JSON.stringify(value) : String(value));
}

/**
 * Builds the outgoing request of a manual tool: placeholders expanded (percent-encoded, unable to
 * change the path's structure), remaining params in the query string for GET and DELETE (arrays as
 * repeated keys, objects as JSON) or as the JSON body otherwise, static tool headers merged under
 * the injected auth (auth wins, whatever the letter case).
 *
 * @throws {PathParamError} when a placeholder param is missing or unsafe
 */
export function buildToolRequest(tool: ResolvedTool, params: Record<string, unknown>, auth: AuthInjection): OutboundRequest {
  const { path, rest } = tool.path.expand(params);
  const url = new URL(tool.plugin.baseUrl + path);
  const hasBody = tool.method !== "GET" && tool.method !== "DELETE";
  if (!hasBody) for (const [name, value] of Object.entries(rest)) appendQuery(url, name, value);
  for (const [name, value] of Object.entries(auth.query)) url.searchParams.set(name, value);

  const headers: Record<string, string> = { accept: "application/json, text/plain;q=0.9, */*;q=0.8" };
  const authNames = new Set(Object.keys(auth.headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(tool.headers)) {
    if (!authNames.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  for (const [name, value] of Object.entries(auth.headers)) headers[name.toLowerCase()] = value;
  let body: string | undefined;
  if (hasBody) {
    body = JSON.stringify(rest);
    headers["content-type"] = "application/json";
  }
  return { method: tool.method, url, headers, ...(body !== undefined ? { body } : {}) };
}
