import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "example-mcp-server", include: ["test/**/*.test.ts"], testTimeout: 30_000 },
});
