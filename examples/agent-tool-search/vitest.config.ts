import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "example-agent-tool-search", include: ["test/**/*.test.ts"], testTimeout: 90_000 },
});
