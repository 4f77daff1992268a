import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "example-agent-openai-anthropic", include: ["test/**/*.test.ts"], testTimeout: 160_000 },
});
