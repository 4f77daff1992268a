import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { PrismaClient } from "../generated/prisma/client.js";
import { releaseConnectCallback } from "./release-connect-callback.js";
import type { Logger } from "../logging/logger.js";
import { secureDataDir } from "./secure-data-dir.js";
import { createPglite } from "./create-pglite.js";
import { listenOnPool, type Listening } from "./listen-on-pool.js";
import { StoreError } from "./store-error.js";

/** Which engine a {@link Database} runs on. */
export type DatabaseKind = "pglite" | "postgres";

/**
 * The driver under Prisma, for what Prisma does not do: multi-statement migration scripts, advisory
 * locks, LISTEN/NOTIFY.
 */
export type RawDatabase = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; pool: pg.Pool };

/** An open database: the Prisma client plus what is needed to check and close it. */
export interface Database {
  /** The Prisma client, already bound to the right driver adapter. */
  readonly prisma: PrismaClient;
  /** `pglite` (embedded, in a directory or in memory) or `postgres` (a PostgreSQL server). */
  readonly kind: DatabaseKind;
  /**
   * The underlying PGlite instance or pg pool. Not enumerable, so logging or serialising a Database
   * never dumps the pool's connection settings.
   */
  readonly raw: RawDatabase;
  /**
   * Disconnects Prisma and closes the driver (PGlite instance or pg pool). Idempotent. Always call it:
   * a PGlite directory left open can make the next process that opens it hang.
   */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects with a {@link StoreError} otherwise. */
  ping(): Promise<void>;
  /**
   * Runs one SQL statement straight through the driver, bypassing Prisma (for hot paths where Prisma's
   * query compiler costs more than the statement, e.g. multi-row inserts). Parameters are `$1`, `$2`, ….
   * `prepared` names a constant hot statement that PostgreSQL then keeps prepared on each pooled connection
   * (parsed and planned once per connection, not on every call); one name, one SQL text.
   */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: { prepared?: string }): Promise<Row[]>;
  /**
   * Calls `onPayload` for every `NOTIFY` on `channel` (lower-case letters, digits, underscores), from
   * this process or any other one sharing the database. On PostgreSQL a lost LISTEN connection is set
   * up again and `onRestored` called, since notifications sent in the gap were missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: { onRestored?: () => void }): Promise<Listening>;
  /** Sends `payload` to every listener of `channel` (PostgreSQL `pg_notify`). */
  notify(channel: string, payload: string): Promise<void>;
}

/** Where {@link openDatabase} opens its database. */
export interface OpenDatabaseOptions {
  /**
   * `DATABASE_URL`: unset for embedded PGlite in `${dataDir}/db`, `memory://` for a throw-away embedded
   * database, `postgres://` or `postgresql://` for a PostgreSQL server.
   */
  url?: string;
  /** `DATA_DIR`: holds the embedded database (`db/`) when `url` is unset. Default `./.plugboard`. */
  dataDir?: string;
  /** Receives one line when the database is open and pool errors; never a password. */
  logger?: Logger;
  /**
   * An already created PGlite instance to use instead of opening one (`url` and `dataDir` are then
   * ignored); `close()` closes it. For callers that need PGlite options, e.g. `loadDataDir`.
   */
  pglite?: PGlite;
  /** Largest number of PostgreSQL connections this process keeps (default 10). Ignored for PGlite. */
  maxConnections?: number;
}

const DEFAULT_MAX_CONNECTIONS = 10;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Opens the database named by `DATABASE_URL` (or the embedded one in `DATA_DIR`) and returns a Prisma
 * client bound to the right driver adapter. PostgreSQL is contacted once before returning, so a wrong
 * URL fails here with one clear line rather than on the first request. Migrations are not applied; see
 * `applyMigrations`. Each engine's driver is loaded only when it is used (PGlite alone costs tens of
 * megabytes), see `createPglite` for the embedded database's memory settings.
 *
 * @example
 * const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: ".plugboard" });
 * try {
 *   await applyMigrations(db);
 *   console.log(await db.prisma.plugin.count());
 * } finally {
 *   await db.close();
 * }
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.pglite) return openPglite({ instance: options.pglite, logger: options.logger });
  const url = options.url?.trim() || undefined;
  if (url === undefined) {
    const dataDir = resolve(options.dataDir ?? ".plugboard");
    return openPglite({ directory: join(dataDir, "db"), dataDir, logger: options.logger });
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "memory") return openPglite({ logger: options.logger });
  if (scheme === "postgres" || scheme === "postgresql") {
    return openPostgres({ url, logger: options.logger, maxConnections: options.maxConnections });
  }
  throw new StoreError(
    "invalid_database_url",
    scheme
      ? `DATABASE_URL uses the unsupported scheme "${scheme}:"; use postgres://, postgresql:// or memory://, or leave it unset for the embedded database in DATA_DIR.`
      : "DATABASE_URL is not a URL; use postgres://user:password@host:5432/database, memory://, or leave it unset for the embedded database in DATA_DIR.",
  );
}

