/**
 * `pnpm --filter @plugboard/providers docs:catalog`: rewrites the catalog table of `docs/providers.md` (between
 * its markers) from the definitions, with each provider's `verifiedAt`. The catalog test fails while
 * the page is out of date.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { catalogTable, withCatalogTable } from "../src/catalog-table.js";
import { loadProviderCatalog } from "../src/load-provider-catalog.js";

const page = fileURLToPath(new URL("../../../docs/providers.md", import.meta.url));
writeFileSync(page, withCatalogTable(readFileSync(page, "utf8"), catalogTable(loadProviderCatalog())));
console.log(`docs/providers.md: ${loadProviderCatalog().length} providers`);
