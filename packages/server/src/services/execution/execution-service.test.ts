import { describe, expect, it } from "vitest";
import type { SourceTool, ToolSource } from "../../sources/tool-source.js";
import { pickTool } from "./execution-service.js";

const source = (kind: ToolSource["kind"]) => ({ kind }) as ToolSource;
const manual = source("manual");
const mcp = source("mcp");
const tool = (plugin: string): SourceTool => ({ slug: "SEARCH", origin: `https://${plugin}.example`, plugin: { id: `id-${plugin}`, slug: plugin }, inputSchema: {} });

describe("pickTool (the one conflict rule)", () => {
  it("takes the only candidate, whatever its source", () => {
    expect(pickTool([{ source: mcp, tool: tool("linear") }], { tool: "SEARCH" }).source).toBe(mcp);
    expect(pickTool([{ source: manual, tool: tool("github") }], { tool: "SEARCH" }).source).toBe(manual);
  });

  it("refuses a slug in several plugins, manual and MCP alike, naming them in order, unless plugin chooses", () => {
    const candidates = [
      { source: mcp, tool: tool("linear") },
      { source: manual, tool: tool("github") },
    ];
    expect(() => pickTool(candidates, { tool: "SEARCH" })).toThrowError('Tool "SEARCH" exists in several plugins (github, linear); pass "plugin" to choose one');
    expect(pickTool(candidates, { tool: "SEARCH", plugin: "linear" }).source).toBe(mcp);
    expect(pickTool(candidates, { tool: "SEARCH", plugin: "github" }).source).toBe(manual);
  });

  it("within one plugin, its manual tool wins over its MCP tool of the same slug", () => {
    const both = [
      { source: mcp, tool: tool("notion") },
      { source: manual, tool: tool("notion") },
    ];
    expect(pickTool(both, { tool: "SEARCH" }).source).toBe(manual);
  });

  it("answers 404 when nothing (or nothing in the chosen plugin) matches", () => {
    expect(() => pickTool([], { tool: "SEARCH" })).toThrowError(expect.objectContaining({ code: "not_found", status: 404 }));
    expect(() => pickTool([{ source: mcp, tool: tool("linear") }], { tool: "SEARCH", plugin: "github" })).toThrowError(/No tool "SEARCH"/);
  });
});
