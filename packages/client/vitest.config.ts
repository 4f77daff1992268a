import { readFileSync } from "node:fs";
import { defineProject } from "vitest/config";
import { workspaceAliases } from "../../vitest.shared.js";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineProject({
  resolve: { alias: workspaceAliases },
  // Same injection as tsup.config.ts, so CLIENT_VERSION is the package version in tests too.
  define: { __PLUGBOARD_CLIENT_VERSION__: JSON.stringify(version) },
  test: { name: "client", include: ["src/**/*.test.ts", "test/**/*.test.ts"] },
});
