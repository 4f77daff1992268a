/**
 * `pnpm --filter @plugboard/server docs:settings`: rewrites the settings table of the README (between its
 * markers) from the setting groups (`src/settings/setting-groups.ts`). A test fails while it is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SETTING_GROUPS } from "../src/settings/setting-groups.js";
import { settingsTable, withSettingsTable } from "../src/settings/settings-table.js";

const page = fileURLToPath(new URL("../../../README.md", import.meta.url));
writeFileSync(page, withSettingsTable(readFileSync(page, "utf8"), settingsTable()));
console.log(`README.md: ${SETTING_GROUPS.length} settings rows`);
