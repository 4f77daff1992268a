import { existsSync, readFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { PlugboardError as SourcePlugboardError } from "../src/index.js";
import { API_KEY, BASE_URL, setupTestServer } from "./setup-test-server.js";

// Checks the built bundle (run `pnpm --filter @plugboard/client build` first; the root `pnpm test`
// builds before testing). Nothing is built here.
const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
const ESM = dist("index.js");
const CJS = dist("index.cjs");
const built = existsSync(ESM) && existsSync(CJS);
if (!built) {
  console.warn("[client bundle tests] skipped: packages/client/dist is missing; run `pnpm --filter @plugboard/client build`.");
}

const server = setupTestServer();

/** Every module specifier the file imports or requires, statically or dynamically. */
function specifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bimport\s+[^'"`;]*?\bfrom\s*["'`]([^"'`]+)["'`]/g,
    /\bexport\s+[^'"`;]*?\bfrom\s*["'`]([^"'`]+)["'`]/g,
    // A side-effect import starts a statement (not "…/import" inside a URL path string).
    /(?:^|[;{}\s])import\s*["'`]([^"'`]+)["'`]/gm,
    /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
    /\brequire\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`, name.split("/")[0]!]));

describe.skipIf(!built)("built bundle (dist/)", () => {
  describe.each([
    ["dist/index.js (ESM)", ESM, ["ky"]],
    ["dist/index.cjs (CJS)", CJS, []],
  ])("%s", (_label, file, expectedImports) => {
    const code = built ? readFileSync(file, "utf8") : "";

    it("has no node: import or require", () => {
      expect(code).not.toMatch(/["'`]node:/);
    });

    it("imports no Node built-in (fs, http, crypto, …) by bare name", () => {
      expect(specifiers(code).filter((name) => BUILTINS.has(name))).toEqual([]);
    });

    it("loads nothing at runtime but ky (ESM) or nothing at all (CJS, ky inlined); @plugboard/core is types only (its error brand inlined)", () => {
      expect(specifiers(code).sort()).toEqual(expectedImports);
    });
  });

  it("the specifier scan finds what it must (guards the checks above)", () => {
    expect(specifiers(`import a from "node:fs"; const b = require('http'); await import("crypto"); export { x } from "ky";`).sort()).toEqual(
      ["crypto", "http", "ky", "node:fs"],
    );
  });

  it("the CJS build loads with require() and its errors are recognised by another copy (brand, not instanceof)", async () => {
    const require = createRequire(import.meta.url);
    const cjs = require(CJS) as typeof import("../src/index.js");
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, () => HttpResponse.json({ error: "Not found", code: "not_found" }, { status: 404 })),
    );
    const error = await new cjs.Plugboard({ apiKey: API_KEY, baseUrl: BASE_URL }).plugins.list().catch((reason: unknown) => reason);
    expect(cjs.NotFoundError.isInstance(error)).toBe(true);
    expect(error instanceof SourcePlugboardError).toBe(false);
    expect(SourcePlugboardError.isInstance(error)).toBe(true);
    expect(cjs.CLIENT_VERSION).toBe(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version);
  });

  it("the ESM build loads with import() and sends requests", async () => {
    const esm = (await import(/* @vite-ignore */ pathToFileURL(ESM).href)) as typeof import("../src/index.js");
    server.use(http.get(`${BASE_URL}/api/v1/tools`, () => HttpResponse.json({ tools: [] })));
    await expect(new esm.Plugboard({ apiKey: API_KEY, baseUrl: BASE_URL }).tools.list()).resolves.toEqual({ tools: [] });
  });
});
