import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Logger } from "../../logging/logger.js";
import { DEFAULT_TOOL_MAX_RESPONSE_BYTES } from "../../outbound/outbound-policy.js";
import type { ResponseLimit } from "../../outbound/response-limit.js";
import type { ResponseTooLargeError } from "../../outbound/response-too-large-error.js";
import { loadedMcpClientSdk, loadedMcpTypes, loadMcpClientSdk } from "../../infra/load-mcp-sdk.js";
import { leanStreamableHttpTransport } from "./lean-streamable-http-transport.js";

/** Which MCP transport a session speaks. */
export type McpTransportKind = "streamable-http" | "sse";

/** The last `401` / `403` Bearer challenge an MCP server answered on a session (RFC 6750 `WWW-Authenticate`). */
export interface McpChallenge {
  status: 401 | 403;
  /** `error`, e.g. `invalid_token` or `insufficient_scope`. */
  error?: string;
  /** The scopes the server asks for, space-separated. */
  scope?: string;
}

/** A live, initialized MCP client session for one developer + end-user + plugin. */
export interface McpSession {
  client: Client;
  transport: McpTransportKind;
  serverUrl: string;
  accessToken: string | null;
  /** The server's last 401/403 challenge on this session (the SDK's errors keep only the status). */
  lastChallenge(): McpChallenge | undefined;
}

/**
 * How a Streamable HTTP stream that ends before its response is resumed: the SDK reconnects with a
 * GET carrying `Last-Event-ID` (the last event id seen) after the server's SSE `retry` interval when
 * it sent one, else after 1 s then 2 s; twice at most. The tool call's own timeout bounds the wait.
 */
const STREAM_RECONNECTION = { maxRetries: 2, initialReconnectionDelay: 1000, maxReconnectionDelay: 2000, reconnectionDelayGrowFactor: 2 };

/** Set when the server sent a message over the size limit; the session is then closed. */
interface Fault {
  error?: ResponseTooLargeError;
}

/** What a session is opened with. */
export interface McpSessionTarget {
  serverUrl: string;
  accessToken: string | null;
  /** The transport discovery found; `sse` skips the Streamable HTTP attempt. */
  transport?: McpTransportKind | undefined;
}

interface Entry {
  ready: Promise<McpSession>;
  target: McpSessionTarget;
  fault: Fault;
  lastUsed: number;
  /** Calls running on the session now. */
  active: number;
  /** Out of the pool; closed when `active` drops to 0. */
  retired: boolean;
  closed: boolean;
}

/**
 * The HTTP status of a transport error, when it has one: `StreamableHTTPError.code`, the SSE stream's
 * `SseError.code`, or the `(HTTP 404)` of a failed legacy SSE message POST.
 */
export function transportStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  const StreamableHTTPError = loadedMcpClientSdk()?.streamableHttp.StreamableHTTPError;
  if (((StreamableHTTPError && error instanceof StreamableHTTPError) || /^SSE error/.test(error.message)) && typeof code === "number" && code >= 100 && code < 600) return code;
  const posted = /^Error POSTing to endpoint \(HTTP (\d{3})\)/.exec(error.message);
  return posted ? Number(posted[1]) : undefined;
}

/**
 * True when a request was refused before it was sent because the client's transport is closed (the
 * legacy SSE stream ended). Safe to retry on a new session; a request that was in flight when the
 * connection dropped (`ConnectionClosed`) is not, since the server may have run it.
 */
export function isClosedSession(error: unknown): boolean {
  const McpError = loadedMcpTypes()?.McpError;
  return error instanceof Error && !(McpError && error instanceof McpError) && error.message === "Not connected";
}

/**
 * Warm MCP sessions, one per key (developer + end-user + plugin): opened on first use over
 * Streamable HTTP with `Authorization: Bearer` in `requestInit.headers`, falling back to the legacy
 * SSE transport when the initialize POST gets a 4xx other than 401/403; reused while the server URL
 * and token stay the same; closed (and ended with `DELETE` where the server allows) when evicted (after
 * the calls running on it), idle longer than `idleMs` (an unref'd sweeper), or on `close()`.
 *
 * Each session reads at most `maxResponseBytes` of one response (of one event on an SSE stream):
 * past it the session is closed, and the calls on it fail with the `ResponseTooLargeError`
 * instead of waiting for their timeout.
 */
