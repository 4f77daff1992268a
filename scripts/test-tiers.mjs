#!/usr/bin/env node
/**
 * Runs the test suite in tiers, one vitest run each, and prints how long each took.
 *
 *   node scripts/test-tiers.mjs                 every tier, in order (what `pnpm test` runs)
 *   node scripts/test-tiers.mjs unit browser    only these tiers
 *   node scripts/test-tiers.mjs database -- --reporter=dot   extra arguments go to vitest
 *
 * Tiers (vitest project names, see vitest.config.ts and each package's vitest config):
 * - unit: no database, no server process, no browser — the packages' own unit tests and
 *   `packages/server/src/**\/*.test.ts` (project `server-unit`).
 * - database: everything that opens a database or starts Plugboard (PGlite always, PostgreSQL when
 *   `TEST_DATABASE_URL` is set): the server's `test/` folder, the AI adapters, examples and docs. Every
 *   project not named by another tier lands here, so a new project is never left out.
 * - browser: tests that drive Chromium (`packages/server/test/**\/*-browser.test.ts`, project
 *   `server-browser`); they skip with a message when /usr/bin/chromium is missing.
 *
 * Arguments vitest takes (`--reporter=json --outputFile.json=FILE`, …) are passed to every tier; a JSON
 * output file is written per tier as FILE with the tier's name before its extension
 * (`report.json` → `report.unit.json`). The exit status is non-zero when any tier failed; every tier runs.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** vitest's own command, run with this Node (no PATH lookup, so `node scripts/test-tiers.mjs` works too). */
const require = createRequire(import.meta.url);
const vitestPackage = require.resolve("vitest/package.json");
const VITEST = join(dirname(vitestPackage), require(vitestPackage).bin.vitest);

/** Project names per tier; `database` is "every other project". */
export const TIER_PROJECTS = {
  unit: ["core", "client", "providers", "console", "server-unit"],
  browser: ["server-browser"],
};

/** The tiers in the order `pnpm test` runs them. */
export const TIERS = ["unit", "database", "browser"];

/** Every project name of the workspace, as vitest resolves vitest.config.ts (a second, quick run). */
function allProjects() {
  const result = spawnSync(process.execPath, [VITEST, "list", "--filesOnly", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`vitest list failed: ${result.stderr}`);
  return [...new Set(JSON.parse(result.stdout).map((file) => file.projectName))].sort();
}

/** The project names of one tier; `database` is every project no other tier names. */
export function projectsOfTier(tier, projects = allProjects()) {
  if (tier !== "database") return TIER_PROJECTS[tier];
  const others = new Set(Object.values(TIER_PROJECTS).flat());
  return projects.filter((name) => !others.has(name));
}

/** Rewrites `--outputFile.json=FILE` so that each tier writes its own file. */
function argumentsForTier(tier, vitestArguments) {
  return vitestArguments.map((argument) => {
    const match = /^--outputFile\.json=(.+)$/.exec(argument);
    if (!match) return argument;
    const file = match[1];
    const dot = file.lastIndexOf(".");
    return `--outputFile.json=${dot > file.lastIndexOf("/") ? `${file.slice(0, dot)}.${tier}${file.slice(dot)}` : `${file}.${tier}`}`;
  });
}

function main() {
  const argv = process.argv.slice(2);
  const separator = argv.indexOf("--");
  const named = (separator === -1 ? argv : argv.slice(0, separator)).filter((argument) => TIERS.includes(argument));
  const vitestArguments = separator === -1 ? argv.filter((argument) => !TIERS.includes(argument)) : argv.slice(separator + 1);
  const tiers = named.length > 0 ? named : TIERS;
  const times = [];
  let failed = false;
  for (const tier of tiers) {
    const started = Date.now();
    console.log(`\ntest tier ${tier}: starting`);
    const result = spawnSync(process.execPath, [VITEST, "run", ...projectsOfTier(tier).flatMap((name) => ["--project", name]), ...argumentsForTier(tier, vitestArguments)], {
      stdio: "inherit",
      shell: false,
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const status = result.error ? `could not start (${result.error.message})` : result.status === 0 ? "passed" : "failed";
    if (status !== "passed") failed = true;
    times.push(`  ${tier.padEnd(9)} ${String(seconds).padStart(5)} s  ${status}`);
    console.log(`test tier ${tier}: ${status} in ${seconds} s`);
  }
  console.log(`\ntest tiers:\n${times.join("\n")}`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
