import { Agent, errors as undiciErrors, request } from "undici";
import { guardedLookup, isPrivateAddress, PrivateNetworkError } from "./private-network-guard.js";

/** An outgoing request of a tool. */
export interface OutboundRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

/** What came back: the status and the parsed body (JSON when it parses, else text). */
export interface OutboundResponse {
  status: number;
  data: unknown;
}

/** Why no response arrived. */
export type OutboundFailure = { kind: "timeout" | "network" | "blocked" | "too_large"; message: string };

const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/**
 * The HTTP client of tool execution: one keep-alive connection pool per upstream origin (undici,
 * `connectionsPerOrigin` connections, default 128), a timeout per request, and in production a guard that refuses loopback, private, link-local and
 * metadata addresses (after DNS resolution) unless allowed.
 */
export function createOutboundHttp(options: { timeoutMs: number; guardPrivateNetwork: boolean; connectionsPerOrigin?: number }) {
  const agent = new Agent({
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    connections: options.connectionsPerOrigin ?? 128,
    pipelining: 1,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    ...(options.guardPrivateNetwork ? { connect: { lookup: guardedLookup } } : {}),
  });

  async function send(outbound: OutboundRequest, timeoutMs = options.timeoutMs): Promise<OutboundResponse | OutboundFailure> {
    if (options.guardPrivateNetwork && isPrivateAddress(outbound.url.hostname)) {
      return { kind: "blocked", message: new PrivateNetworkError(outbound.url.hostname).message };
    }
    try {
      const response = await request(outbound.url, {
        method: outbound.method as "GET",
        headers: outbound.headers,
        body: outbound.body,
        dispatcher: agent,
        signal: AbortSignal.timeout(timeoutMs),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const length = Number(response.headers["content-length"] ?? 0);
      if (length > MAX_RESPONSE_BYTES) {
        response.body.destroy();
        return { kind: "too_large", message: `The external API response is larger than ${MAX_RESPONSE_BYTES} bytes` };
      }
      const text = await response.body.text();
      const contentType = String(response.headers["content-type"] ?? "");
      let data: unknown = text;
      if (text !== "" && (contentType.includes("json") || /^\s*[[{"]/.test(text))) {
        try {
          data = JSON.parse(text);
        } catch {
          data = text;
        }
      } else if (text === "") {
        data = null;
      }
      return { status: response.statusCode, data };
    } catch (error) {
      return classify(error, timeoutMs, outbound.url);
    }
  }

  return {
    send,
    /** Closes pooled connections. */
    close: () => agent.close(),
  };
}

function classify(error: unknown, timeoutMs: number, url: URL): OutboundFailure {
  const err = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err?.code ?? err?.cause?.code;
  if (
    err?.name === "TimeoutError" ||
    err?.name === "AbortError" ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return { kind: "timeout", message: `The external API did not answer within ${timeoutMs} ms` };
  }
  if (code === "EPRIVATE" || err?.name === "PrivateNetworkError" || err?.cause?.name === "PrivateNetworkError") {
    return { kind: "blocked", message: new PrivateNetworkError(url.hostname).message };
  }
  return { kind: "network", message: `Could not reach the external API at ${url.host}${code ? ` (${code})` : ""}` };
}

/** The outbound client's interface. */
export type OutboundHttp = ReturnType<typeof createOutboundHttp>;
