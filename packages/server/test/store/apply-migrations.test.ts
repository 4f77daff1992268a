import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, findMigrationsDir } from "../../src/store/apply-migrations.js";
import { openDatabase, type Database } from "../../src/store/open-database.js";
import { StoreError } from "../../src/store/store-error.js";
import { createScratchPostgresDatabase, testDatabases } from "../helpers/test-database.js";

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const migrationsDir = join(serverRoot, "prisma", "migrations");
const migrationNames = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface MigrationRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  applied_steps_count: number;
}

function migrationRows(db: Database): Promise<MigrationRow[]> {
  return db.prisma.$queryRawUnsafe<MigrationRow[]>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
  );
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const rows = await db.prisma.$queryRawUnsafe<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name = $1`,
    table,
  );
  return rows[0]?.n === 1;
}

/** A copy of the real migrations plus `extra` migrations, in a temporary folder. */
function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "plugboard-migrations-"));
  cpSync(migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "migration.sql"), sql);
  }
  temporaryDirs.push(dir);
  return dir;
}
const temporaryDirs: string[] = [];
afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe("findMigrationsDir", () => {
  it("finds the package's migrations from src/store and from the bundled dist folder", () => {
    expect(migrationNames.length).toBeGreaterThan(0);
    expect(findMigrationsDir(join(serverRoot, "src", "store"))).toBe(migrationsDir);
    expect(findMigrationsDir(join(serverRoot, "dist"))).toBe(migrationsDir);
  });

  it("says what to do when there is none", () => {
    expect(() => findMigrationsDir(tmpdir())).toThrow(/pass migrationsDir/);
    try {
      findMigrationsDir(tmpdir());
    } catch (error) {
      expect(StoreError.isInstance(error) && error.code).toBe("migrations_not_found");
    }
  });
});

describe.each(testDatabases())("applyMigrations on $name", ({ open }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("applies every migration once, records it as Prisma does, and applies nothing the second time", async () => {
    db = await open({ migrate: false });
    expect(await tableExists(db, "Plugin")).toBe(false);

    expect(await applyMigrations(db)).toEqual(migrationNames);

    expect(await tableExists(db, "Plugin")).toBe(true);
    expect(await tableExists(db, "Connection")).toBe(true);
    const rows = await migrationRows(db);
    expect(rows.map((row) => row.migration_name)).toEqual(migrationNames);
    for (const row of rows) {
      const file = readFileSync(join(migrationsDir, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }

    expect(await applyMigrations(db)).toEqual([]);
    expect(await migrationRows(db)).toHaveLength(migrationNames.length);
  });

  it("applies only the new migration of a longer history", async () => {
    db = await open();
    const dir = migrationsWith({ "29990101000000_add_widget": `CREATE TABLE "Widget" ("id" INTEGER PRIMARY KEY);\nCREATE INDEX "Widget_id_idx" ON "Widget"("id");` });

    expect(await applyMigrations(db, { migrationsDir: dir })).toEqual(["29990101000000_add_widget"]);
    expect(await tableExists(db, "Widget")).toBe(true);
    expect(await applyMigrations(db, { migrationsDir: dir })).toEqual([]);
  });

  it("rolls a failing migration back as a whole and records nothing", async () => {
    db = await open();
    const broken = migrationsWith({
      "29990101000000_broken": `CREATE TABLE "Half" ("id" INTEGER);\nSELECT * FROM "NoSuchTable";`,
    });

    const error = await applyMigrations(db, { migrationsDir: broken }).catch((reason: unknown) => reason);
    expect(StoreError.isInstance(error)).toBe(true);
    expect((error as StoreError).code).toBe("migration_failed");
    expect((error as StoreError).message).toContain("29990101000000_broken");
    expect(await tableExists(db, "Half")).toBe(false);
    expect((await migrationRows(db)).map((row) => row.migration_name)).toEqual(migrationNames);

    const fixed = migrationsWith({ "29990101000000_broken": `CREATE TABLE "Half" ("id" INTEGER);` });
    expect(await applyMigrations(db, { migrationsDir: fixed })).toEqual(["29990101000000_broken"]);
    expect(await tableExists(db, "Half")).toBe(true);
  });

  it("refuses to go on while a failed migration is recorded", async () => {
    db = await open();
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ('00000000-0000-0000-0000-000000000001', 'x', '29990101000000_failed_by_cli', now(), 0)`,
    );
    const error = await applyMigrations(db).catch((reason: unknown) => reason);
    expect(StoreError.isInstance(error) && error.code).toBe("migration_state_invalid");
    expect((error as StoreError).message).toContain("prisma migrate resolve");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("applyMigrations on PostgreSQL with several instances", () => {
  it("migrates once when two instances start together (advisory lock)", async () => {
    const scratch = await createScratchPostgresDatabase();
    const instances: Database[] = [];
    try {
      for (let index = 0; index < 3; index += 1) instances.push(await openDatabase({ url: scratch.url, maxConnections: 2 }));
      const results = await Promise.all(instances.map((instance) => applyMigrations(instance)));

      expect(results.flat().sort()).toEqual(migrationNames);
      expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
      expect(await migrationRows(instances[0]!)).toHaveLength(migrationNames.length);
    } finally {
      for (const instance of instances) await instance.close();
      await scratch.drop();
    }
  });
});
