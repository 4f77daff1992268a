import { defineProject } from "vitest/config";
import { workspaceAliases } from "../../vitest.shared.js";

/**
 * The server's database tier: every test under `test/` that opens a database or starts Plugboard. Its unit
 * tests (`src/`) are project `server-unit` (vitest.unit.config.ts) and its Chromium tests
 * (`*-browser.test.ts`) project `server-browser` (vitest.browser.config.ts); scripts/test-tiers.mjs runs
 * each tier alone.
 */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: "server",
    include: ["test/**/*.test.ts"],
    exclude: ["test/**/*-browser.test.ts", "**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
