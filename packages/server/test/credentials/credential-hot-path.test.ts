import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { queryCounter } from "../helpers/query-counter.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/**
 * The execute hot path with credentials in their own table: the connection cache holds each account's
 * credentials (still encrypted) beside the connection, so a warm call reads nothing from the database
 * to authorize, and a change of credentials (a new key) is seen at once through the invalidation bus.
 */
describe.each(testDatabases())("credentials on the execute hot path on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    // No trigger poller: its once-a-second look for due polls would be counted as the calls' queries.
    pb = await startPlugboard(db, { executionLogBuffer: 50_000, triggers: { poll: false } });
    await pb.createApprovedPlugin({
      slug: "hot",
      name: "Hot",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "HOT_ME", name: "Me", description: "Who am I", method: "GET", path: "/me" }],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "hana", plugin: "hot", authMethod: "bearer_token", credentials: { token: "tok-hot-1" } });
    expect(connected.status).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  const run = () => pb.api("POST", "/api/v1/tools/execute", { userId: "hana", tool: "HOT_ME" });

  it("a warm execute sends no SQL statement to authorize; a new credential is used on the next call", async () => {
    expect((await run()).status).toBe(200);
    // Statements that read or write connections or credentials (the execution log's batches are not counted).
    const counter = queryCounter(db, { match: (sql) => /"(Connection|Credential)"/.test(sql) });
    let warm: number;
    let cold: number;
    try {
      warm = await counter.during(async () => {
        for (let index = 0; index < 5; index += 1) expect((await run()).status).toBe(200);
      });
      // After an invalidation the accounts and their credentials are read again, once.
      pb.services.bus.publish({ kind: "all" });
      cold = await counter.during(async () => {
        for (let index = 0; index < 3; index += 1) expect((await run()).status).toBe(200);
      });
    } finally {
      counter.restore();
    }
    expect(warm).toBe(0);
    expect(cold).toBeGreaterThan(0);
    expect(cold).toBeLessThanOrEqual(2);
    expect(upstream.received.at(-1)!.headers.authorization).toBe("Bearer tok-hot-1");

    expect((await pb.api("POST", "/api/v1/connections", { userId: "hana", plugin: "hot", authMethod: "bearer_token", credentials: { token: "tok-hot-2" } })).status).toBe(200);
    expect((await run()).status).toBe(200);
    expect(upstream.received.at(-1)!.headers.authorization).toBe("Bearer tok-hot-2");
  });
});
