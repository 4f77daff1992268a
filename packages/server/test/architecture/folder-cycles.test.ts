import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { folderCycles, folderGraphs, importEdges } from "./import-graph.js";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const graphs = folderGraphs(importEdges(SRC));
const topLevel = graphs.get(".") ?? new Map<string, Set<string>>();
const importsOf = (unit: string) => [...(topLevel.get(unit) ?? [])].sort();

describe("the server's folders (src/)", () => {
  it("import each other without loops, at every level (no folder imports one that imports it back)", () => {
    const loops = [...graphs].flatMap(([folder, graph]) => folderCycles(graph).map((cycle) => `${folder}: ${cycle.join(" ↔ ")}`));
    expect(loops).toEqual([]);
  });

  it("arrows go one way: http → services → sources, infra → store", () => {
    expect(importsOf("services/")).not.toContain("http/");
    for (const lower of ["sources/", "infra/", "store/"]) {
      expect(importsOf(lower).filter((unit) => ["http/", "services/", "compose.ts", "create-plugboard.ts"].includes(unit)), lower).toEqual([]);
    }
    expect(importsOf("infra/")).not.toContain("sources/");
    expect(importsOf("store/").filter((unit) => unit !== "logging/" && unit !== "errors/")).toEqual([]);
  });

  it("the check sees real edges (guards the checks above)", () => {
    expect(importsOf("http/")).toContain("services/");
    expect(importsOf("services/")).toEqual(expect.arrayContaining(["sources/", "infra/", "store/"]));
    expect(folderCycles(new Map([["a/", new Set(["b/"])], ["b/", new Set(["c.ts"])], ["c.ts", new Set(["a/"])]]))).toEqual([["a/", "b/", "c.ts"]]);
    expect(folderCycles(new Map([["a.ts", new Set(["b.ts"])], ["b.ts", new Set(["a.ts"])]]))).toEqual([]);
  });
});
