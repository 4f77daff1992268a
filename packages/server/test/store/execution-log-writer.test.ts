import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExecutionLogWriter } from "../../src/infra/execution-log-writer.js";
import type { ExecutionLogEntry } from "../../src/store/insert-execution-log-rows.js";
import { createLogger } from "../../src/logging/logger.js";
import type { Database } from "../../src/store/open-database.js";
import { testDatabases } from "../helpers/test-database.js";

const entry = (error: string | null): ExecutionLogEntry => ({
  id: randomUUID(),
  developerId: randomUUID(),
  userId: "user-1",
  toolSlug: "SOME_TOOL",
  pluginId: null,
  source: "mcp",
  status: error === null ? 200 : 0,
  success: error === null,
  latencyMs: 3,
  error,
  createdAt: new Date("2026-11-23T12:00:00.123Z"),
});

describe.each(testDatabases())("execution-log writer on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("stores every row of a batch as given, and an error text with a NUL or a lone surrogate (an MCP server's message) in a form PostgreSQL keeps", async () => {
    const lines: string[] = [];
    const writer = createExecutionLogWriter({ database, logger: createLogger({ write: (line) => lines.push(line) }), buffer: 1_000, shutdownTimeoutMs: 1_000 });
    const rows = [
      entry(null),
      entry("The external API answered with status 500"),
      entry("bad\u0000byte and a lone \ud800 surrogate"),
      entry("emoji 😀 kept"),
      // What the embedded database's COPY text format must escape.
      { ...entry("line 1\nline 2\ttab, a \\ backslash, \\N and \\t as text\r"), userId: "user\twith\\odd\ncharacters" },
    ];
    for (const row of rows) writer.write(row);
    await writer.close();
    const stored = await database.query<{ id: string; developerId: string; success: boolean; latencyMs: number; error: string | null; createdAt: Date }>(
      `SELECT id, "developerId", success, "latencyMs", error, "createdAt" FROM "ExecutionLog" WHERE id = ANY($1::uuid[])`,
      [rows.map((row) => row.id)],
    );
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(stored).toHaveLength(5);
    expect(byId.get(rows[0]!.id)).toMatchObject({ developerId: rows[0]!.developerId, success: true, latencyMs: 3, error: null });
    expect(new Date(byId.get(rows[0]!.id)!.createdAt).toISOString()).toBe("2026-11-23T12:00:00.123Z");
    expect(byId.get(rows[1]!.id)!.error).toBe("The external API answered with status 500");
    expect(byId.get(rows[2]!.id)!.error).toBe("badbyte and a lone \uFFFD surrogate");
    expect(byId.get(rows[3]!.id)!.error).toBe("emoji 😀 kept");
    expect(byId.get(rows[4]!.id)!.error).toBe("line 1\nline 2\ttab, a \\ backslash, \\N and \\t as text\r");
    const [odd] = await database.query<{ userId: string; status: number; success: boolean }>(`SELECT "userId", status, success FROM "ExecutionLog" WHERE id = $1`, [rows[4]!.id]);
    expect(odd).toEqual({ userId: "user\twith\\odd\ncharacters", status: 0, success: false });
    expect(lines.filter((line) => line.includes('"error"'))).toEqual([]);
  });

  it("writes a large backlog in batches, serving what waits in between on the embedded database, and keeps every row", async () => {
    const writer = createExecutionLogWriter({ database, logger: createLogger({ level: "silent" }), buffer: 10_000, shutdownTimeoutMs: 1_000 });
    const rows = Array.from({ length: 1_500 }, () => entry(null));
    // A stand-in for requests waiting on the event loop: counts the turns it gets while the rows are written.
    let turns = 0;
    let writing = true;
    const turn = () => {
      if (!writing) return;
      turns += 1;
      setImmediate(turn);
    };
    for (const row of rows) writer.write(row);
    setImmediate(turn);
    await writer.flush();
    writing = false;
    const [first] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM "ExecutionLog" WHERE id = ANY($1::uuid[])`, [rows.map((row) => row.id)]);
    expect(first?.count).toBe(1_500);
    // PGlite inserts in this thread: three batches of at most 500 rows, with the event loop's turn between them.
    if (database.raw.kind === "pglite") expect(turns).toBeGreaterThanOrEqual(2);
    await writer.close();
  });
});