export function createMcpSessionPool(options: {
  /** A fetch bounded by `limit` (with the session's `onExceeded`): the outbound module's `fetch(mcpSessionPolicy(…))`. */
  boundedFetch: (limit: ResponseLimit) => FetchLike;
  /**
   * The outbound fast path (default on): Streamable HTTP streams read straight from the socket by
   * `leanStreamableHttpTransport`. Off, the MCP SDK's own transport (the plain path).
   */
  fastPath?: boolean;
  logger: Logger;
  requestTimeoutMs: number;
  /** Default 10 MB (`DEFAULT_TOOL_MAX_RESPONSE_BYTES`). */
  maxResponseBytes?: number;
  idleMs?: number;
  now?: () => number;
}) {
  const idleMs = options.idleMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Servers that only spoke legacy SSE: later sessions skip the Streamable HTTP attempt.
  const legacyOnly = new Set<string>();
  let opened = 0;

  async function open(target: McpSessionTarget, fault: Fault): Promise<McpSession> {
    const requestInit: RequestInit = target.accessToken ? { headers: { Authorization: `Bearer ${target.accessToken}` } } : {};
    const url = new URL(target.serverUrl);
    const sdk = await loadMcpClientSdk();
    const { client: { Client }, sse: { SSEClientTransport } } = sdk;
    const { extractWWWAuthenticateParams } = sdk.auth;
    const StreamableHTTPClientTransport = options.fastPath === false ? sdk.streamableHttp.StreamableHTTPClientTransport : leanStreamableHttpTransport(sdk);
    const connect = async (transport: McpTransportKind) => {
      const client = new Client({ name: "plugboard", version: "1.0.0" }, { capabilities: {} });
      let challenge: McpChallenge | undefined;
      const bounded = options.boundedFetch({
        maxBytes: options.maxResponseBytes ?? DEFAULT_TOOL_MAX_RESPONSE_BYTES,
        source: "The MCP server's response",
        onExceeded: (error) => {
          fault.error ??= error;
          // Fails the requests waiting on this session now (an SSE stream's error alone would leave them to time out).
          void client.close().catch(() => undefined);
        },
      });
      // Keeps the Bearer challenge of a refused request (its scope and error) for the live client.
      const fetch: FetchLike = async (input, init) => {
        const response = await bounded(input, init);
        if (response.status === 401 || response.status === 403) {
          const { error, scope } = extractWWWAuthenticateParams(response);
          challenge = { status: response.status, ...(error ? { error } : {}), ...(scope ? { scope } : {}) };
        }
        return response;
      };
      const channel =
        transport === "sse"
          ? new SSEClientTransport(url, { requestInit, fetch })
          : new StreamableHTTPClientTransport(url, { requestInit, fetch, reconnectionOptions: STREAM_RECONNECTION });
      try {
        await client.connect(channel, { timeout: options.requestTimeoutMs });
      } catch (error) {
        await client.close().catch(() => undefined);
        throw fault.error ?? error;
      }
      opened += 1;
      return { client, transport, serverUrl: target.serverUrl, accessToken: target.accessToken, lastChallenge: () => challenge };
    };
    if (target.transport === "sse" || legacyOnly.has(target.serverUrl)) return connect("sse");
    try {
      return await connect("streamable-http");
    } catch (error) {
      const status = transportStatusOf(error);
      if (status === undefined || status < 400 || status >= 500 || status === 401 || status === 403) throw error;
      options.logger.debug("mcp server refused the Streamable HTTP initialize; trying the legacy SSE transport", { status });
      const session = await connect("sse");
      legacyOnly.add(target.serverUrl);
      return session;
    }
  }

  async function shut(entry: Entry): Promise<void> {
    if (entry.closed) return;
    entry.closed = true;
    const session = await entry.ready.catch(() => null);
    if (!session) return;
    const transport = session.client.transport;
    const { StreamableHTTPClientTransport } = (await loadMcpClientSdk()).streamableHttp;
    if (transport instanceof StreamableHTTPClientTransport && transport.sessionId) {
      await Promise.race([transport.terminateSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    }
    await session.client.close().catch(() => undefined);
  }

  /** Takes an entry out of the pool; it closes once the calls running on it have finished. */
  function retire(key: string, entry: Entry): Promise<void> {
    if (entries.get(key) === entry) entries.delete(key);
    entry.retired = true;
    return entry.active === 0 ? shut(entry) : Promise.resolve();
  }

  function entryFor(key: string, target: McpSessionTarget): Entry {
    const current = entries.get(key);
    if (current && !current.fault.error && current.target.serverUrl === target.serverUrl && current.target.accessToken === target.accessToken) return current;
    if (current) void retire(key, current);
    const fault: Fault = {};
    const entry: Entry = { ready: open(target, fault), target, fault, lastUsed: now(), active: 0, retired: false, closed: false };
    entries.set(key, entry);
    entry.ready.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  }

  const sweeper = setInterval(() => {
    const cutoff = now() - idleMs;
    for (const [key, entry] of entries) if (entry.active === 0 && entry.lastUsed < cutoff) void retire(key, entry);
  }, Math.max(1000, Math.min(idleMs, 60_000) / 2));
  sweeper.unref();

  return {
    /**
     * Runs `work` on the warm session of `key`, opened now when there is none or when it was opened
     * for another server URL or token (concurrent callers share one opening). A session evicted while
     * calls run on it is closed when the last of them finishes, so an invalidation never cuts a call.
     */
    async use<T>(key: string, target: McpSessionTarget, work: (session: McpSession) => Promise<T>): Promise<T> {
      const entry = entryFor(key, target);
      entry.active += 1;
      entry.lastUsed = now();
      try {
        return await work(await entry.ready);
      } catch (error) {
        // The session was closed because a message was too large: say that, not "Connection closed".
        if (!entry.fault.error) throw error;
        void retire(key, entry);
        throw entry.fault.error;
      } finally {
        entry.active -= 1;
        entry.lastUsed = now();
        if (entry.retired && entry.active === 0) void shut(entry);
      }
    },

    /** Evicts the session of `key` — only if it is still `session`, when given. */
    async evict(key: string, session?: McpSession): Promise<void> {
      const entry = entries.get(key);
      if (!entry) return;
      if (session && (await entry.ready.catch(() => null)) !== session) return;
      await retire(key, entry);
    },

    /** Evicts every session whose key starts with `prefix` (all accounts of one user at one plugin). */
    async evictPrefix(prefix: string): Promise<void> {
      const matching = [...entries.entries()].filter(([key]) => key.startsWith(prefix));
      await Promise.all(matching.map(([key, entry]) => retire(key, entry)));
    },

    /** Number of pooled sessions, and how many were opened in total (for tests and metrics). */
    stats(): { live: number; opened: number } {
      return { live: entries.size, opened };
    },

    /** Closes every session now and stops the sweeper (shutdown). */
    async close(): Promise<void> {
      clearInterval(sweeper);
      const all = [...entries.values()];
      entries.clear();
      await Promise.all(all.map((entry) => shut(entry)));
    },
  };
}

/** The session pool's interface. */
export type McpSessionPool = ReturnType<typeof createMcpSessionPool>;
