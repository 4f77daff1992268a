import { describe, expect, it } from "vitest";
import { toMcpToolRows } from "./list-mcp-tools.js";

describe("toMcpToolRows", () => {
  it("normalizes slugs (kept distinct, deterministically), prefers titles for names, sorts by slug and keeps the last of repeated names", () => {
    const rows = toMcpToolRows([
      { name: "text.reverse", inputSchema: { type: "object" } },
      { name: "text-reverse", title: "Reverse (dash)", inputSchema: { type: "object" } },
      { name: "add", description: "Adds", annotations: { title: "Add numbers" }, inputSchema: { type: "object" } },
      { name: "add", description: "again", inputSchema: { type: "object" } },
    ]);
    expect(rows.map((row) => [row.mcpToolName, row.slug, row.name])).toEqual([
      ["add", "ADD", "add"],
      ["text-reverse", "TEXT_REVERSE", "Reverse (dash)"],
      ["text.reverse", "TEXT_REVERSE_2", "text.reverse"],
    ]);
    expect(rows[0]!.description).toBe("again");
  });
});
