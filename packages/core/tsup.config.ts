import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", server: "src/server.ts", crypto: "src/crypto.ts", errors: "src/errors.ts", openapi: "src/openapi.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  tsconfig: "tsconfig.build.json",
  sourcemap: true,
  target: "node20",
});
