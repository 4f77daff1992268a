import { defineProject } from "vitest/config";
import { workspaceAliases } from "../../vitest.shared.js";

/** The server's unit tier: tests beside the sources, with no database, server process or browser. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: "server-unit",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
