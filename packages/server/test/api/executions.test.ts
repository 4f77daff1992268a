import { Plugboard } from "@plugboard/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const tool = (slug: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method: "GET", path });

/** Polls the listing the way an app would until `id` shows up (rows are written in batches, ~100 ms). */
async function waitForExecution(pb: TestPlugboard, id: string, apiKey?: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { body } = await pb.api("GET", "/api/v1/executions?limit=100", undefined, apiKey ? { apiKey } : {});
    const found = body.executions.find((row: { id: string }) => row.id === id);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`execution ${id} never listed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())("execution history (GET /api/v1/executions) on $name", ({ open }) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let other: { id: string; apiKey: string };
  const ids: string[] = [];
  const execute = (userId: string, toolSlug: string, params: Record<string, unknown> = {}, apiKey?: string) =>
    pb.api("POST", "/api/v1/tools/execute", { userId, tool: toolSlug, params }, apiKey ? { apiKey } : {});
  const list = (query = "", apiKey?: string) => pb.api("GET", `/api/v1/executions${query}`, undefined, apiKey ? { apiKey } : {});

  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.reply((request) => (request.path === "/fail" ? { status: 500, body: { message: "boom" } } : { body: { ok: true } }));
    pb = await startPlugboard(await open());
    const noAuth = [{ type: "no_auth", label: "Public" }];
    await pb.createApprovedPlugin({ slug: "history-a", name: "A", baseUrl: upstream.url, authMethods: noAuth, tools: [tool("HISTORY_GET", "/items/{id}"), tool("HISTORY_FAIL", "/fail")] });
    await pb.createApprovedPlugin({ slug: "history-b", name: "B", baseUrl: upstream.url, authMethods: noAuth, tools: [tool("HISTORY_OTHER", "/other")] });
    other = await pb.newDeveloper(`other-${Date.now()}@test.local`);
    // Seven executions of ours, oldest first; one of the other developer's, for the same user id.
    const calls: Array<[string, string, Record<string, unknown>]> = [
      ["alice", "HISTORY_GET", { id: "1" }],
      ["alice", "HISTORY_FAIL", {}],
      ["bob", "HISTORY_GET", { id: "2" }],
      ["alice", "HISTORY_OTHER", {}],
      ["bob", "HISTORY_FAIL", {}],
      ["alice", "HISTORY_GET", { id: "3" }],
      ["carol", "HISTORY_OTHER", {}],
    ];
    for (const [userId, slug, params] of calls) {
      const result = await execute(userId, slug, params);
      ids.push(result.body.executionId);
    }
    expect((await execute("alice", "HISTORY_GET", { id: "9" }, other.apiKey)).status).toBe(200);
  });

  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
  });

  it("execute answers (200 and 502) carry executionId, the id of the row the listing shows shortly after", async () => {
    const ok = await execute("dave", "HISTORY_GET", { id: "7" });
    expect(ok.status).toBe(200);
    expect(ok.body.executionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const failed = await execute("dave", "HISTORY_FAIL");
    expect(failed.status).toBe(502);
    expect(failed.body.executionId).toEqual(expect.any(String));
    expect(await waitForExecution(pb, ok.body.executionId)).toEqual({
      id: ok.body.executionId,
      userId: "dave",
      pluginSlug: "history-a",
      toolSlug: "HISTORY_GET",
      source: "manual",
      status: 200,
      success: true,
      latencyMs: expect.any(Number),
      error: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await waitForExecution(pb, failed.body.executionId)).toMatchObject({ success: false, status: 500, error: "The external API answered with status 500" });
    // A refused call (400) runs nothing and is not an execution.
    expect((await execute("dave", "HISTORY_GET", {})).body.executionId).toBeUndefined();
  });

  it("lists newest first and filters by user, plugin, tool and success", async () => {
    await waitForExecution(pb, ids.at(-1)!);
    const alice = await list("?userId=alice");
    expect(alice.status).toBe(200);
    expect(alice.body.executions.map((row: { id: string }) => row.id)).toEqual([ids[5], ids[3], ids[1], ids[0]]);
    expect(alice.body).toMatchObject({ nextCursor: null, hasMore: false });
    const pluginB = await list("?plugin=history-b");
    expect(pluginB.body.executions.map((row: { id: string }) => row.id)).toEqual([ids[6], ids[3]]);
    const failures = await list("?tool=HISTORY_FAIL&success=false");
    expect(failures.body.executions.map((row: { id: string }) => row.id).slice(-2)).toEqual([ids[4], ids[1]]);
    expect(failures.body.executions.every((row: { success: boolean; toolSlug: string }) => !row.success && row.toolSlug === "HISTORY_FAIL")).toBe(true);
    const bobOk = await list("?userId=bob&success=true&plugin=history-a&tool=HISTORY_GET");
    expect(bobOk.body.executions.map((row: { id: string }) => row.id)).toEqual([ids[2]]);
    expect((await list("?plugin=no-such-plugin")).body).toEqual({ executions: [], nextCursor: null, hasMore: false });
  });

  it("filters by time: since (inclusive) and until (exclusive), refusing a date without a time zone", async () => {
    const hour = 3_600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    expect((await list(`?since=${iso(hour)}`)).body.executions).toEqual([]);
    expect((await list(`?until=${iso(-hour)}`)).body.executions).toEqual([]);
    const recent = (await list(`?since=${iso(-hour)}&until=${iso(hour)}&limit=100`)).body.executions;
    const all = (await list("?limit=100")).body.executions;
    expect(recent).toEqual(all);
    expect(recent.length).toBeGreaterThanOrEqual(ids.length);
    const newest = recent[0] as { createdAt: string };
    const before = (await list(`?until=${encodeURIComponent(newest.createdAt)}&limit=100`)).body.executions;
    expect(before.every((row: { createdAt: string }) => row.createdAt < newest.createdAt)).toBe(true);
    const bad = await list("?since=2026-11-27T08:00:00");
    expect(bad.status).toBe(400);
    expect(bad.body.details.fieldErrors.since[0]).toContain("since must be an ISO 8601 date-time with a time zone");
  });

  it("pages with an opaque cursor, every row once, newest first", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { body: { executions: Array<{ id: string }>; nextCursor: string | null; hasMore: boolean } } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.body.executions.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.executions.map((row) => row.id));
      cursor = page.body.nextCursor;
      expect(page.body.hasMore).toBe(cursor !== null);
      pages += 1;
    } while (cursor);
    const all = (await list("?limit=100")).body.executions.map((row: { id: string }) => row.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(seen.slice(-7)).toEqual([...ids].reverse());
  });

  it("never shows another developer's rows", async () => {
    const theirs = await list("?userId=alice", other.apiKey);
    expect(theirs.body.executions).toHaveLength(1);
    expect(theirs.body.executions.map((row: { id: string }) => row.id).filter((id: string) => ids.includes(id))).toEqual([]);
    // Our cursor walks their rows only.
    const first = await list("?limit=1");
    const afterOurs = await list(`?limit=100&cursor=${first.body.nextCursor}`, other.apiKey);
    expect(afterOurs.body.executions.filter((row: { id: string }) => ids.includes(row.id))).toEqual([]);
  });

  it("refuses a bad limit, cursor or filter with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      ["?limit=101", "limit"],
      ["?limit=abc", "limit"],
      ["?cursor=not-a-cursor!", "cursor"],
      [`?cursor=${Buffer.from(JSON.stringify({ v: 1, t: 1, i: "x" })).toString("base64url")}`, "cursor"],
      ["?success=maybe", "success"],
      ["?plugin=Not%20A%20Slug", "plugin"],
    ] as const) {
      const result = await list(query);
      expect(result.status, query).toBe(400);
      expect(Object.keys(result.body.details.fieldErrors), query).toEqual([field]);
    }
    expect((await pb.api("GET", "/api/v1/executions", undefined, { apiKey: null })).status).toBe(401);
  });

  it("the client SDK lists and iterates the history", async () => {
    const client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    const page = await client.executions.list({ userId: "alice", success: false, limit: 5 });
    expect(page.executions.map((row) => row.id)).toEqual([ids[1]]);
    const walked: string[] = [];
    for await (const execution of client.executions.iterate({ userId: "alice", pageSize: 1 })) walked.push(execution.id);
    expect(walked).toEqual([ids[5], ids[3], ids[1], ids[0]]);
    const first: string[] = [];
    for await (const execution of client.executions.iterate({ plugin: "history-b", pageSize: 1 })) {
      first.push(execution.id);
      break;
    }
    expect(first).toEqual([ids[6]]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await client.executions.list({ userId: "alice", since: future })).executions).toEqual([]);
    expect((await client.executions.list({ userId: "alice", until: future, success: false })).executions.map((row) => row.id)).toEqual([ids[1]]);
  });
});
