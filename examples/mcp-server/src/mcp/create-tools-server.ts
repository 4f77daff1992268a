import * as z from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** Names of the tools this server offers (`get-time` and `text.reverse` exercise slug normalization). */
export const TOOL_NAMES = ["echo", "add", "whoami", "fail", "get-time", "text.reverse"] as const;

/** What `whoami` reports, as JSON text. */
export interface WhoamiResult {
  /** The end-user the token was issued to (`anonymous` when authorization is off). */
  subject: string;
  /** The OAuth client the token was issued to (`null` when authorization is off). */
  clientId: string | null;
  scopes: string[];
}

const text = (value: string): CallToolResult => ({ content: [{ type: "text", text: value }] });

/**
 * One MCP server instance with the example tools. The SDK binds a server to one transport, so the HTTP layer
 * creates one per session. `onToolCall` runs before every tool (the example counts calls with it).
 *
 * Tools: `echo` → `echo: <message>`; `add` → the sum as text; `whoami` → {@link WhoamiResult} as JSON text;
 * `fail` → `isError: true` with `this tool always fails`; `get-time` → the current time, ISO 8601;
 * `text.reverse` → the text reversed.
 */
export function createToolsServer(options: { onToolCall: () => void }): McpServer {
  const server = new McpServer({ name: "plugboard-example-mcp-server", version: "1.0.0" });
  const count = options.onToolCall;

  server.registerTool(
    "echo",
    {
      title: "Echo",
      description: "Returns the message it was given, prefixed with 'echo: '.",
      inputSchema: { message: z.string().describe("Text to send back") },
      annotations: { readOnlyHint: true, idempotentHint: true },
    },
    async ({ message }) => {
      count();
      return text(`echo: ${message}`);
    },
  );

  server.registerTool(
    "add",
    {
      title: "Add",
      description: "Adds two numbers and returns the sum as text.",
      inputSchema: { a: z.number().describe("First addend"), b: z.number().describe("Second addend") },
      annotations: { readOnlyHint: true, idempotentHint: true },
    },
    async ({ a, b }) => {
      count();
      return text(String(a + b));
    },
  );

  server.registerTool(
    "whoami",
    {
      title: "Who am I",
      description: "Returns the subject, client id and scopes of the access token used for this call, as JSON.",
      annotations: { readOnlyHint: true },
    },
    async (extra) => {
      count();
      const auth = extra.authInfo;
      const result: WhoamiResult = {
        subject: typeof auth?.extra?.subject === "string" ? auth.extra.subject : "anonymous",
        clientId: auth?.clientId ?? null,
        scopes: auth?.scopes ?? [],
      };
      return text(JSON.stringify(result));
    },
  );

  server.registerTool(
    "fail",
    {
      title: "Fail",
      description: "Always fails with a tool error (isError: true), to test error handling.",
      annotations: { readOnlyHint: true },
    },
    async () => {
      count();
      return { ...text("this tool always fails"), isError: true };
    },
  );

  server.registerTool(
    "get-time",
    {
      title: "Get time",
      description: "Returns the server's current time in ISO 8601 (UTC).",
      annotations: { readOnlyHint: true },
    },
    async () => {
      count();
      return text(new Date().toISOString());
    },
  );

  server.registerTool(
    "text.reverse",
    {
      title: "Reverse text",
      description: "Returns the text with its characters in reverse order.",
      inputSchema: { text: z.string().describe("Text to reverse") },
      annotations: { readOnlyHint: true, idempotentHint: true },
    },
    async (input) => {
      count();
      return text([...input.text].reverse().join(""));
    },
  );

  return server;
}
