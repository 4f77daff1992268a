import { defineProject } from "vitest/config";
import { workspaceAliases } from "../../vitest.shared.js";

/** The server's browser tier: pages driven in Debian's Chromium (`test/**\/*-browser.test.ts`). */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: "server-browser",
    include: ["test/**/*-browser.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
