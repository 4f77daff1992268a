import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogFreshness, formatCatalogFreshness } from "./catalog-freshness.js";
import { CATALOG_TABLE_END, CATALOG_TABLE_START, catalogTable, withCatalogTable } from "./catalog-table.js";
import { loadProviderCatalog } from "./load-provider-catalog.js";

const catalog = loadProviderCatalog();
const figma = catalog.find((provider) => provider.id === "figma")!;

describe("the catalog's freshness", () => {
  it("has a verifiedAt on every definition, none in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(catalog.filter((provider) => provider.verifiedAt === undefined).map((provider) => provider.id)).toEqual([]);
    expect(catalog.filter((provider) => provider.verifiedAt! > today).map((provider) => `${provider.id}: ${provider.verifiedAt}`)).toEqual([]);
  });

  it("lists a definition verified more than 180 days ago, or never, as due", () => {
    const today = new Date("2027-05-28T12:00:00Z"); // 181 days after 2026-11-28
    const report = catalogFreshness([figma, { ...figma, id: "fresh", verifiedAt: "2027-05-01" }, { ...figma, id: "undated", verifiedAt: undefined }], { today });
    expect(report.map(({ id, ageDays, due }) => ({ id, ageDays, due }))).toEqual([
      { id: "figma", ageDays: 181, due: true },
      { id: "fresh", ageDays: 27, due: false },
      { id: "undated", ageDays: undefined, due: true },
    ]);
    const printed = formatCatalogFreshness(report);
    expect(printed).toContain("figma — Figma: verified 2026-11-28 (181 days ago)  [DUE]");
    expect(printed).toMatch(/3 providers; 2 due for a re-check .*:\n {2}figma \(2026-11-28\)\n {2}undated \(never verified\)$/);
  });

  it("prints each source with the facts it backs, and the documents the tools come from", () => {
    const [entry] = catalogFreshness([figma], { today: new Date("2026-11-28T00:00:00Z") });
    expect(entry!.sources.find((source) => source.source === "https://developers.figma.com/docs/rest-api/scopes/")!.facts).toEqual(["scopes"]);
    expect(entry!.toolSources).toEqual([{ source: "npm:@figma/rest-api-spec@0.43.0/openapi/openapi.yaml", facts: expect.arrayContaining([expect.stringMatching(/^tool GET_FILE \(/)]) }]);
  });

  it("docs/providers.md shows every provider with its verifiedAt (regenerate with `pnpm --filter @plugboard/providers docs:catalog`)", () => {
    const page = readFileSync(new URL("../../../docs/providers.md", import.meta.url), "utf8");
    expect(page).toContain(CATALOG_TABLE_START);
    expect(page).toContain(CATALOG_TABLE_END);
    expect(withCatalogTable(page, catalogTable(catalog))).toBe(page);
    expect(page).toContain("| Figma (`figma`) | http | OAuth 2.0, API key | 17 | 2026-11-28 |");
  });
});
