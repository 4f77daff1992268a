import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardedFetch } from "../../outbound/create-guarded-fetch.js";
import { createOutboundDispatcher } from "../../outbound/create-outbound-dispatcher.js";
import { createRequestFetch } from "../../outbound/create-request-fetch.js";
import { loadMcpClientSdk } from "../../infra/load-mcp-sdk.js";
import type { ResponseTooLargeError } from "../../outbound/response-too-large-error.js";
import { leanStreamableHttpTransport } from "./lean-streamable-http-transport.js";

const LIMIT = 4096;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A hand-written Streamable HTTP server (not an SDK one, so that the bytes on the wire are ours to
 * choose): answers in awkward chunks, drops a stream before its response and replays it on the GET
 * that resumes it, and sends an event over the limit.
 */
function startServer(): Promise<{ server: Server; url: string; resumedWith: string[] }> {
  const resumedWith: string[] = [];
  let pendingReplay: { id: number | string } | undefined;
  const sse = (response: ServerResponse) => response.writeHead(200, { "content-type": "text/event-stream", "mcp-session-id": "session-1" });
  const result = (id: number | string, text: string) => JSON.stringify({ jsonrpc: "2.0", id, result: { content: [{ type: "text", text }] } });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", async () => {
      if (request.method === "GET") {
        const lastEventId = request.headers["last-event-id"];
        if (typeof lastEventId !== "string" || !pendingReplay) return void response.writeHead(405).end();
        resumedWith.push(lastEventId);
        sse(response);
        response.end(`id: ev-2\ndata: ${result(pendingReplay.id, "resumed")}\n\n`);
        pendingReplay = undefined;
        return;
      }
      if (request.method === "DELETE") return void response.writeHead(200).end();
      const message = JSON.parse(body) as { id?: number | string; method: string; params?: { name?: string } };
      if (message.method === "initialize") {
        response.writeHead(200, { "content-type": "application/json", "mcp-session-id": "session-1" });
        return void response.end(
          JSON.stringify({ jsonrpc: "2.0", id: message.id, result: { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "raw", version: "1" } } }),
        );
      }
      if (message.id === undefined) return void response.writeHead(202).end();
      const id = message.id;
      switch (message.params?.name) {
        case "awkward": {
          // A BOM, CRLF line ends, a comment, a retry field, a notification first, an event of another
          // type, the answer split over two data lines, and chunks cut inside a line and inside a
          // multi-byte character.
          sse(response);
          const answer = result(id, "héllo ✓");
          const cut = answer.indexOf('"result"');
          const text = `\uFEFF: keep-alive\r\nretry: 5\r\n\r\nevent: message\r\ndata: {"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}}\r\n\r\nevent: other\r\ndata: ignored\r\n\r\ndata: ${answer.slice(0, cut)}\r\ndata: ${answer.slice(cut)}\r\n\r\n`;
          const bytes = Buffer.from(text, "utf8");
          const accent = bytes.indexOf(Buffer.from("é", "utf8"));
          for (const [from, to] of [[0, 7], [7, 40], [40, accent + 1], [accent + 1, bytes.length]] as const) {
            response.write(bytes.subarray(from, to));
            await wait(5);
          }
          return void response.end();
        }
        case "resume":
          // A priming event with an id, then the stream ends before the answer (the server restarted, say).
          sse(response);
          pendingReplay = { id };
          return void response.end("id: ev-1\nretry: 5\ndata: \n\n");
        case "huge":
          sse(response);
          return void response.end(`data: ${result(id, "x".repeat(LIMIT))}\n\n`);
        default:
          response.writeHead(200, { "content-type": "application/json" });
          return void response.end(result(id, "plain"));
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, resumedWith })),
  );
}

describe("leanStreamableHttpTransport (SSE read straight from the socket)", () => {
  let started: Awaited<ReturnType<typeof startServer>>;
  const dispatcher = createOutboundDispatcher({ guardPrivateNetwork: false });
  const exceeded: ResponseTooLargeError[] = [];

  beforeAll(async () => {
    started = await startServer();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => started.server.close(() => resolve()));
    await dispatcher.close();
  });

  async function connect(onExceeded?: () => void) {
    const sdk = await loadMcpClientSdk();
    const Transport = leanStreamableHttpTransport(sdk);
    const fetch = createRequestFetch(dispatcher, createGuardedFetch(dispatcher), {
      maxBytes: LIMIT,
      source: "The MCP server's response",
      onExceeded: (error) => {
        exceeded.push(error);
        onExceeded?.();
      },
    });
    const client = new sdk.client.Client({ name: "test", version: "1" }, { capabilities: {} });
    const errors: Error[] = [];
    client.onerror = (error) => void errors.push(error);
    const logged: unknown[] = [];
    client.setNotificationHandler(sdk.types.LoggingMessageNotificationSchema, (notification) => void logged.push(notification.params.data));
    await client.connect(new Transport(new URL(started.url), { fetch, reconnectionOptions: { maxRetries: 2, initialReconnectionDelay: 5, maxReconnectionDelay: 10, reconnectionDelayGrowFactor: 2 } }));
    return { client, errors, logged };
  }

  it("is the SDK's transport with its SSE handling replaced (this SDK still has the members it relies on)", async () => {
    const sdk = await loadMcpClientSdk();
    const Transport = leanStreamableHttpTransport(sdk);
    expect(Transport).not.toBe(sdk.streamableHttp.StreamableHTTPClientTransport);
    expect(new Transport(new URL(started.url))).toBeInstanceOf(sdk.streamableHttp.StreamableHTTPClientTransport);
  });

  it("parses events cut anywhere, with CRLF, comments, a BOM and multi-line data; delivers notifications first", async () => {
    const { client, errors, logged } = await connect();
    const answer = await client.callTool({ name: "awkward", arguments: {} });
    expect(answer.content).toEqual([{ type: "text", text: "héllo ✓" }]);
    expect(logged).toEqual(["working"]);
    expect(errors).toEqual([]);
    const plain = await client.callTool({ name: "json", arguments: {} });
    expect(plain.content).toEqual([{ type: "text", text: "plain" }]);
    await client.close();
  });

  it("resumes a stream that ended before its answer with Last-Event-ID, as the SDK does", async () => {
    const { client } = await connect();
    const answer = await client.callTool({ name: "resume", arguments: {} });
    expect(answer.content).toEqual([{ type: "text", text: "resumed" }]);
    expect(started.resumedWith).toEqual(["ev-1"]);
    await client.close();
  });

  it("stops reading an event over the limit and says so", async () => {
    let closeClient = () => {};
    const { client, errors } = await connect(() => closeClient());
    closeClient = () => void client.close();
    await expect(client.callTool({ name: "huge", arguments: {} })).rejects.toThrow(/Connection closed/);
    expect(exceeded.at(-1)?.message).toBe(`The MCP server's response is larger than the limit of ${LIMIT} bytes`);
    expect(errors.map((error) => error.message)).toContainEqual(expect.stringContaining("SSE stream disconnected: ResponseTooLargeError"));
  });
});
