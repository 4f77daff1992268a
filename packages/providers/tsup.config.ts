import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  tsconfig: "tsconfig.build.json",
  sourcemap: true,
  target: "node20",
  // Vendor texts hold `/*` in strings; written as `/\x2A` so comment-stripping tools do not choke (see the script).
  onSuccess: "node scripts/escape-comment-openers.mjs",
});
