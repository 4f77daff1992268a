import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutbound } from "./create-outbound.js";
import { toolPolicy } from "./outbound-policy.js";

/** A tool client of the outbound module (guard off: the upstreams are on loopback). */
function toolClient(options: { timeoutMs: number; maxResponseBytes: number; connectionsPerOrigin?: number }) {
  return createOutbound({ guard: { guardPrivateNetwork: false } }).client(toolPolicy({ connectionsPerOrigin: 128, ...options }));
}

describe("the outbound module's tool client: deadline", () => {
  // An upstream that takes requests and never answers.
  const silent = createServer(() => undefined);
  let url: URL;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("bounds the whole call, waiting for a pooled connection included: queued calls end at their own deadline", async () => {
    const http = toolClient({ timeoutMs: 300, maxResponseBytes: 1_000, connectionsPerOrigin: 1 });
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3].map(async () => ({ result: await http.send({ method: "GET", url, headers: {} }), ms: Date.now() - started })));
    await http.close();
    for (const { result, ms } of answers) {
      expect(result).toEqual({ kind: "timeout", message: "The external API did not answer within 300 ms" });
      // One connection: without one deadline per call, the second would end at ~600 ms, the third at ~900.
      expect(ms).toBeLessThan(850);
    }
  });
});

describe("the outbound module's tool client: cancellation", () => {
  // An upstream that holds every request and counts the ones whose connection closed.
  let closed = 0;
  const holding = createServer((request) => request.socket.once("close", () => (closed += 1)));
  let url: URL;
  beforeAll(async () => {
    await new Promise<void>((resolve) => holding.listen(0, "127.0.0.1", () => resolve()));
    url = new URL(`http://127.0.0.1:${(holding.address() as AddressInfo).port}/`);
  });
  afterAll(async () => {
    holding.closeAllConnections();
    await new Promise((resolve) => holding.close(resolve));
  });

  it("stops the exchange when the caller's signal aborts: a cancelled failure at once, the upstream connection closed", async () => {
    const http = toolClient({ timeoutMs: 30_000, maxResponseBytes: 1_000 });
    const caller = new AbortController();
    const started = Date.now();
    const pending = http.send({ method: "GET", url, headers: {}, signal: caller.signal });
    await new Promise((resolve) => setTimeout(resolve, 200));
    caller.abort();
    expect(await pending).toEqual({ kind: "cancelled", message: "The call was cancelled: its caller went away" });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => closed).toBe(1);
    // Already aborted: nothing is sent.
    expect(await http.send({ method: "GET", url, headers: {}, signal: caller.signal })).toMatchObject({ kind: "cancelled" });
    await http.close();
  });
});
