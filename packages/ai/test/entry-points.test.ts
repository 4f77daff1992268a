// The root entry must load without the optional peers (`ai`, `@langchain/core`, `openai`,
// `@anthropic-ai/sdk`); each adapter imports only its own framework (the provider adapters only its
// types). Checked on the sources always, and on the build when dist/ exists
// (run `pnpm --filter @plugboard/ai build` first; the root `pnpm test` builds before testing).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

/** Every module specifier the code imports, re-exports or requires (type-only imports included; comments skipped). */
function specifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found = new Set<string>();
  const patterns = [
    /\bimport\s+[^'"`;]*?\bfrom\s*["'`]([^"'`]+)["'`]/g,
    /\bexport\s+[^'"`;]*?\bfrom\s*["'`]([^"'`]+)["'`]/g,
    /\bimport\s*["'`]([^"'`]+)["'`]/g,
    /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
    /\brequire\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** Bare (package) specifiers reachable from `entry` through relative imports. */
function packagesReachedFrom(entry: string, toFile: (specifier: string, from: string) => string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) visit(toFile(specifier, file));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return [...packages].sort();
}

const sourceFile = (specifier: string, from: string) => resolve(dirname(from), specifier.replace(/\.js$/, ".ts"));
const distFile = (specifier: string, from: string) => resolve(dirname(from), specifier);
const framework = (name: string) =>
  name === "ai" || name.startsWith("ai/") || name.startsWith("@langchain/") || name === "openai" || name.startsWith("openai/") || name.startsWith("@anthropic-ai/");

describe("entry points (sources)", () => {
  it("the scan finds imports and skips examples in comments (guards the checks below)", () => {
    const code = `/** @example import { x } from "ai"; */\n// import "@langchain/core";\nimport type { A } from "a";\nexport { b } from "./b.js";\nconst c = require("c");\nimport {\n  d,\n} from "d";`;
    expect(specifiers(code).sort()).toEqual(["./b.js", "a", "c", "d"]);
  });

  it("the root entry reaches only our own packages: no framework, no provider SDK", () => {
    expect(packagesReachedFrom(join(packageDir, "src/index.ts"), sourceFile)).toEqual(["@plugboard/client", "@plugboard/core"]);
  });

  it("each adapter imports its own framework and not the other", () => {
    const vercel = packagesReachedFrom(join(packageDir, "src/vercel.ts"), sourceFile).filter(framework);
    const langchain = packagesReachedFrom(join(packageDir, "src/langchain.ts"), sourceFile).filter(framework);
    const openai = packagesReachedFrom(join(packageDir, "src/openai.ts"), sourceFile).filter(framework);
    const anthropic = packagesReachedFrom(join(packageDir, "src/anthropic.ts"), sourceFile).filter(framework);
    expect(vercel).toEqual(["ai"]);
    expect(langchain).toEqual(["@langchain/core/messages", "@langchain/core/tools"]);
    expect(openai).toEqual(["openai/resources/chat/completions", "openai/resources/responses/responses"]);
    expect(anthropic).toEqual(["@anthropic-ai/sdk/resources/messages"]);
  });

  it("declares the frameworks as optional peer dependencies only", () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    for (const name of ["ai", "@langchain/core", "openai", "@anthropic-ai/sdk"]) {
      expect(manifest.dependencies?.[name]).toBeUndefined();
      expect(manifest.peerDependencies[name]).toBeDefined();
      expect(manifest.peerDependenciesMeta[name]).toEqual({ optional: true });
    }
  });
});

const dist = (file: string) => join(packageDir, "dist", file);
const built = ["index", "vercel", "langchain", "openai", "anthropic"].every((entry) => existsSync(dist(`${entry}.js`)) && existsSync(dist(`${entry}.cjs`)));
if (!built) console.warn("[ai entry-point tests] build checks skipped: packages/ai/dist is missing; run `pnpm --filter @plugboard/ai build`.");

describe.skipIf(!built)("entry points (dist/)", () => {
  it.each(["index.js", "index.cjs"])("%s loads no framework and no provider SDK", (file) => {
    expect(packagesReachedFrom(dist(file), distFile).filter(framework)).toEqual([]);
  });

  it.each(["openai.js", "openai.cjs", "anthropic.js", "anthropic.cjs"])("%s uses the provider SDK for types only: nothing of it loads at run time", (file) => {
    expect(packagesReachedFrom(dist(file), distFile).filter(framework)).toEqual([]);
  });

  it.each([
    ["@plugboard/ai", ["toolNameFor", "toolNamesFor", "loadPlugboardTools", "sanitizeJsonSchema", "executePlugboardTool", "createToolCallRunner"]],
    ["@plugboard/ai/vercel", ["createAiSdkTools", "toAiSdkTool"]],
    ["@plugboard/ai/langchain", ["createLangChainTools", "toLangChainTool"]],
    ["@plugboard/ai/openai", ["createOpenAIChatTools", "createOpenAIResponsesTools", "toChatCompletionsTool", "toResponsesTool"]],
    ["@plugboard/ai/anthropic", ["createAnthropicTools", "toAnthropicTool"]],
  ])("%s loads with import and require and exports its API", (specifier, names) => {
    const script = `
      const expected = ${JSON.stringify(names)};
      import(${JSON.stringify(specifier)}).then((esm) => {
        const cjs = require(${JSON.stringify(specifier)});
        for (const name of expected) {
          if (typeof esm[name] !== "function" && typeof esm[name] !== "object") throw new Error("import: missing " + name);
          if (typeof cjs[name] !== typeof esm[name]) throw new Error("require: missing " + name);
        }
      });`;
    expect(() => execFileSync(process.execPath, ["-e", script], { cwd: packageDir, stdio: "pipe" })).not.toThrow();
  });
});
