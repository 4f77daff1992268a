import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ExecuteToolResponse, ToolSourceKind } from "@plugboard/core";

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCallToolResult(value: unknown): value is CallToolResult {
  return isPlainObject(value) && Array.isArray(value.content);
}

/**
 * Maps an execution envelope to what an MCP client receives from `tools/call`:
 * - an MCP tool's result passes through unchanged (text, images, audio, resource links, embedded
 *   resources, `structuredContent`, `isError`);
 * - a manual tool's data becomes one text block of JSON, plus `structuredContent` when it is an object;
 * - a failed call is `isError: true` with the status and the error in the text (and the upstream's
 *   answer, when there was one, so the model can read what went wrong).
 */
export function toCallToolResult(source: ToolSourceKind, body: ExecuteToolResponse): CallToolResult {
  if (source === "mcp" && isCallToolResult(body.data)) return body.data;
  if (body.success) {
    const text = body.data === undefined ? "null" : JSON.stringify(body.data);
    return { content: [{ type: "text", text }], ...(isPlainObject(body.data) ? { structuredContent: body.data } : {}) };
  }
  const upstream = body.data === null || body.data === undefined ? "" : `\nResponse: ${typeof body.data === "string" ? body.data : JSON.stringify(body.data)}`;
  const status = body.status === 0 ? "no response" : `status ${body.status}`;
  return { isError: true, content: [{ type: "text", text: `The tool call failed (${status}): ${body.error}${upstream}` }] };
}

/**
 * The `isError` result that asks the user to connect: the model is told plainly to hand the link over.
 *
 * @example
 * connectResult({ pluginName: "GitHub", connectUrl, reauthorize: false })
 */
export function connectResult(input: { pluginName: string; connectUrl: string; reauthorize: boolean }): CallToolResult {
  const why = input.reauthorize
    ? `The user's connection to ${input.pluginName} has expired and must be authorized again.`
    : `The user has not connected ${input.pluginName} yet.`;
  return {
    isError: true,
    content: [
      {
        type: "text",
        text: `${why} Ask the user to open this link to connect, then try again: ${input.connectUrl}`,
      },
    ],
  };
}
