import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
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
 * So `initdb` runs in a short-lived `node` child: a new directory is initialised there and only opened
 * here; an in-memory database is created there in a temporary directory and loaded here from its dump.
 * Should the child fail, the database is created in this process instead.
 *
 * @example
 * const pglite = await createPglite("/var/lib/plugboard/db");
 * await pglite.query("SELECT 1");
 * await pglite.close();
 */
export async function createPglite(directory?: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const options = { startParams: startParams(PGlite.defaultStartParams) };
  if (directory !== undefined) {
    if (!existsSync(join(directory, "PG_VERSION"))) await initializeInChild(directory, options.startParams);
    return PGlite.create(directory, options);
  }
  const loadDataDir = await newDatabaseDump(options.startParams);
  return PGlite.create(loadDataDir ? { ...options, loadDataDir } : options);
}

function startParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(EMBEDDED_POSTGRES_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

/** A new database's data directory as a tar archive, made in a child; undefined when that failed. */
async function newDatabaseDump(params: string[]): Promise<Blob | undefined> {
  const scratch = mkdtempSync(join(tmpdir(), "plugboard-pglite-"));
  try {
    const dump = join(scratch, "db.tar");
    await initializeInChild(join(scratch, "db"), params, dump);
    return existsSync(dump) ? new Blob([readFileSync(dump)]) : undefined;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const INITIALIZE = `
const [entry, directory, params, dump] = process.argv.slice(1);
const { PGlite } = require(entry);
(async () => {
  const db = await PGlite.create(directory, { startParams: JSON.parse(params) });
  if (dump) require("node:fs").writeFileSync(dump, Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer()));
  await db.close();
})().then(() => process.exit(0), (error) => { process.stderr.write(String(error && error.message || error)); process.exit(1); });
`;

/**
 * Runs `initdb` for `directory` in a `node` child (and writes the new data directory's tar archive to
 * `dump` when given). Resolves either way: on failure the caller creates the database in process.
 */
async function initializeInChild(directory: string, params: string[], dump?: string): Promise<void> {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  } catch {
    return;
  }
  await new Promise<void>((resolve) => {
    const args = ["-e", INITIALIZE, entry, directory, JSON.stringify(params), ...(dump ? [dump] : [])];
    const child = spawn(process.execPath, args, { stdio: "ignore", env: process.env });
    child.once("error", () => resolve());
    child.once("exit", () => resolve());
  });
}
