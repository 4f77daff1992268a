import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** One relative import between two source files of a folder tree (paths relative to its root, `/`-separated). */
export interface ImportEdge {
  from: string;
  to: string;
}

const IMPORT = /(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * Every relative import between the `.ts` files under `root` (tests and the generated Prisma client
 * left out), type-only imports included: a type import ties folders together as much as a value import.
 */
export function importEdges(root: string): ImportEdge[] {
  const base = resolve(root);
  const files: string[] = [];
  (function walk(directory: string) {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && entry.name !== "node_modules") walk(path);
      } else if (/\.(ts|mts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(path);
    }
  })(base);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(dirname(file), (match[1] ?? match[2])!);
      if (!target.startsWith(base + sep)) continue;
      edges.push({ from: relative(base, file).split(sep).join("/"), to: relative(base, target).split(sep).join("/") });
    }
  }
  return edges;
}

/**
 * The import graph between the children of each folder: for an import from `a/b/x.ts` to `a/c/y.ts`
 * the folder `a` gets the edge `b/ → c/` (a file directly in the folder is a unit of its own). Imports
 * within one child are not edges of its parent.
 */
export function folderGraphs(edges: readonly ImportEdge[]): Map<string, Map<string, Set<string>>> {
  const graphs = new Map<string, Map<string, Set<string>>>();
  for (const { from, to } of edges) {
    const a = from.split("/");
    const b = to.split("/");
    let depth = 0;
    while (depth < a.length - 1 && depth < b.length - 1 && a[depth] === b[depth]) depth += 1;
    const unit = (parts: string[]) => (depth < parts.length - 1 ? `${parts[depth]}/` : parts[depth]!.replace(/\.js$/, ".ts"));
    const source = unit(a);
    const target = unit(b);
    if (source === target || target === "generated/") continue;
    const folder = a.slice(0, depth).join("/") || ".";
    const graph = graphs.get(folder) ?? new Map<string, Set<string>>();
    graphs.set(folder, graph);
    const out = graph.get(source) ?? new Set<string>();
    graph.set(source, out);
    out.add(target);
  }
  return graphs;
}

/** The cycles of a graph that pass through at least one folder unit (strongly connected components, Tarjan). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 && component.some((unit) => unit.endsWith("/"))) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components;
}
