// Every TypeScript block of README.md is a region of a file under test/readme/, which `tsc -p .`
// type-checks (so the examples compile against the real API): `<!-- snippet: test/readme/x.ts#name -->`
// before the block, and the block equal to the region.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(join(packageDir, "README.md"), "utf8").split("\n");

interface Block {
  line: number;
  language: string;
  code: string;
  snippet: string | undefined;
}

function blocks(): Block[] {
  const found: Block[] = [];
  for (let index = 0; index < readme.length; index++) {
    const open = /^```(\w*)\s*$/.exec(readme[index]!);
    if (!open) continue;
    const start = index;
    const body: string[] = [];
    for (index++; index < readme.length && !/^```\s*$/.test(readme[index]!); index++) body.push(readme[index]!);
    const marker = /^<!--\s*snippet:\s*(\S+)\s*-->$/.exec(readme[start - 1]?.trim() ?? "");
    found.push({ line: start + 1, language: open[1]!, code: body.join("\n"), snippet: marker?.[1] });
  }
  return found;
}

function region(reference: string): string {
  const [file, name] = reference.split("#");
  const lines = readFileSync(join(packageDir, file!), "utf8").split("\n");
  const begin = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line, index) => index > begin && line.trim() === `// #endregion ${name}`);
  if (begin < 0 || end < 0) throw new Error(`${reference}: region not found`);
  return lines.slice(begin + 1, end).join("\n").trimEnd();
}

const code = blocks().filter((block) => ["ts", "typescript", "js"].includes(block.language));

describe("README.md code blocks", () => {
  it("has TypeScript examples", () => {
    expect(code.length).toBeGreaterThanOrEqual(5);
  });

  it.each(code.map((block) => [`README.md:${block.line}`, block] as const))("%s is a region of a type-checked file", (_name, block) => {
    expect(block.snippet, "missing <!-- snippet: … --> marker").toBeDefined();
    expect(block.code).toBe(region(block.snippet!));
  });
});
