import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", cli: "src/cli.ts" },
  format: ["esm", "cjs"],
  dts: { entry: { index: "src/index.ts" } },
  clean: true,
  tsconfig: "tsconfig.build.json",
  sourcemap: true,
  target: "node20",
  shims: true,
});
