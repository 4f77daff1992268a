import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import type { Logger } from "../logging/logger.js";
import type { Database } from "./open-database.js";
import { StoreError } from "./store-error.js";

/** Options of {@link applyMigrations}. */
export interface ApplyMigrationsOptions {
  /** Folder holding `<name>/migration.sql` folders. Default: the package's own `prisma/migrations`. */
  migrationsDir?: string;
  /** Receives one line per applied migration and a warning when an applied migration's file changed. */
  logger?: Logger;
}

/** One migration read from disk. */
interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** What the migration loop needs from either driver. */
interface MigrationSession {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `script` (many statements) and records it, all in one transaction. */
  applyInTransaction(script: string, record: { sql: string; params: unknown[] }): Promise<void>;
}

/** Prisma Migrate's own lock key: holding it also keeps `prisma migrate deploy` out while we migrate. */
const ADVISORY_LOCK_KEY = 72707369;

/** Prisma's exact table, so the Prisma CLI (`migrate status`, `migrate deploy`) agrees with us. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
)`;

const RECORD_MIGRATION = `INSERT INTO "_prisma_migrations"
  (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
  VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, $4, 1)`;

/**
 * Applies the migrations under `prisma/migrations` that the database has not seen yet, each in its own
 * transaction together with its row in Prisma's `_prisma_migrations` table (checksum = SHA-256 hex of
 * the file). On PostgreSQL an advisory lock is held throughout, so instances starting together migrate
 * once. Returns the names applied, in order (empty when the database is up to date).
 *
 * @example
 * const db = await openDatabase({ url: process.env.DATABASE_URL });
 * const applied = await applyMigrations(db);
 * for (const name of applied) console.log(name);
 */
export async function applyMigrations(db: Database, options: ApplyMigrationsOptions = {}): Promise<string[]> {
  const migrations = readMigrations(options.migrationsDir ?? findMigrationsDir(moduleDirectory()));
  const raw = db.raw;
  if (raw.kind === "pglite") return migrate(pgliteSession(raw.pglite), migrations, options.logger);
  return withAdvisoryLock(raw.pool, (client) => migrate(pgSession(client), migrations, options.logger));
}

/**
 * Finds `prisma/migrations` by walking up from `startDir`: from `src/store/` under tsx or vitest and
 * from the bundled `dist/` alike, the first ancestor holding `prisma/migrations` is the package root.
 *
 * @example
 * findMigrationsDir("/app/packages/server/dist"); // "/app/packages/server/prisma/migrations"
 */
export function findMigrationsDir(startDir: string): string {
  let directory = resolve(startDir);
  for (;;) {
    const candidate = join(directory, "prisma", "migrations");
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw new StoreError(
    "migrations_not_found",
    `No prisma/migrations folder found above ${resolve(startDir)}; pass migrationsDir to applyMigrations.`,
  );
}

function moduleDirectory(): string {
  // ESM (tsx, vitest, dist/*.js) has import.meta.url; the CJS bundle (dist/*.cjs) has its own __dirname.
  const url = import.meta.url as string | undefined;
  if (url) return dirname(fileURLToPath(url));
  return typeof __dirname === "string" ? __dirname : process.cwd();
}

function readMigrations(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) {
    throw new StoreError("migrations_not_found", `Migrations folder ${migrationsDir} does not exist.`);
  }
  const names = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => {
    const bytes = readFileSync(join(migrationsDir, name, "migration.sql"));
    return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
  });
}

async function migrate(session: MigrationSession, migrations: MigrationFile[], logger?: Logger): Promise<string[]> {
  await session.query(CREATE_MIGRATIONS_TABLE);
  const rows = await session.query<{
    migration_name: string;
    checksum: string;
    finished_at: unknown;
    rolled_back_at: unknown;
  }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`);

  const failed = rows.find((row) => row.finished_at == null && row.rolled_back_at == null);
  if (failed) {
    throw new StoreError(
      "migration_state_invalid",
      `Migration ${failed.migration_name} is recorded as failed in _prisma_migrations. Repair the database, then mark it with \`prisma migrate resolve --rolled-back ${failed.migration_name}\` (or --applied) and start again.`,
    );
  }
  const applied = new Map<string, string>();
  for (const row of rows) if (row.rolled_back_at == null) applied.set(row.migration_name, row.checksum);

  const done: string[] = [];
  for (const migration of migrations) {
    const checksum = applied.get(migration.name);
    if (checksum !== undefined) {
      if (checksum !== migration.checksum) {
        logger?.warn("an applied migration was edited after it was applied; it is not re-run", {
          migration: migration.name,
        });
      }
      continue;
    }
    try {
      await session.applyInTransaction(migration.sql, {
        sql: RECORD_MIGRATION,
        params: [randomUUID(), migration.checksum, migration.name, new Date()],
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StoreError(
        "migration_failed",
        `Migration ${migration.name} failed and was rolled back (${reason}); ${done.length} earlier migration(s) were applied. Fix the cause and start again.`,
        { cause: error },
      );
    }
    logger?.info("migration applied", { migration: migration.name });
    done.push(migration.name);
  }
  return done;
}

function pgliteSession(pglite: PGlite): MigrationSession {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await pglite.query<Row>(sql, params)).rows;
    },
    async applyInTransaction(script, record) {
      await pglite.transaction(async (tx: Transaction) => {
        await tx.exec(script);
        await tx.query(record.sql, record.params);
      });
    },
  };
}

function pgSession(client: pg.PoolClient): MigrationSession {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async applyInTransaction(script, record) {
      await client.query("BEGIN");
      try {
        // No parameters: pg then uses the simple query protocol, which runs many statements at once.
        await client.query(script);
        await client.query(record.sql, record.params);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    },
  };
}

async function withAdvisoryLock<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  } catch (error) {
    client.release(asError(error));
    throw error;
  }
  let unlockError: Error | undefined;
  try {
    return await run(client);
  } finally {
    try {
      await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
    } catch (error) {
      unlockError = asError(error);
    }
    // A connection whose unlock failed may still hold the lock: destroy it (which frees the lock) rather than pool it.
    client.release(unlockError);
  }
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
