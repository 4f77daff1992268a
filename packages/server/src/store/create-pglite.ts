import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters. They decide
 * most of its memory: PGlite keeps every page it ever touched in its WebAssembly memory, which never
 * shrinks, so PostgreSQL's own default of 128 MB of shared buffers would end up resident in the
 * process. The embedded database reads its files through the operating system's page cache anyway.
 * Measured with `pnpm bench:memory` (see the README's Performance section).
 */
export const EMBEDDED_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
};

/**
 * Opens the embedded PostgreSQL (PGlite) in `directory`, or in memory when `directory` is undefined,
 * with {@link EMBEDDED_POSTGRES_SETTINGS}. PGlite is loaded only here, so a server on PostgreSQL never
 * loads it.
 *
 * Why a child process: creating a new database runs `initdb` in a second WebAssembly instance that
 * copies the whole WebAssembly heap, and that memory (about 600 MB) stays with the process that ran it.
 * A new directory is therefore initialised by a short-lived `node` child; this process only opens the
 * finished database. Should the child fail, the database is created here instead.
 *
 * @example
 * const pglite = await createPglite("/var/lib/plugboard/db");
 * await pglite.query("SELECT 1");
 * await pglite.close();
 */
export async function createPglite(directory?: string): Promise<PGlite> {
  if (directory !== undefined && !existsSync(join(directory, "PG_VERSION"))) await initializeInChild(directory);
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create(directory, { startParams: startParams(PGlite.defaultStartParams) });
}

function startParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

const INITIALIZE = `
const [entry, directory, params] = process.argv.slice(1);
const { PGlite } = require(entry);
PGlite.create(directory, { startParams: JSON.parse(params) })
  .then((db) => db.close())
  .then(() => process.exit(0), (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); });
`;

/** Runs `initdb` for `directory` in a `node` child; resolves either way (the caller retries in process). */
async function initializeInChild(directory: string): Promise<void> {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  } catch {
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const params = JSON.stringify(startParams(PGlite.defaultStartParams));
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ["-e", INITIALIZE, entry, directory, params], { stdio: "ignore", env: process.env });
    child.once("error", () => resolve());
    child.once("exit", () => resolve());
  });
}
