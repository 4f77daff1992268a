import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { applyMigrations, findMigrationsDir } from "../../src/store/apply-migrations.js";
import { openDatabase, type Database } from "../../src/store/open-database.js";

/** An engine the repository tests run on. */
export type TestDatabaseName = "pglite" | "postgres";

/** Options of a test database's `open`. */
export interface OpenTestDatabaseOptions {
  /** Apply the package's migrations before returning (default true). */
  migrate?: boolean;
}

/** One engine for `describe.each`: `open()` returns a fresh, isolated, migrated database. */
export interface TestDatabase {
  name: TestDatabaseName;
  open(options?: OpenTestDatabaseOptions): Promise<Database>;
}

/** A throw-away PostgreSQL database created on the `TEST_DATABASE_URL` server. */
export interface ScratchPostgresDatabase {
  /** Connection URL of the new database (same server and credentials as `TEST_DATABASE_URL`). */
  url: string;
  /** Drops the database, disconnecting whoever is still connected to it. */
  drop(): Promise<void>;
}

/** Warn once per test file: vitest isolates files, so one line per file that asks is the least it can do. */
let warnedSkipped = false;

/**
 * The engines to run the repository tests on: always PGlite (`memory://`), plus PostgreSQL when
 * `TEST_DATABASE_URL` is set — each `open()` then creates its own database `pb_t_<random>` on that
 * server, and `close()` drops it. When the variable is unset it says so once on stderr.
 *
 * @example
 * describe.each(testDatabases())("connections on $name", ({ open }) => {
 *   let db: Database;
 *   beforeAll(async () => { db = await open(); });
 *   afterAll(() => db.close());
 * });
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: "pglite", open: (options) => openPgliteTestDatabase(options) }];
  if (process.env.TEST_DATABASE_URL) {
    databases.push({ name: "postgres", open: (options) => openPostgresTestDatabase(options) });
  } else if (!warnedSkipped) {
    warnedSkipped = true;
    console.warn("PostgreSQL tests skipped: set TEST_DATABASE_URL=postgres://... to run them");
  }
  return databases;
}

/**
 * Opens one fresh migrated test database: PGlite in memory by default, or a new database on the
 * `TEST_DATABASE_URL` server for `"postgres"` (which throws when that variable is unset).
 *
 * @example
 * const db = await openTestDatabase();
 * try { await db.prisma.developer.create({ data: { email: "a@example.com" } }); } finally { await db.close(); }
 */
export async function openTestDatabase(
  name: TestDatabaseName = "pglite",
  options: OpenTestDatabaseOptions = {},
): Promise<Database> {
  return name === "postgres" ? openPostgresTestDatabase(options) : openPgliteTestDatabase(options);
}

/**
 * Creates an empty database `pb_t_<random>` on the `TEST_DATABASE_URL` server, for tests that need
 * several connections to the same database (for example two instances migrating at once).
 *
 * @example
 * const scratch = await createScratchPostgresDatabase();
 * const a = await openDatabase({ url: scratch.url });
 * // ...
 * await a.close();
 * await scratch.drop();
 */
export async function createScratchPostgresDatabase(): Promise<ScratchPostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set: set it to postgres://... to run PostgreSQL tests");
  const name = `pb_t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop() {
      dropped ??= withAdminClient(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
      return dropped;
    },
  };
}

async function openPgliteTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<Database> {
  const migrate = options.migrate !== false;
  // Creating an in-memory PGlite runs initdb (~5 s on two cores); loading a data-directory dump takes
  // ~1 s. The dump (migrated or not) is cached on disk under a key that changes with PGlite and with
  // every migration file, so a new migration is never hidden by a stale template.
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({ loadDataDir: await pgliteTemplate(migrate) });
  } catch {
    // A damaged cached template (say, a disk that filled up): rebuild it once.
    rmSync(templateFile(migrate), { force: true });
    pglite = await PGlite.create({ loadDataDir: await pgliteTemplate(migrate) });
  }
  return openDatabase({ pglite });
}

const TEMPLATE_DIR = join(tmpdir(), "plugboard-test-pglite-templates");

async function pgliteTemplate(migrated: boolean): Promise<Blob> {
  const file = templateFile(migrated);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const db = await openDatabase({ url: "memory://" });
  let dump: Blob;
  try {
    if (migrated) await applyMigrations(db);
    if (db.raw.kind !== "pglite") throw new Error("memory:// must open PGlite");
    dump = await db.raw.pglite.dumpDataDir("gzip");
  } finally {
    await db.close();
  }
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Write then rename: test workers building the same template at once never read a partial file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function templateFile(migrated: boolean): string {
  return join(TEMPLATE_DIR, `${templateKey(migrated)}.tar.gz`);
}

function templateKey(migrated: boolean): string {
  const hash = createHash("sha256");
  const pgliteEntry = realpathSync(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  hash.update(`${pgliteEntry}:${statSync(pgliteEntry).size}\n`);
  if (migrated) {
    const dir = findMigrationsDir(dirname(fileURLToPath(import.meta.url)));
    for (const name of readdirSync(dir).sort()) {
      try {
        hash.update(name).update(readFileSync(join(dir, name, "migration.sql")));
      } catch {
        // Not a migration folder.
      }
    }
  }
  return `${migrated ? "migrated" : "empty"}-${hash.digest("hex").slice(0, 16)}`;
}

async function openPostgresTestDatabase(options: OpenTestDatabaseOptions = {}): Promise<Database> {
  const scratch = await createScratchPostgresDatabase();
  let db: Database;
  try {
    db = await openDatabase({ url: scratch.url, maxConnections: 5 });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  const close = db.close.bind(db);
  // Same object shape (including the non-enumerable `raw`), with a close() that also drops the database.
  const wrapped = Object.defineProperties({}, Object.getOwnPropertyDescriptors(db)) as Database;
  Object.defineProperty(wrapped, "close", {
    enumerable: true,
    value: async () => {
      try {
        await close();
      } finally {
        await scratch.drop();
      }
    },
  });
  return migrateOrClose(wrapped, options);
}

async function migrateOrClose(db: Database, options: OpenTestDatabaseOptions): Promise<Database> {
  if (options.migrate === false) return db;
  try {
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
