// The repository documents itself: no tracked file points at files a user of the repository does not
// have (the specification folder beside the project's checkout), and every relative link of the
// Markdown files leads to a file that exists.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && !file.endsWith("pnpm-lock.yaml") && existsSync(join(root, file)));
const text = (file: string) => readFileSync(join(root, file), "utf8");
const textFiles = tracked.filter((file) => /\.(md|ts|tsx|mjs|cjs|js|json|ya?ml|sh|html|css)$/.test(file) || !file.includes("."));
const markdown = tracked.filter((file) => file.endsWith(".md"));
const OUTSIDE = ["..", "shared"].join("/"); // a path out of the checkout into the specification folder
const SPEC_FILES = ["SPEC", "CONTRACT", "GUIDE", "TOOLCHAIN"].map((name) => `${name}.md`);
// This file names the citations it looks for, so it is the one source file left out.
const sources = textFiles.filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && file !== "docs/test/self-contained.test.ts");
/** A citation of the specification files in code: `SPEC.md`, `CONTRACT.md`, "SPEC's …", "(SPEC: …)". */
const SPEC_CITATION = new RegExp(`\\b(${["SPEC", "CONTRACT"].join("|")})(\\.md\\b|'s\\b|:)`);

describe("the repository is self-contained", () => {
  it("sees the tracked files", () => {
    expect(markdown).toContain("README.md");
    expect(textFiles.length).toBeGreaterThan(100);
  });

  it("no tracked file points into the specification folder beside the checkout", () => {
    expect(textFiles.filter((file) => text(file).includes(OUTSIDE) || text(file).includes(`/work/${"shared"}`))).toEqual([]);
  });

  it("no Markdown file sends the reader to a specification file the repository does not have", () => {
    expect(markdown.filter((file) => SPEC_FILES.some((name) => text(file).includes(name)))).toEqual([]);
  });

  it("no source file cites SPEC.md or CONTRACT.md: comments state the rule or point at docs/", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => SPEC_CITATION.test(text(file)))).toEqual([]);
  });

  it("the citation check finds what it must, and leaves words that merely contain the letters", () => {
    const cites = ["see SPEC.md \"Limits\"", "in CONTRACT.md's order", "SPEC's format", "(SPEC: HTTPS in production)"];
    expect(cites.filter((line) => !SPEC_CITATION.test(line))).toEqual([]);
    expect(["DIMENSION_UNSPECIFIED", "ASPECTS", "INSPECT.md", "a SPECIAL case"].filter((line) => SPEC_CITATION.test(line))).toEqual([]);
  });

  it("every relative Markdown link leads to a file or folder of the repository", () => {
    const broken: string[] = [];
    for (const file of markdown) {
      for (const match of text(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!.split("#")[0]!;
        if (!target || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(root, dirname(file), decodeURI(target)))) broken.push(`${file}: ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
