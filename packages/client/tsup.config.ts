import { readFileSync } from "node:fs";
import { defineConfig } from "tsup";
import type { Options } from "tsup";

type EsbuildPlugin = NonNullable<Options["esbuildPlugins"]>[number];

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

// ky is ESM-only. The ESM build imports it (so apps share one copy); the CJS build inlines it, so
// `require("@plugboard/client")` works on every Node 20 (require(esm) needs 20.19+) and in CJS bundlers.
// `noExternal` stops tsup marking ky external for both formats; this plugin marks it external for ESM.
// `@plugboard/core/errors` (the error brand, a few lines) is inlined in both, so nothing of core loads at run time.
const kyExternalForEsm: EsbuildPlugin = {
  name: "ky-external-for-esm",
  setup(build) {
    if (build.initialOptions.format !== "esm") return;
    build.onResolve({ filter: /^ky(\/|$)/ }, (args) => ({ path: args.path, external: true }));
  },
};

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  noExternal: ["ky", "@plugboard/core/errors"],
  esbuildPlugins: [kyExternalForEsm],
  define: { __PLUGBOARD_CLIENT_VERSION__: JSON.stringify(version) },
});
