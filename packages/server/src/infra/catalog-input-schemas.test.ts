import { loadProviderCatalog } from "@plugboard/providers";
import { describe, expect, it } from "vitest";
import { compileInputSchema } from "./compile-input-schema.js";

// The server's own compiler (same Ajv options and dialects) checks what an installed provider's tools
// will be checked with: a catalog tool whose schema does not compile could never be called.
describe.each(loadProviderCatalog().map((provider) => [provider.id, provider] as const))("the catalog's %s", (_id, provider) => {
  it("has tools whose inputSchema compiles with the server's Ajv", () => {
    const failures = provider.tools.flatMap((tool) => {
      const compiled = compileInputSchema(tool.inputSchema);
      return compiled.ok ? [] : [`${tool.slug}: ${compiled.error}`];
    });
    expect(failures).toEqual([]);
  });
});
