// The package's public surface is deliberate: exactly what docs/embedding.md ("The public surface") lists.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as server from "../../src/index.js";

const embeddingDoc = readFileSync(new URL("../../../../docs/embedding.md", import.meta.url), "utf8");
const surfaceSection = embeddingDoc.slice(embeddingDoc.indexOf("## The public surface"));
const indexSource = readFileSync(new URL("../../src/index.ts", import.meta.url), "utf8");

/** Every name `src/index.ts` exports, values and types alike. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim().split(/\s+as\s+/).pop()!)
      .filter(Boolean),
  );
}

describe("@plugboard/server's public surface", () => {
  it("exports these values and no others (an embedding app's needs; internals stay internal)", () => {
    expect(Object.keys(server).sort()).toEqual(
      ["ServiceError", "SettingsError", "StoreError", "createLogger", "createPlugboard", "expressServerOptions", "loadSettings", "openApiToSubmission"].sort(),
    );
  });

  it("exports no internal by its old name (security headers, encrypted columns, the CLI runner, a second importOpenApi)", () => {
    for (const name of ["SECURITY_HEADERS", "ENCRYPTED_LOCATIONS", "runCli", "importOpenApi", "LOG_LEVELS"]) expect(server).not.toHaveProperty(name);
  });

  it("docs/embedding.md names every export, value or type", () => {
    const names = exportedNames(indexSource);
    expect(names.length).toBeGreaterThan(Object.keys(server).length);
    expect(names.filter((name) => !surfaceSection.includes(`\`${name}`))).toEqual([]);
  });

  it("the name scan reads export lists (guards the check above)", () => {
    expect(exportedNames(`export { a, b as c } from "x";\nexport type {\n  D,\n  E,\n} from "y";`)).toEqual(["a", "c", "D", "E"]);
  });
});
