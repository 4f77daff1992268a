import { createServer } from "node:net";
import { HttpResponse, http, passthrough } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NetworkError, PlugboardError, RateLimitError } from "../src/index.js";
import type { FetchLike } from "../src/index.js";
import { BASE_URL, createClient, see, setupTestServer } from "./setup-test-server.js";
import type { SeenRequest } from "./setup-test-server.js";

const server = setupTestServer();
const EMPTY_PAGE = { plugins: [], nextCursor: null, hasMore: false };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers the given responses in order (the last one repeats) and records every request. */
function sequence(method: "get" | "post" | "delete", path: string, responses: (() => Response)[]) {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push(await see(request));
      const next = responses[Math.min(seen.length, responses.length) - 1];
      return next!();
    }),
  );
  return seen;
}

const status = (code: number, headers: Record<string, string> = {}) => () =>
  HttpResponse.json({ error: `status ${code}` }, { status: code, headers });
const ok = (body: unknown) => () => HttpResponse.json(body as never);

/** A loopback port with nothing listening, so connecting is refused. */
async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as { port: number };
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return port;
}

describe("GET requests are retried", () => {
  it.each([408, 429, 500, 502, 503, 504])("on %i, then succeed", async (code) => {
    const seen = sequence("get", "/api/v1/plugins", [status(code), ok(EMPTY_PAGE)]);
    await expect(createClient().plugins.list()).resolves.toEqual(EMPTY_PAGE);
    expect(seen).toHaveLength(2);
  });

  it("up to `limit` times, then reject with the last status", async () => {
    const seen = sequence("get", "/api/v1/tools", [status(503)]);
    const error = await createClient({ retry: { limit: 3, baseDelayMs: 1 } }).tools.list().catch((reason: unknown) => reason);
    expect(PlugboardError.isInstance(error) && error.status).toBe(503);
    expect(seen).toHaveLength(4);
  });

  it("not on 400, 401, 404 or 409", async () => {
    for (const code of [400, 401, 404, 409]) {
      server.resetHandlers();
      const seen = sequence("get", "/api/v1/connections", [status(code), ok({ connections: [] })]);
      await expect(createClient().connections.list({ userId: "u1" })).rejects.toMatchObject({ status: code });
      expect(seen).toHaveLength(1);
    }
  });

  it("on a network error", async () => {
    const seen = sequence("get", "/api/v1/plugins", [() => HttpResponse.error(), ok(EMPTY_PAGE)]);
    await expect(createClient().plugins.list()).resolves.toEqual(EMPTY_PAGE);
    expect(seen).toHaveLength(2);
  });

  it("never with retry: false", async () => {
    const seen = sequence("get", "/api/v1/plugins", [status(503), ok(EMPTY_PAGE)]);
    await expect(createClient({ retry: false }).plugins.list()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it("with exponential backoff capped at maxDelayMs (jitter pinned to its maximum)", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    const seen = sequence("get", "/api/v1/plugins", [status(503), status(503), status(503), ok(EMPTY_PAGE)]);
    await createClient({ retry: { limit: 3, baseDelayMs: 200, maxDelayMs: 500 } }).plugins.list();
    const gaps = seen.slice(1).map((request, index) => request.at - seen[index]!.at);
    // 200, 400, then 800 capped to 500 (lower bounds exact; the upper bound leaves room for a busy machine).
    expect(gaps[0]).toBeGreaterThanOrEqual(190);
    expect(gaps[1]).toBeGreaterThanOrEqual(390);
    expect(gaps[2]).toBeGreaterThanOrEqual(490);
    expect(gaps[2]).toBeLessThan(790);
  });

  it("with full jitter: a random draw of 0 retries at once", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const seen = sequence("get", "/api/v1/plugins", [status(503), ok(EMPTY_PAGE)]);
    await createClient({ retry: { baseDelayMs: 5_000, maxDelayMs: 30_000 } }).plugins.list();
    expect(seen[1]!.at - seen[0]!.at).toBeLessThan(1_000);
  });
});

describe("Retry-After", () => {
  it("in seconds is honoured instead of the backoff", async () => {
    const seen = sequence("get", "/api/v1/plugins", [status(503, { "Retry-After": "1" }), ok(EMPTY_PAGE)]);
    await createClient({ retry: { baseDelayMs: 1, maxDelayMs: 5_000 } }).plugins.list();
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("as an HTTP date is honoured", async () => {
    const seen = sequence("get", "/api/v1/plugins", [
      () => HttpResponse.json({ error: "busy" }, { status: 429, headers: { "Retry-After": new Date(Date.now() + 2_000).toUTCString() } }),
      ok(EMPTY_PAGE),
    ]);
    await createClient({ retry: { baseDelayMs: 1, maxDelayMs: 5_000 } }).plugins.list();
    // The date has whole-second precision: the wait is between 1 and 2 seconds.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it("is capped at maxDelayMs", async () => {
    const seen = sequence("get", "/api/v1/plugins", [status(429, { "Retry-After": "120" }), ok(EMPTY_PAGE)]);
    const started = performance.now();
    await createClient({ retry: { baseDelayMs: 1, maxDelayMs: 100 } }).plugins.list();
    expect(seen).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("once retries are spent, the RateLimitError still reports it", async () => {
    sequence("get", "/api/v1/plugins", [status(429, { "Retry-After": "0" })]);
    const error = await createClient({ retry: { limit: 1 } }).plugins.list().catch((reason: unknown) => reason);
    expect(RateLimitError.isInstance(error)).toBe(true);
    expect((error as RateLimitError).retryAfterMs).toBe(0);
  });
});

describe("POST and DELETE are not retried on a status", () => {
  it.each([429, 500, 502, 503, 504])("execute answered %i is sent once", async (code) => {
    const seen = sequence("post", "/api/v1/tools/execute", [
      status(code, { "Retry-After": "0" }),
      ok({ success: true, data: null, status: 200, latencyMs: 1 }),
    ]);
    await expect(createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" })).rejects.toMatchObject({
      status: code,
    });
    expect(seen).toHaveLength(1);
  });

  it("submissions.create, connections.create/initiate and connections.delete answered 503 are sent once", async () => {
    const seen = sequence("post", "/api/v1/submissions", [status(503)]);
    const created = sequence("post", "/api/v1/connections", [status(503)]);
    const initiated = sequence("post", "/api/v1/connections/initiate", [status(503)]);
    const deleted = sequence("delete", "/api/v1/connections", [status(503)]);
    const client = createClient();
    await expect(client.submissions.create({ slug: "a", name: "A" })).rejects.toMatchObject({ status: 503 });
    await expect(
      client.connections.create({ userId: "u1", plugin: "a", authMethod: "api_key", credentials: {} }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(
      client.connections.initiate({ userId: "u1", plugin: "a", redirectUrl: "https://app.test" }),
    ).rejects.toMatchObject({ status: 503 });
    await expect(client.connections.delete({ userId: "u1", plugin: "a" })).rejects.toMatchObject({ status: 503 });
    expect([seen.length, created.length, initiated.length, deleted.length]).toEqual([1, 1, 1, 1]);
  });

  it("a POST that may have reached the server (ambiguous network error) is sent once", async () => {
    const seen = sequence("post", "/api/v1/tools/execute", [
      () => HttpResponse.error(),
      ok({ success: true, data: null, status: 200, latencyMs: 1 }),
    ]);
    const error = await createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" }).catch((reason: unknown) => reason);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect(seen).toHaveLength(1);
  });
});

describe("a refused connection (request provably never sent)", () => {
  it("is retried for POST, then rejects with NetworkError whose cause says ECONNREFUSED", async () => {
    const port = await closedPort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server.use(http.all(`${baseUrl}/*`, () => passthrough()));
    let attempts = 0;
    const countingFetch: FetchLike = (input, init) => {
      attempts += 1;
      return globalThis.fetch(input, init);
    };

    const error = await createClient({ baseUrl, fetch: countingFetch })
      .tools.execute({ userId: "u1", tool: "GET_FORECAST" })
      .catch((reason: unknown) => reason);

    expect(NetworkError.isInstance(error)).toBe(true);
    expect(((error as NetworkError).cause as { cause?: { code?: string } }).cause?.code).toBe("ECONNREFUSED");
    expect(attempts).toBe(3);
  });

  it("then a POST that connects on the next attempt runs exactly once", async () => {
    const port = await closedPort();
    server.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    const seen = sequence("post", "/api/v1/tools/execute", [ok({ success: true, data: 1, status: 200, latencyMs: 1 })]);
    let attempts = 0;
    const flakyFetch: FetchLike = async (input, init) => {
      attempts += 1;
      // First attempt: a real refused connection, as when the service is restarting.
      if (attempts === 1) return globalThis.fetch(`http://127.0.0.1:${port}/`);
      return globalThis.fetch(input, init);
    };

    const result = await createClient({ fetch: flakyFetch }).tools.execute({ userId: "u1", tool: "GET_FORECAST" });

    expect(result).toEqual({ success: true, data: 1, status: 200, latencyMs: 1 });
    expect(attempts).toBe(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toEqual({ userId: "u1", tool: "GET_FORECAST" });
  });
});
