import { defineProject } from "vitest/config";

export default defineProject({
  test: { name: "release-check", include: ["test/**/*.test.ts"], testTimeout: 120_000 },
});
