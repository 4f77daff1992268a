/**
 * `pnpm --filter @plugboard/providers check`: the catalog's freshness — per provider its `verifiedAt`,
 * its sources and the facts they back, and the pages its tools cite; then the definitions due for a
 * re-check (no `verifiedAt`, or older than 180 days). Exits 1 when a definition has no `verifiedAt`.
 */
import { catalogFreshness, formatCatalogFreshness } from "../src/catalog-freshness.js";
import { loadProviderCatalog } from "../src/load-provider-catalog.js";

const report = catalogFreshness(loadProviderCatalog(), { today: new Date() });
console.log(formatCatalogFreshness(report));
if (report.some((entry) => entry.verifiedAt === undefined)) process.exitCode = 1;
