import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts", vercel: "src/vercel.ts", langchain: "src/langchain.ts", openai: "src/openai.ts", anthropic: "src/anthropic.ts" },
  format: ["esm", "cjs"],
  dts: true,
  clean: true,
  tsconfig: "tsconfig.build.json",
  sourcemap: true,
  target: "es2022",
  external: ["ai", "@langchain/core", "openai", "@anthropic-ai/sdk"],
});
