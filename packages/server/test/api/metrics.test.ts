import { Plugboard } from "@plugboard/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const tool = (slug: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method: "GET", path });

/** PostgreSQL's `percentile_cont`: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (rank - low);
}

/** Polls until `count` rows of the developer are in the log (the writer inserts in batches). */
async function waitForRows(pb: TestPlugboard, developerId: string, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await pb.context.prisma.executionLog.count({ where: { developerId } })) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} log rows`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabases())("metrics (GET /api/v1/metrics/*) on $name", ({ open }) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let other: { id: string; apiKey: string };
  let pluginA: string;
  let pluginB: string;
  const metrics = (query: string, apiKey?: string) => pb.api("GET", `/api/v1/metrics/executions${query}`, undefined, apiKey ? { apiKey } : {});
  // A known set of executions from 08:00 to 11:00 on one day: hour 0 and hour 2 hold rows, hour 1 none.
  const day = "2026-03-02";
  const at = (time: string) => new Date(`${day}T${time}Z`);
  const known = [
    { time: "08:05:00", plugin: "a", tool: "METRICS_GET", success: true, status: 200, latencyMs: 10 },
    { time: "08:10:00", plugin: "a", tool: "METRICS_GET", success: true, status: 200, latencyMs: 20 },
    { time: "08:20:00", plugin: "a", tool: "METRICS_GET", success: true, status: 201, latencyMs: 30 },
    { time: "08:30:00", plugin: "a", tool: "METRICS_FAIL", success: false, status: 500, latencyMs: 400 },
    { time: "08:40:00", plugin: "a", tool: "METRICS_FAIL", success: false, status: 0, latencyMs: 1000 },
    { time: "08:50:00", plugin: "b", tool: "METRICS_OTHER", success: false, status: 404, latencyMs: 50 },
    { time: "10:00:00", plugin: "b", tool: "METRICS_OTHER", success: true, status: 200, latencyMs: 7 },
    { time: "10:59:59.999", plugin: "b", tool: "METRICS_OTHER", success: false, status: 429, latencyMs: 9 },
    // Outside the window on both sides: never counted.
    { time: "07:59:59.999", plugin: "a", tool: "METRICS_GET", success: true, status: 200, latencyMs: 5 },
    { time: "11:00:00", plugin: "a", tool: "METRICS_GET", success: true, status: 200, latencyMs: 5 },
  ];

  beforeAll(async () => {
    upstream = await startUpstream();
    upstream.reply((request) => (request.path === "/fail" ? { status: 503, body: {} } : request.path === "/missing" ? { status: 404, body: {} } : { body: { ok: true } }));
    pb = await startPlugboard(await open());
    const noAuth = [{ type: "no_auth", label: "Public" }];
    pluginA = await pb.createApprovedPlugin({ slug: "metrics-a", name: "A", baseUrl: upstream.url, authMethods: noAuth, tools: [tool("METRICS_GET", "/ok"), tool("METRICS_FAIL", "/fail")] });
    pluginB = await pb.createApprovedPlugin({ slug: "metrics-b", name: "B", baseUrl: upstream.url, authMethods: noAuth, tools: [tool("METRICS_OTHER", "/missing")] });
    other = await pb.newDeveloper(`metrics-other-${Date.now()}@test.local`);
    const row = (developerId: string, entry: (typeof known)[number]) => ({
      developerId,
      userId: "alice",
      toolSlug: entry.tool,
      pluginId: entry.plugin === "a" ? pluginA : pluginB,
      source: "manual",
      status: entry.status,
      success: entry.success,
      latencyMs: entry.latencyMs,
      error: entry.success ? null : "failed",
      createdAt: at(entry.time),
    });
    await pb.context.prisma.executionLog.createMany({
      data: [...known.map((entry) => row(pb.developerId, entry)), ...known.map((entry) => row(other.id, { ...entry, latencyMs: 99_999 }))],
    });
  });

  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
  });

  it("counts a known set of executions per hour by outcome, with p50 and p95 latency; empty hours are zero; other tenants are not counted", async () => {
    const { status, body } = await metrics(`?since=${day}T08:00:00Z&until=${day}T11:00:00Z&bucket=1h`);
    expect(status).toBe(200);
    const first = known.slice(0, 6).map((entry) => entry.latencyMs);
    const third = [7, 9];
    const all = [...first, ...third];
    expect(body).toEqual({
      since: `${day}T08:00:00.000Z`,
      until: `${day}T11:00:00.000Z`,
      bucket: "1h",
      buckets: [
        { start: `${day}T08:00:00.000Z`, total: 6, success: 3, upstreamError: 2, refused: 1, p50LatencyMs: percentile(first, 0.5), p95LatencyMs: percentile(first, 0.95) },
        { start: `${day}T09:00:00.000Z`, total: 0, success: 0, upstreamError: 0, refused: 0, p50LatencyMs: null, p95LatencyMs: null },
        { start: `${day}T10:00:00.000Z`, total: 2, success: 1, upstreamError: 0, refused: 1, p50LatencyMs: percentile(third, 0.5), p95LatencyMs: percentile(third, 0.95) },
      ],
      totals: { total: 8, success: 4, upstreamError: 2, refused: 2, p50LatencyMs: percentile(all, 0.5), p95LatencyMs: percentile(all, 0.95) },
    });
    expect(body.buckets[0].p95LatencyMs).toBe(850);
    // The client SDK reads the same answer.
    const client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    expect(await client.metrics.executions({ since: `${day}T08:00:00Z`, until: `${day}T11:00:00Z`, bucket: "1h" })).toEqual(body);
    expect((await client.metrics.overview({ since: `${day}T08:00:00Z`, until: `${day}T11:00:00Z` })).topPlugins.byCalls[0]).toMatchObject({ plugin: "metrics-a", calls: 5 });
    // The other developer sees their own rows only (their latencies are all 99,999 ms).
    const theirs = await metrics(`?since=${day}T08:00:00Z&until=${day}T11:00:00Z&bucket=1h`, other.apiKey);
    expect(theirs.body.totals).toMatchObject({ total: 8, p50LatencyMs: 99_999 });
  });

  it("filters by plugin and by tool; an unknown plugin has no executions; the default bucket fits the window", async () => {
    const window = `since=${day}T08:00:00Z&until=${day}T11:00:00Z`;
    expect((await metrics(`?${window}&plugin=metrics-b`)).body.totals).toMatchObject({ total: 3, success: 1, refused: 2, upstreamError: 0 });
    expect((await metrics(`?${window}&tool=METRICS_FAIL`)).body.totals).toMatchObject({ total: 2, upstreamError: 2, p50LatencyMs: 700 });
    const unknown = await metrics(`?${window}&plugin=no-such-plugin`);
    expect(unknown.status).toBe(200);
    expect(unknown.body.totals).toEqual({ total: 0, success: 0, upstreamError: 0, refused: 0, p50LatencyMs: null, p95LatencyMs: null });
    // Three hours, no bucket asked: 5-minute buckets (36 of them, the narrowest that makes at most 120).
    const fitted = await metrics(`?${window}`);
    expect(fitted.body.bucket).toBe("5m");
    expect(fitted.body.buckets).toHaveLength(36);
    expect(fitted.body.buckets[1]).toMatchObject({ start: `${day}T08:05:00.000Z`, total: 1, success: 1 });
  });

  it("answers 400 naming what is wrong for a reversed window, too many buckets, an unknown bucket or a bad date", async () => {
    const reversed = await metrics(`?since=${day}T11:00:00Z&until=${day}T08:00:00Z`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.details.fieldErrors.since).toEqual(["since must be before until"]);
    const tooFine = await metrics(`?since=2026-01-01T00:00:00Z&until=2026-03-01T00:00:00Z&bucket=1m`);
    expect(tooFine.status).toBe(400);
    expect(tooFine.body.details.fieldErrors.bucket[0]).toMatch(/more than 1000 buckets/);
    const tooLong = await metrics(`?since=2025-01-01T00:00:00Z&until=2026-03-01T00:00:00Z&bucket=1d`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.fieldErrors.since[0]).toMatch(/90 days/);
    const badBucket = await metrics("?bucket=2h");
    expect(badBucket.status).toBe(400);
    expect(badBucket.body.details.fieldErrors.bucket[0]).toMatch(/one of 1m, 5m/);
    const badDate = await metrics("?since=yesterday");
    expect(badDate.status).toBe(400);
    expect(badDate.body.details.fieldErrors.since[0]).toMatch(/ISO 8601/);
    expect((await pb.api("GET", "/api/v1/metrics/executions", undefined, { apiKey: "pb_live_nope" })).status).toBe(401);
  });

  it("classifies real executions: a 2xx is success, a 404 refused, a 503 an upstream error; the executions list filters by the same outcome", async () => {
    const before = await pb.context.prisma.executionLog.count({ where: { developerId: pb.developerId } });
    const since = new Date(Date.now() - 1000).toISOString();
    for (const slug of ["METRICS_GET", "METRICS_OTHER", "METRICS_FAIL"]) await pb.api("POST", "/api/v1/tools/execute", { userId: "bob", tool: slug, params: {} });
    await waitForRows(pb, pb.developerId, before + 3);
    const { body } = await metrics(`?since=${encodeURIComponent(since)}`);
    expect(body.totals).toMatchObject({ total: 3, success: 1, refused: 1, upstreamError: 1 });
    const listed = async (outcome: string) =>
      (await pb.api("GET", `/api/v1/executions?userId=bob&outcome=${outcome}`)).body.executions.map((row: { toolSlug: string }) => row.toolSlug);
    expect(await listed("success")).toEqual(["METRICS_GET"]);
    expect(await listed("refused")).toEqual(["METRICS_OTHER"]);
    expect(await listed("upstream_error")).toEqual(["METRICS_FAIL"]);
    expect((await pb.api("GET", "/api/v1/executions?outcome=maybe")).status).toBe(400);
  });

  it("overview: top plugins and tools by calls and errors, connections by status, pending approvals, failing deliveries — the developer's own", async () => {
    const prisma = pb.context.prisma;
    const stale = await prisma.connection.create({ data: { developerId: pb.developerId, userId: "carol", pluginId: pluginA } });
    await prisma.credential.create({ data: { connectionId: stale.id, source: "rest", secrets: "x", status: "needs_reauth" } });
    const fine = await prisma.connection.create({ data: { developerId: pb.developerId, userId: "dave", pluginId: pluginA } });
    await prisma.credential.create({ data: { connectionId: fine.id, source: "rest", secrets: "x" } });
    await prisma.connection.create({ data: { developerId: other.id, userId: "carol", pluginId: pluginA } });
    // A policy that holds METRICS_GET for approval: one call asks, one approval waits.
    expect((await pb.api("PUT", "/api/v1/policies", { plugin: "metrics-a", tool: "METRICS_GET", userIds: ["erin"], action: "require_approval" })).status).toBe(201);
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "erin", tool: "METRICS_GET", params: {} })).status).toBe(202);
    const endpoint = await prisma.webhookEndpoint.create({ data: { developerId: pb.developerId, url: "https://example.test/hook", events: ["connection.created"], secret: "x" } });
    const event = await prisma.webhookEvent.create({ data: { developerId: pb.developerId, type: "connection.created", body: "{}", createdAt: at("09:00:00") } });
    await prisma.webhookDelivery.createMany({
      data: [
        { endpointId: endpoint.id, eventId: event.id, type: "connection.created", status: "failed", attempts: 8, createdAt: at("09:00:00") },
        { endpointId: endpoint.id, eventId: event.id, type: "connection.created", status: "pending", attempts: 2, createdAt: at("09:10:00") },
        { endpointId: endpoint.id, eventId: event.id, type: "connection.created", status: "delivered", attempts: 1, createdAt: at("09:20:00") },
      ],
    });

    const { status, body } = await pb.api("GET", `/api/v1/metrics/overview?since=${day}T08:00:00Z&until=${day}T11:00:00Z`);
    expect(status).toBe(200);
    expect(body.topPlugins).toEqual({
      byCalls: [
        { plugin: "metrics-a", tool: null, calls: 5, errors: 2 },
        { plugin: "metrics-b", tool: null, calls: 3, errors: 2 },
      ],
      byErrors: [
        { plugin: "metrics-a", tool: null, calls: 5, errors: 2 },
        { plugin: "metrics-b", tool: null, calls: 3, errors: 2 },
      ],
    });
    // Ties on calls go to the tool with more errors.
    expect(body.topTools.byCalls).toEqual([
      { plugin: "metrics-b", tool: "METRICS_OTHER", calls: 3, errors: 2 },
      { plugin: "metrics-a", tool: "METRICS_GET", calls: 3, errors: 0 },
      { plugin: "metrics-a", tool: "METRICS_FAIL", calls: 2, errors: 2 },
    ]);
    expect(body.topTools.byErrors.map((item: { tool: string }) => item.tool)).toEqual(["METRICS_OTHER", "METRICS_FAIL"]);
    expect(body.connections).toEqual({ active: 1, needsReauthorization: 1 });
    expect(body.pendingApprovals).toBe(1);
    expect(body.webhookDeliveries).toEqual({ failed: 1, retrying: 1 });
    const theirs = await pb.api("GET", `/api/v1/metrics/overview?since=${day}T08:00:00Z&until=${day}T11:00:00Z`, undefined, { apiKey: other.apiKey });
    expect(theirs.body).toMatchObject({ connections: { active: 1, needsReauthorization: 0 }, pendingApprovals: 0, webhookDeliveries: { failed: 0, retrying: 0 } });
  });
});
