import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import * as main from "./index.js";
import * as server from "./server.js";

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

interface BrowserBundle {
  /** Node built-ins the bundle asked for (esbuild resolves none of them for the browser). */
  nodeImports: string[];
  /** Source files of this package that ended up in the bundle, relative to `src/`. */
  inputs: string[];
  /** The bundled code, minified so that only real uses of a global survive (no comments, no JSDoc). */
  code: string;
}

/** Bundles one entry of this package for the browser, as an app's bundler would (zod inlined). */
async function bundleForBrowser(entry: string): Promise<BrowserBundle> {
  const nodeImports: string[] = [];
  const result = await build({
    entryPoints: [source(entry)],
    bundle: true,
    write: false,
    platform: "browser",
    format: "esm",
    minify: true,
    metafile: true,
    logLevel: "silent",
    plugins: [
      {
        // Record a Node built-in instead of failing the build, so the test can name every one of them.
        name: "record-node-builtins",
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /.*/ }, (args) => {
            if (!NODE_BUILTINS.has(args.path)) return undefined;
            nodeImports.push(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const srcDir = source("./");
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => fileURLToPath(new URL(input, `file://${process.cwd()}/`)))
    .filter((input) => input.startsWith(srcDir))
    .map((input) => input.slice(srcDir.length));
  return { nodeImports, inputs, code: result.outputFiles[0]!.text };
}

/** Uses of Node-only globals in bundled code (`Buffer`, `process`, `require`, `__dirname`). */
function nodeGlobals(code: string): string[] {
  return [...new Set([...code.matchAll(/\b(Buffer|process|__dirname|__filename|require)\b(?=\s*[.([])/g)].map((match) => match[1]!))];
}

describe("@plugboard/core (main entry) is browser-safe", () => {
  it("bundles for the browser without a Node built-in, Buffer or process", async () => {
    const bundle = await bundleForBrowser("./index.ts");
    expect(bundle.nodeImports).toEqual([]);
    expect(nodeGlobals(bundle.code)).toEqual([]);
    expect(bundle.inputs).toContain("contract/connection.ts");
  }, 30_000);

  it("pulls in no Node-only crypto module and none of the server helpers (auth injection, OAuth requests, return URLs)", async () => {
    const bundle = await bundleForBrowser("./index.ts");
    expect(bundle.inputs.filter((input) => /^(crypto|auth|oauth|url)\//.test(input))).toEqual([]);
  }, 30_000);

  it("the checks above can fail: the Node-only crypto entry trips them", async () => {
    const bundle = await bundleForBrowser("./crypto.ts");
    expect(bundle.nodeImports).toContain("node:crypto");
    expect(bundle.inputs).toContain("crypto/create-cipher.ts");
    expect(nodeGlobals(`const a = Buffer.from("x"); if (process.env.X) require("y");`)).toEqual(["Buffer", "process", "require"]);
  }, 30_000);
});

describe("the two entries split the exports", () => {
  it("no name is exported by both the main entry and @plugboard/core/server", () => {
    expect(Object.keys(server).filter((name) => name in main)).toEqual([]);
  });

  it("server-side helpers (auth injection, token requests, path expansion, return URLs) are only on @plugboard/core/server", () => {
    for (const name of ["injectAuth", "normalizeCredentials", "buildTokenRequest", "parseTokenResponse", "buildRevocationRequest", "expandPath", "validateReturnUrl", "normalizeToolSlug"]) {
      expect(server, name).toHaveProperty(name);
      expect(main, name).not.toHaveProperty(name);
    }
  });

  it("the wire contract stays on the main entry", () => {
    for (const name of ["ERROR_CODES", "ExecuteToolRequestSchema", "ConnectionItemSchema", "META_TOOLS", "ProviderDefinitionSchema"]) {
      expect(main, name).toHaveProperty(name);
    }
  });
});
