import { defineConfig } from "vitest/config";

/**
 * Every project of the repository. `pnpm test` runs them in tiers (unit, database, browser) through
 * scripts/test-tiers.mjs; `vitest run --project NAME` runs one.
 */
export default defineConfig({
  test: {
    projects: [
      "packages/*",
      "packages/server/vitest.unit.config.ts",
      "packages/server/vitest.browser.config.ts",
      "examples/*",
      "docs",
      "tools/*",
    ],
  },
});
