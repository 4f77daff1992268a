import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { crossPackageImports, crossPackageImportsUnder } from "./cross-package-imports.js";

const PACKAGES = fileURLToPath(new URL("../../../", import.meta.url));

describe("packages use each other by name only", () => {
  it("no file of a package (sources, tests, scripts) imports another package's files", () => {
    expect(crossPackageImportsUnder(PACKAGES, [fileURLToPath(import.meta.url)])).toEqual([]);
  });

  it("the check sees a reach into another package (guards the check above)", () => {
    const file = join(PACKAGES, "providers", "scripts", "x.ts");
    const reaching = [
      'import { operationToTool } from "../../server/src/services/openapi-import/operation-to-tool.js";',
      'import type { ResolvedTool } from "../../server/src/sources/manual-http/manual-tool-source.js";',
      'export { x } from "../../core/src/index.js";',
      'const { y } = await import("../../client/src/index.js");',
      'import "../../server/src/side-effect.js";',
      'import { z } from "@plugboard/server/src/compose.js";',
      'import { w } from "@plugboard/core/dist/index.js";',
    ];
    expect(reaching.filter((line) => crossPackageImports(PACKAGES, file, line).length === 0)).toEqual([]);
    const fine = [
      'import { operationToTool } from "@plugboard/core/openapi";',
      'import { loadProviderCatalog } from "@plugboard/providers";',
      'import { withoutEmptyGetBody } from "./without-empty-get-body.js";',
      'import { providerDefinitions } from "../src/provider-definitions.js";',
      'import { readFile } from "node:fs/promises";',
    ];
    expect(fine.filter((line) => crossPackageImports(PACKAGES, file, line).length > 0)).toEqual([]);
    // A test may start a real Plugboard with the server's harness; a source or script may not.
    const harness = 'import { startPlugboard } from "../../../server/test/helpers/start-plugboard.js";';
    expect(crossPackageImports(PACKAGES, join(PACKAGES, "ai", "test", "helpers", "fixture.ts"), harness)).toEqual([]);
    expect(crossPackageImports(PACKAGES, join(PACKAGES, "ai", "src", "x", "y.ts"), harness)).toHaveLength(1);
    expect(crossPackageImports(PACKAGES, join(PACKAGES, "server", "test", "a", "b.test.ts"), 'import { Plugboard } from "../../../client/src/index.js";')).toEqual([
      "server/test/a/b.test.ts: ../../../client/src/index.js",
    ]);
  });
});
