import { describe, expect, it } from "vitest";
import { MAX_MCP_TOOL_NAME_LENGTH, mcpToolNames } from "./mcp-tool-names.js";

describe("mcpToolNames", () => {
  it("keeps a slug that only one listed plugin has", () => {
    expect(mcpToolNames([{ pluginSlug: "weather", slug: "GET_FORECAST" }])).toEqual(["GET_FORECAST"]);
  });

  it("prefixes the plugin slug when two listed plugins share a tool slug", () => {
    const names = mcpToolNames([
      { pluginSlug: "github", slug: "SEARCH" },
      { pluginSlug: "jira", slug: "SEARCH" },
      { pluginSlug: "jira", slug: "GET_ISSUE" },
    ]);
    expect(names).toEqual(["github__SEARCH", "jira__SEARCH", "GET_ISSUE"]);
  });

  it("shortens long names to 64 characters of [A-Za-z0-9_-], still distinct", () => {
    const long = "A".repeat(120);
    const names = mcpToolNames([
      { pluginSlug: "first-plugin", slug: `${long}_ONE` },
      { pluginSlug: "second-plugin", slug: `${long}_ONE` },
      { pluginSlug: "x", slug: `${long}_TWO` },
    ]);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(MAX_MCP_TOOL_NAME_LENGTH);
      expect(name).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(new Set(names).size).toBe(3);
  });

  it("gives the same names for the same list (stable across instances)", () => {
    const tools = [{ pluginSlug: "a", slug: "X".repeat(100) }];
    expect(mcpToolNames(tools)).toEqual(mcpToolNames(tools));
  });
});
