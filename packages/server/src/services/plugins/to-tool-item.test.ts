import { describe, expect, it } from "vitest";
import { manualToolItem, mcpToolId, mcpToolItem } from "./to-tool-item.js";

const plugin = { slug: "example", name: "Example" };

describe("tool items", () => {
  it("give an MCP tool a stable id that is not a UUID, and no output schema", () => {
    expect(mcpToolId("example", "text.reverse")).toBe("mcp:example:text.reverse");
    expect(mcpToolItem(plugin, { mcpToolName: "text.reverse", slug: "TEXT_REVERSE", name: "Reverse", description: "", inputSchema: { type: "object", properties: { text: { type: "string" } } } })).toEqual({
      id: "mcp:example:text.reverse",
      slug: "TEXT_REVERSE",
      name: "Reverse",
      description: "",
      inputSchema: { type: "object", properties: { text: { type: "string" } } },
      outputSchema: null,
      pluginSlug: "example",
      pluginName: "Example",
      source: "mcp",
    });
  });

  it("give a manual tool its method and path, and its path placeholders as required parameters", () => {
    const item = manualToolItem(plugin, { id: "t1", slug: "GET_THING", name: "Get", description: "d", method: "GET", path: "/things/{id}", inputSchema: null, outputSchema: [] });
    expect(item).toMatchObject({
      id: "t1",
      source: "manual",
      method: "GET",
      path: "/things/{id}",
      inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
      outputSchema: null,
    });
    const plain = manualToolItem(plugin, { id: "t2", slug: "LIST", name: "List", description: "d", method: "GET", path: "/things", inputSchema: null, outputSchema: null });
    expect(plain.inputSchema).toEqual({ type: "object", properties: {} });
  });

  it("pass an MCP server's tool annotations on", () => {
    const item = mcpToolItem(plugin, { mcpToolName: "get", slug: "GET", name: "Get", description: "", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } });
    expect(item.annotations).toEqual({ readOnlyHint: true });
  });
});
