#!/usr/bin/env node
/**
 * Run after the build (tsup's `onSuccess`): in the bundles, writes every `/*` inside a string or template
 * literal as `/\x2A` (the same string at run time). Vendor texts hold such pairs (`https://*.app.box.com`,
 * `organizations/*`, Algolia's `/1/indexes/*\/objects`), and tools that strip comments with a regular
 * expression — publint among them — read from a `/*` in a string to the next `*\/` as one comment: across
 * megabytes of the catalog, that overflows their stack. The files' meaning is unchanged.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Parser } from "acorn";

/** Every literal's raw text range in `code` (strings and template parts). */
function literalRanges(code, sourceType) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if ((node.type === "Literal" && typeof node.value === "string") || node.type === "TemplateElement") ranges.push([node.start, node.end]);
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) for (const item of child) visit(item);
      else if (child && typeof child === "object" && typeof child.type === "string") visit(child);
    }
  };
  visit(Parser.parse(code, { ecmaVersion: "latest", sourceType }));
  return ranges;
}

for (const [file, sourceType] of [["dist/index.js", "module"], ["dist/index.cjs", "script"]]) {
  const code = readFileSync(file, "utf8");
  let out = "";
  let at = 0;
  let escaped = 0;
  for (const [start, end] of literalRanges(code, sourceType)) {
    const raw = code.slice(start, end);
    if (!raw.includes("/*")) continue;
    out += code.slice(at, start);
    // Inside a literal, `*` after a backslash-free `/` becomes `\x2A` (a template's `String.raw` is not used in the bundle).
    out += raw.replaceAll("/*", () => {
      escaped += 1;
      return "/\\x2A";
    });
    at = end;
  }
  out += code.slice(at);
  writeFileSync(file, out);
  console.log(`${file}: ${escaped} comment opener(s) in literals escaped`);
}
