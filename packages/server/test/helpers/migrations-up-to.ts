import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import type { Database } from "../../src/store/open-database.js";

/** The server's migrations (`prisma/migrations`). */
export const MIGRATIONS_DIR = join(resolve(dirname(fileURLToPath(import.meta.url)), "../.."), "prisma", "migrations");

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/**
 * A temporary folder holding the migrations up to and including `last` — a database as an earlier release left it,
 * for `applyMigrations(db, { migrationsDir })`; removed after the test file.
 */
export function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), "plugboard-migrations-"));
  folders.push(dir);
  for (const entry of readdirSync(MIGRATIONS_DIR, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name <= last) cpSync(join(MIGRATIONS_DIR, entry.name), join(dir, entry.name), { recursive: true });
  }
  return dir;
}

/**
 * Migrates `db` up to and including `last` (a database as the release that ended there left it).
 *
 * @throws {Error} when the migrations applied do not end at `last` (a misspelt or missing name)
 */
export async function migrateUpTo(db: Database, last: string): Promise<void> {
  const applied = await applyMigrations(db, { migrationsDir: migrationsUpTo(last) });
  if (applied.at(-1) !== last) throw new Error(`the migrations applied end at ${applied.at(-1) ?? "none"}, not at ${last}`);
}
