import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardedFetch } from "./create-guarded-fetch.js";
import { createOutboundDispatcher } from "./create-outbound-dispatcher.js";
import { createRequestFetch } from "./create-request-fetch.js";
import { PrivateNetworkError } from "../infra/private-network-guard.js";
import { ResponseTooLargeError } from "./response-too-large-error.js";

const LIMIT = 1024;

// 127.0.0.2 plays a public server (the test-only `publicAddresses`); 127.0.0.1 is the private network.
describe("createRequestFetch (the MCP transports' fetch)", () => {
  let server: Server;
  let url = "";
  let privateUrl = "";
  const seen: string[] = [];
  const guarded = createOutboundDispatcher({ guardPrivateNetwork: true, publicAddresses: ["127.0.0.2"] });
  const limits: ResponseTooLargeError[] = [];
  const fetchLike = createRequestFetch(guarded, createGuardedFetch(guarded), {
    maxBytes: LIMIT,
    source: "The MCP server's response",
    onExceeded: (error) => void limits.push(error),
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        seen.push(`${request.method} ${request.url} ${request.headers["mcp-session-id"] ?? "-"} ${body}`);
        if (request.url === "/json") {
          response.writeHead(200, { "content-type": "application/json", "mcp-session-id": "s-1" });
          return void response.end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} }));
        }
        if (request.url === "/events") {
          // Many small events: more than the limit in all, each far under it.
          response.writeHead(200, { "content-type": "text/event-stream" });
          for (let index = 0; index < 20; index += 1) response.write(`event: message\ndata: ${"e".repeat(200)}\n\n`);
          return void response.end();
        }
        if (request.url === "/bom") {
          // JSON behind a UTF-8 byte-order mark, which fetch's json() accepts.
          response.writeHead(200, { "content-type": "application/json" });
          return void response.end(`\uFEFF${JSON.stringify({ jsonrpc: "2.0", id: 2, result: { text: "é" } })}`);
        }
        if (request.url === "/open") {
          // A stream that stays open until the client goes away.
          response.writeHead(200, { "content-type": "text/event-stream" });
          return void response.write("data: first\n\n");
        }
        if (request.url === "/big") {
          response.writeHead(200, { "content-type": "application/json" });
          return void response.end("x".repeat(LIMIT + 1));
        }
        if (request.url === "/redirect") {
          response.writeHead(307, { location: privateUrl });
          return void response.end();
        }
        if (request.url === "/accepted") {
          response.writeHead(202);
          return void response.end();
        }
        response.writeHead(404);
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", () => resolve()));
    const { port } = server.address() as AddressInfo;
    url = `http://127.0.0.2:${port}`;
    privateUrl = `http://127.0.0.1:${port}/json`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await guarded.close();
  });

  const post = (path: string, init: RequestInit = {}) =>
    fetchLike(`${url}${path}`, { method: "POST", redirect: "manual", headers: new Headers({ "content-type": "application/json", "mcp-session-id": "s-0" }), body: '{"a":1}', ...init });

  it("sends the method, headers and body, and answers with the status, headers and body", async () => {
    const response = await post("/json");
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBe("s-1");
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(seen.at(-1)).toBe('POST /json s-0 {"a":1}');
    const accepted = await post("/accepted");
    expect(accepted.status).toBe(202);
    expect(await accepted.text()).toBe("");
  });

  it("decodes a body as fetch does: UTF-8, a leading byte-order mark dropped", async () => {
    expect(await (await post("/bom")).json()).toEqual({ jsonrpc: "2.0", id: 2, result: { text: "é" } });
    expect(await (await post("/bom")).text()).toBe('{"jsonrpc":"2.0","id":2,"result":{"text":"é"}}');
  });

  it("bounds each event of a stream, and a whole body otherwise", async () => {
    const events = await post("/events");
    expect((await events.text()).length).toBeGreaterThan(LIMIT);
    const big = await post("/big");
    await expect(big.text()).rejects.toBeInstanceOf(ResponseTooLargeError);
    expect(limits.at(-1)?.message).toBe("The MCP server's response is larger than the limit of 1024 bytes");
  });

  it("returns a redirect unfollowed, and a hop into the private network is refused by the dispatcher", async () => {
    const response = await post("/redirect");
    expect(response.status).toBe(307);
    const hop = fetchLike(response.headers.get("location")!, { method: "POST", redirect: "manual", body: "{}" });
    await expect(hop).rejects.toBeInstanceOf(PrivateNetworkError);
  });

  it("fails as fetch fails: a refused connection is a TypeError, an aborted call the signal's reason", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.2", () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchLike(`http://127.0.0.2:${port}/`, { method: "POST", redirect: "manual", body: "{}" })).rejects.toThrow(new TypeError("fetch failed"));
    const reason = new Error("caller went away");
    await expect(post("/json", { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });

  it("keeps the failure of a body nobody read yet for its reader (an aborted call does not fail the process)", async () => {
    const controller = new AbortController();
    const response = await post("/open", { signal: controller.signal });
    controller.abort(new Error("caller went away"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(response.text()).rejects.toThrow(new TypeError("terminated"));
  });

  it("leaves other requests (redirects followed) to the guarded fetch, bounded alike", async () => {
    const response = await fetchLike(`${url}/json`);
    expect(response.status).toBe(200);
    await expect(fetchLike(`${url}/redirect`, { method: "POST", body: "{}" })).rejects.toBeInstanceOf(PrivateNetworkError);
  });
});
