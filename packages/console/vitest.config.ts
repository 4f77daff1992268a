import { defineProject } from "vitest/config";

export default defineProject({
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  test: { name: "console", include: ["test/**/*.test.ts"] },
});
