// Every TypeScript or JavaScript code block of the guides must be a region of a file that CI type-checks:
// the block is preceded by `<!-- snippet: path/to/file.ts#region -->` (path from the repository root)
// and must equal that region. Those files are type-checked below.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const docs = join(root, "docs");
const CODE_LANGUAGES = new Set(["ts", "typescript", "js", "javascript", "tsx", "mjs"]);

interface Block {
  guide: string;
  line: number;
  language: string;
  code: string;
  snippet?: string;
}

function blocksOf(guide: string): Block[] {
  const lines = readFileSync(join(docs, guide), "utf8").split("\n");
  const blocks: Block[] = [];
  for (let index = 0; index < lines.length; index++) {
    // A fence may be indented (a block inside a list item): its lines lose the fence's indent.
    const open = /^( *)```(\w*)\s*$/.exec(lines[index]!);
    if (!open) continue;
    const indent = open[1]!;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && lines[index]!.trim() !== "```"; index++) {
      const line = lines[index]!;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    const marker = /^<!--\s*snippet:\s*(\S+)\s*-->$/.exec(lines[start - 1]?.trim() ?? "");
    blocks.push({ guide, line: start + 1, language: open[2]!, code: body.join("\n"), ...(marker ? { snippet: marker[1] } : {}) });
  }
  return blocks;
}

function region(reference: string): string {
  const [file, name] = reference.split("#");
  const path = join(root, file!);
  if (!existsSync(path)) throw new Error(`${reference}: no such file`);
  const lines = readFileSync(path, "utf8").split("\n");
  if (!name) return lines.join("\n").trimEnd();
  const begin = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line, index) => index > begin && line.trim() === `// #endregion ${name}`);
  if (begin < 0 || end < 0) throw new Error(`${reference}: region not found`);
  const body = lines.slice(begin + 1, end).filter((line) => !/^\s*\/\/ #(end)?region /.test(line));
  const indent = Math.min(...body.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  return body.map((line) => line.slice(indent)).join("\n").trimEnd();
}

const guides = readdirSync(docs).filter((name) => name.endsWith(".md"));
const blocks = guides.flatMap(blocksOf).filter((block) => CODE_LANGUAGES.has(block.language));

describe("docs code blocks", () => {
  it("has guides with code", () => {
    expect(guides.length).toBeGreaterThan(0);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [`${block.guide}:${block.line}`, block] as const))("%s is taken from a type-checked file", (_name, block) => {
    expect(block.snippet, "precede the block with <!-- snippet: file.ts#region -->").toBeDefined();
    expect(block.code).toBe(region(block.snippet!));
  });

  it("type-checks every file the guides take code from", () => {
    const projects = new Set<string>();
    for (const block of blocks) {
      let dir = dirname(join(root, block.snippet!.split("#")[0]!));
      while (!existsSync(join(dir, "tsconfig.json"))) dir = dirname(dir);
      projects.add(dir);
    }
    const tsc = join(root, "node_modules", ".bin", "tsc");
    for (const project of projects) {
      try {
        execFileSync(tsc, ["--noEmit", "-p", project], { cwd: root, stdio: "pipe" });
      } catch (error) {
        const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
        throw new Error(`tsc failed in ${project}:\n${output}`);
      }
    }
    // One tsc per project, one after another: minutes on a busy 2-core machine.
  }, 600_000);
});