async function openPglite(options: { directory?: string; dataDir?: string; instance?: PGlite; logger?: Logger }): Promise<Database> {
  let pglite: PGlite;
  try {
    if (options.dataDir) {
      // Only the server's user may read or write the data directory (PGlite writes its files 0666).
      const repaired = secureDataDir(options.dataDir);
      if (repaired > 0) {
        options.logger?.warn("data directory permissions repaired: group and other access removed", { dataDir: options.dataDir, entries: repaired });
      }
    }
    if (options.directory) mkdirSync(options.directory, { recursive: true, mode: 0o700 });
    pglite = options.instance ?? (await createPglite(options.directory));
    await pglite.waitReady;
    if (options.dataDir) secureDataDir(options.dataDir);
  } catch (error) {
    const where = options.directory ? `in ${options.directory}` : "in memory";
    throw new StoreError(
      "database_open_failed",
      `Could not open the embedded database ${where} (${describeError(error)}). Check DATA_DIR: it must be writable and used by one process at a time.`,
      { cause: error },
    );
  }
  const { createPgliteAdapter } = await import("./create-pglite-adapter.js");
  const prisma = new PrismaClient({ adapter: createPgliteAdapter(pglite) });
  options.logger?.info("database opened", { engine: "pglite", location: options.directory ?? (options.instance ? "instance" : "memory") });
  return createDatabase({
    prisma,
    kind: "pglite",
    raw: { kind: "pglite", pglite },
    ping: async () => {
      await pglite.query("SELECT 1");
    },
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
    listen: async (channel, onPayload) => {
      // One process owns the embedded database: its LISTEN cannot be lost to a network.
      const stop = await pglite.listen(channelName(channel), onPayload);
      return {
        active: true,
        async stop() {
          if (!pglite.closed) await stop();
        },
      };
    },
    closeDriver: async () => {
      if (!pglite.closed) await pglite.close();
    },
  });
}

async function openPostgres(options: { url: string; logger?: Logger; maxConnections?: number }): Promise<Database> {
  const target = describePostgresUrl(options.url);
  const [{ default: pg }, { PrismaPg }] = await Promise.all([import("pg"), import("@prisma/adapter-pg")]);
  const pool = new pg.Pool({
    Client: releaseConnectCallback(pg.Client),
    connectionString: options.url,
    max: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keepalive: a connection that silently stops answering (the LISTEN one sits idle) is noticed.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: "plugboard",
  });
  // Without a listener an idle client's error (server restart, network cut) would crash the process.
  pool.on("error", (error) => {
    options.logger?.warn("database connection lost; the pool reconnects on next use", {
      target: target.location,
      reason: scrub(describeError(error), target.secrets),
    });
  });
  const unreachable = (error: unknown) =>
    new StoreError(
      "database_unreachable",
      `Cannot reach PostgreSQL at ${target.location} (DATABASE_URL): ${scrub(describeError(error), target.secrets)}. Check that the server is running and that DATABASE_URL has the right host, port, database and credentials.`,
      { cause: error },
    );
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw unreachable(error);
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  options.logger?.info("database opened", { engine: "postgres", location: target.location });
  let ended = false;
  return createDatabase({
    prisma,
    kind: "postgres",
    raw: { kind: "postgres", pool },
    ping: async () => {
      try {
        await pool.query("SELECT 1");
      } catch (error) {
        throw unreachable(error);
      }
    },
    query: async <Row>(sql: string, params?: unknown[], queryOptions?: { prepared?: string }) =>
      (queryOptions?.prepared ? await pool.query({ name: queryOptions.prepared, text: sql, values: params ?? [] }) : await pool.query(sql, params)).rows as Row[],
    listen: async (channel, onPayload, listenOptions) => {
      try {
        return await listenOnPool(pool, channelName(channel), onPayload, { logger: options.logger, onRestored: listenOptions?.onRestored });
      } catch (error) {
        throw unreachable(error);
      }
    },
    closeDriver: async () => {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  });
}

function createDatabase(parts: {
  prisma: PrismaClient;
  kind: DatabaseKind;
  raw: RawDatabase;
  ping: () => Promise<void>;
  query: Database["query"];
  listen: Database["listen"];
  closeDriver: () => Promise<void>;
}): Database {
  let closing: Promise<void> | undefined;
  const database = {
    prisma: parts.prisma,
    kind: parts.kind,
    ping: parts.ping,
    query: parts.query,
    listen: parts.listen,
    async notify(channel: string, payload: string): Promise<void> {
      await parts.query("SELECT pg_notify($1, $2)", [channelName(channel), payload]);
    },
    close(): Promise<void> {
      closing ??= (async () => {
        try {
          await parts.prisma.$disconnect();
        } finally {
          await parts.closeDriver();
        }
      })();
      return closing;
    },
  };
  Object.defineProperty(database, "raw", { value: parts.raw, enumerable: false, writable: false });
  return database as Database;
}

/** A channel name safe to write into `LISTEN`/`UNLISTEN` (they take no parameters). */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new TypeError(`invalid notification channel name: ${channel}`);
  return channel;
}

/** `host:port/database` of a PostgreSQL URL, and the strings that must never be printed. */
function describePostgresUrl(url: string): { location: string; secrets: string[] } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StoreError(
      "invalid_database_url",
      "DATABASE_URL is not a valid URL; expected postgres://user:password@host:5432/database (percent-encode special characters in the password).",
    );
  }
  const host = parsed.hostname || parsed.searchParams.get("host") || "localhost";
  const port = parsed.port || parsed.searchParams.get("port") || "5432";
  const database = safeDecode(parsed.pathname.replace(/^\//, "")) || "(default database)";
  const secrets = [parsed.password, safeDecode(parsed.password), parsed.searchParams.get("password") ?? ""];
  return { location: `${host}:${port}/${database}`, secrets: secrets.filter((secret) => secret.length > 0) };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describeError(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || error.name;
    return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}

function scrub(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("***");
  return out;
}
