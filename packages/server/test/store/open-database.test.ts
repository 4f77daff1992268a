import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import { EMBEDDED_POSTGRES_SETTINGS } from "../../src/store/create-pglite.js";
import { openDatabase, type Database } from "../../src/store/open-database.js";
import { StoreError } from "../../src/store/store-error.js";
import { testDatabases } from "../helpers/test-database.js";

const PASSWORD = "hunter2-s3cret";

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(StoreError.isInstance(error), `expected a StoreError, got ${String(error)}`).toBe(true);
  return error as StoreError;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

describe("openDatabase settings errors", () => {
  it("rejects an unsupported scheme with a message naming DATABASE_URL and not the password", async () => {
    const error = await rejection(openDatabase({ url: `mysql://root:${PASSWORD}@db.example.com/app` }));
    expect(error.code).toBe("invalid_database_url");
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toContain("mysql");
    expect(error.message).not.toContain(PASSWORD);
  });

  it("rejects a value that is not a URL without echoing it", async () => {
    const error = await rejection(openDatabase({ url: PASSWORD }));
    expect(error.code).toBe("invalid_database_url");
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).not.toContain(PASSWORD);
  });

  it("fails at once with one clear line when PostgreSQL is unreachable", async () => {
    const port = await closedPort();
    const error = await rejection(openDatabase({ url: `postgres://plugboard:${PASSWORD}@127.0.0.1:${port}/plugboard` }));
    expect(error.code).toBe("database_unreachable");
    expect(error.message).toContain("DATABASE_URL");
    expect(error.message).toContain(`127.0.0.1:${port}`);
    expect(error.message).not.toContain(PASSWORD);
    expect(error.message).not.toContain("\n");
    expect(String(error.cause)).not.toContain(PASSWORD);
  });

  it("accepts postgresql:// as well as postgres://", async () => {
    const port = await closedPort();
    const error = await rejection(openDatabase({ url: `postgresql://u:${PASSWORD}@127.0.0.1:${port}/x` }));
    expect(error.code).toBe("database_unreachable");
  });
});

describe("embedded PGlite in DATA_DIR", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-store-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates DATA_DIR/db and keeps data across close and reopen", async () => {
    const first = await openDatabase({ dataDir: join(dataDir, "nested") });
    expect(first.kind).toBe("pglite");
    expect(existsSync(join(dataDir, "nested", "db"))).toBe(true);
    // The memory settings (PostgreSQL's default would keep 128 MB of shared buffers resident).
    expect(await first.query("SHOW shared_buffers")).toEqual([{ shared_buffers: EMBEDDED_POSTGRES_SETTINGS.shared_buffers }]);
    await applyMigrations(first);
    await first.prisma.developer.create({ data: { email: "kept@example.com" } });
    await first.close();

    // Reopening in the same process only works if close() really closed the directory.
    const second = await openDatabase({ dataDir: join(dataDir, "nested") });
    try {
      expect(await applyMigrations(second)).toEqual([]);
      expect(await second.query("SHOW shared_buffers")).toEqual([{ shared_buffers: EMBEDDED_POSTGRES_SETTINGS.shared_buffers }]);
      const developers = await second.prisma.developer.findMany();
      expect(developers.map((developer) => developer.email)).toEqual(["kept@example.com"]);
    } finally {
      await second.close();
    }
  });

  it("gives every memory:// database its own data", async () => {
    const a = await openDatabase({ url: "memory://" });
    const b = await openDatabase({ url: "memory://" });
    try {
      await a.prisma.$executeRawUnsafe("CREATE TABLE only_in_a (x int)");
      const query = "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'only_in_a'";
      expect(await a.prisma.$queryRawUnsafe(query)).toEqual([{ n: 1 }]);
      expect(await b.prisma.$queryRawUnsafe(query)).toEqual([{ n: 0 }]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.each(testDatabases())("Database on $name", ({ name, open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  it("reports its engine and answers ping", async () => {
    expect(db.kind).toBe(name);
    expect(db.raw.kind).toBe(name);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  it("keeps the driver out of enumeration, so logging it leaks no connection settings", () => {
    expect(Object.keys(db)).not.toContain("raw");
    const printed = inspect(db);
    expect(printed).not.toContain("connectionString");
    expect(printed).not.toContain("postgres://");
  });

  it("runs Prisma queries on the driver it exposes", async () => {
    await db.prisma.developer.create({ data: { email: `${name}-driver@example.com` } });
    const raw = db.raw;
    const rows =
      raw.kind === "pglite"
        ? (await raw.pglite.query<{ email: string }>(`SELECT email FROM "Developer" WHERE email = $1`, [`${name}-driver@example.com`])).rows
        : (await raw.pool.query<{ email: string }>(`SELECT email FROM "Developer" WHERE email = $1`, [`${name}-driver@example.com`])).rows;
    expect(rows).toEqual([{ email: `${name}-driver@example.com` }]);
    if (raw.kind === "postgres") expect(raw.pool.totalCount).toBeGreaterThan(0);
  });

  it("closes idempotently and then refuses queries", async () => {
    const other = await open();
    await other.close();
    await expect(other.close()).resolves.toBeUndefined();
    await expect(other.ping()).rejects.toThrow();
    const raw = other.raw;
    if (raw.kind === "pglite") expect(raw.pglite.closed).toBe(true);
    else expect(raw.pool.ended).toBe(true);
  });
});
