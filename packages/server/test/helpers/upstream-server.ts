import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request an upstream received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  /** Raw path and query as sent on the wire. */
  rawUrl: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
}

/** A reply the upstream sends; the default is 200 JSON echoing what it received. */
export type UpstreamReply = (request: ReceivedRequest) =>
  | {
      status?: number;
      headers?: Record<string, string>;
      body?: string | object;
      delayMs?: number;
      /** Hold the answer until this settles (a hanging upstream the test releases). */
      until?: Promise<unknown>;
    }
  | undefined;

/** A real HTTP server on loopback that records every request (the external API of a manual tool). */
export interface Upstream {
  url: string;
  received: ReceivedRequest[];
  reply(handler: UpstreamReply): void;
  close(): Promise<void>;
}

/**
 * Starts a recording upstream on 127.0.0.1.
 *
 * @example
 * const upstream = await startUpstream();
 * upstream.reply(() => ({ status: 500, body: { message: "boom" } }));
 */
export async function startUpstream(): Promise<Upstream> {
  const received: ReceivedRequest[] = [];
  let handler: UpstreamReply = () => undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(request.url ?? "/", "http://upstream.local");
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const entry: ReceivedRequest = {
        method: request.method ?? "GET",
        path: url.pathname,
        rawUrl: request.url ?? "/",
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
        json,
      };
      received.push(entry);
      const reply: NonNullable<ReturnType<UpstreamReply>> = handler(entry) ?? { body: { ok: true, method: entry.method, path: entry.path, query: entry.query, json } };
      const send = () => {
        const payload = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body ?? null);
        response.writeHead(reply.status ?? 200, {
          "content-type": typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json",
          ...(reply.headers ?? {}),
        });
        response.end(payload);
      };
      if (reply.until) void reply.until.finally(() => (response.destroyed ? undefined : send()));
      else if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    reply(next) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
