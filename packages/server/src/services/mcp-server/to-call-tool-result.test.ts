import { describe, expect, it } from "vitest";
import { connectResult, toCallToolResult } from "./to-call-tool-result.js";

describe("toCallToolResult", () => {
  it("gives a manual tool's object as JSON text and structured content", () => {
    const result = toCallToolResult("manual", { success: true, data: { temp: 21 }, status: 200, latencyMs: 3 });
    expect(result).toEqual({ content: [{ type: "text", text: '{"temp":21}' }], structuredContent: { temp: 21 } });
  });

  it("gives an array or a string as text only", () => {
    expect(toCallToolResult("manual", { success: true, data: [1, 2], status: 200, latencyMs: 1 })).toEqual({ content: [{ type: "text", text: "[1,2]" }] });
    expect(toCallToolResult("manual", { success: true, data: "ok", status: 200, latencyMs: 1 })).toEqual({ content: [{ type: "text", text: '"ok"' }] });
  });

  it("passes an MCP tool's result through unchanged", () => {
    const data = { content: [{ type: "image", data: "iVBOR", mimeType: "image/png" }], structuredContent: { a: 1 } };
    expect(toCallToolResult("mcp", { success: true, data, status: 200, latencyMs: 1 })).toBe(data);
    const failed = { isError: true, content: [{ type: "text", text: "boom" }] };
    expect(toCallToolResult("mcp", { success: false, data: failed, error: "boom", status: 200, latencyMs: 1 })).toBe(failed);
  });

  it("marks an upstream failure as isError with its status, error and body", () => {
    const result = toCallToolResult("manual", { success: false, data: { message: "rate limited" }, error: "The external API answered with status 429", status: 429, latencyMs: 1 });
    expect(result.isError).toBe(true);
    expect(result.content[0]).toEqual({
      type: "text",
      text: 'The tool call failed (status 429): The external API answered with status 429\nResponse: {"message":"rate limited"}',
    });
  });

  it("says when no response arrived", () => {
    const result = toCallToolResult("mcp", { success: false, data: null, error: "timed out", status: 0, latencyMs: 1 });
    expect(result).toEqual({ isError: true, content: [{ type: "text", text: "The tool call failed (no response): timed out" }] });
  });
});

describe("connectResult", () => {
  it("tells the model to hand the link to the user", () => {
    const result = connectResult({ pluginName: "GitHub", connectUrl: "http://pb/connect/x", reauthorize: false });
    expect(result.isError).toBe(true);
    expect(result.content[0]).toMatchObject({ type: "text", text: expect.stringContaining("open this link to connect") });
    expect(JSON.stringify(result)).toContain("http://pb/connect/x");
  });
});
