import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitResponseBody } from "./limit-response-body.js";
import { ResponseTooLargeError } from "./response-too-large-error.js";

const LIMIT = 64 * 1024;
const CHUNK = Buffer.alloc(16 * 1024, "a");

describe("limitResponseBody", () => {
  let server: Server;
  let url = "";
  /** Bytes the server wrote per path, and when it stopped (to see that the stream was cut early). */
  const written = new Map<string, number>();
  const finished = new Map<string, Promise<void>>();

  /** Writes `total` bytes in chunks (no Content-Length), respecting backpressure, until the client leaves. */
  function stream(response: ServerResponse, path: string, total: number) {
    finished.set(path, new Promise((resolve) => response.once("close", () => resolve())));
    let sent = 0;
    const pump = () => {
      while (sent < total && !response.destroyed) {
        sent += CHUNK.length;
        written.set(path, sent);
        if (!response.write(CHUNK)) return void response.once("drain", pump);
      }
      if (!response.destroyed) response.end();
    };
    pump();
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? "/";
      if (path === "/declared") {
        response.writeHead(200, { "content-length": String(LIMIT + 1) });
        return void response.end(Buffer.alloc(LIMIT + 1, "b"));
      }
      if (path === "/small") return void response.end("small body");
      if (path === "/chunked") {
        response.writeHead(200, { "content-type": "application/json" });
        return stream(response, path, 1024 * 1024 * 1024);
      }
      if (path === "/events") {
        // 400 events of 1 KB: 400 KB in all, each event far under the limit.
        response.writeHead(200, { "content-type": "text/event-stream" });
        for (let index = 0; index < 400; index += 1) response.write(`event: message\r\ndata: ${"e".repeat(1000)}\r\n\r\n`);
        return void response.end();
      }
      if (path === "/one-big-event") {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write("data: ");
        return stream(response, path, 1024 * 1024 * 1024);
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const limited = (onExceeded?: (error: ResponseTooLargeError) => void) =>
    limitResponseBody(fetch, { maxBytes: LIMIT, source: "The test response", ...(onExceeded ? { onExceeded } : {}) });

  it("passes a body under the limit through unchanged", async () => {
    const response = await limited()(`${url}/small`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("small body");
  });

  it("refuses a declared Content-Length over the limit at once", async () => {
    const seen: ResponseTooLargeError[] = [];
    const failure = await limited((error) => seen.push(error))(`${url}/declared`).catch((error: unknown) => error);
    expect(ResponseTooLargeError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe(`The test response is larger than the limit of ${LIMIT} bytes`);
    expect(seen).toHaveLength(1);
  });

  it("stops a chunked 1 GB body just past the limit", async () => {
    const response = await limited()(`${url}/chunked`);
    const failure = await response.text().catch((error: unknown) => error);
    expect(ResponseTooLargeError.isInstance(failure)).toBe(true);
    // The cancelled connection stops the server long before a gigabyte (socket buffers aside).
    await finished.get("/chunked");
    expect(written.get("/chunked")!).toBeLessThan(64 * 1024 * 1024);
  });

  it("bounds each server-sent event, not the stream: many small events pass, one huge event fails", async () => {
    const events = await (await limited()(`${url}/events`)).text();
    expect(events.length).toBeGreaterThan(LIMIT);
    const failure = await (await limited()(`${url}/one-big-event`)).text().catch((error: unknown) => error);
    expect(ResponseTooLargeError.isInstance(failure)).toBe(true);
  });
});
