import type { Agent } from "undici";
import { createGuardedFetch } from "./create-guarded-fetch.js";
import { createOutboundDispatcher, type OutboundGuardOptions } from "./create-outbound-dispatcher.js";
import { createRequestFetch } from "./create-request-fetch.js";
import { limitResponseBody } from "./limit-response-body.js";
import { createOutboundHttp, type OutboundHttp } from "./outbound-http.js";
import type { OutboundPolicy } from "./outbound-policy.js";
import type { ResponseLimit } from "./response-limit.js";

/** Options of {@link createOutbound}. */
export interface OutboundOptions {
  /** The server's private-network guard (for `"guarded"` policies). */
  guard: OutboundGuardOptions;
  /**
   * A `fetch` that replaces the guarded pools for `fetch(policy)` of `"guarded"` policies (tests and
   * embedding apps: `CreatePlugboardOptions.fetch`); still bounded, timed and redirect-ruled by the policy.
   */
  fetch?: typeof fetch | undefined;
  /**
   * The fast path (default on): `fetch` answers what it can over `undici.request` with bodies the MCP
   * transport reads straight from the socket (`createRequestFetch`, `leanStreamableHttpTransport`).
   * Off, every `fetch` is undici's `fetch` with a web-stream bound, and MCP sessions use the SDK's own
   * transport unchanged (`PLUGBOARD_OUTBOUND_FAST_PATH=off`).
   */
  fastPath?: boolean | undefined;
}

/** What a `fetch(policy, hooks)` caller is told. */
export interface OutboundHooks {
  /** A response went over the policy's size limit (before its reader sees the error). */
  onExceeded?: ResponseLimit["onExceeded"] | undefined;
}

/** The one outbound HTTP module of a server (see {@link createOutbound}). */
export interface Outbound {
  /** True when the fast path is on (MCP sessions pick their transport by it). */
  readonly fastPath: boolean;
  /**
   * Buffered exchanges under `policy` (tool calls, the proxy, webhook deliveries): `send` answers the
   * status and the parsed body, or why there is none; `close` closes the policy's pool.
   */
  client(policy: OutboundPolicy): OutboundHttp;
  /**
   * A streaming `fetch` under `policy` (OAuth, discovery, MCP sessions, the OIDC issuer): guarded,
   * bounded per response (per event of an SSE stream), timed and redirect-ruled by the policy; a
   * refused address rejects with the `PrivateNetworkError` itself, a body over the limit errors with a
   * `ResponseTooLargeError`.
   */
  fetch(policy: OutboundPolicy, hooks?: OutboundHooks): typeof fetch;
  /** Closes every pool (requests in flight finish first). */
  close(): Promise<void>;
}

/**
 * The one way Plugboard talks to the outside: every outbound request — tools, the proxy, OAuth token
 * and revocation requests, MCP sessions, discovery and registration, webhook deliveries, the OIDC
 * issuer, the command line's control channel — goes through one of these, under the
 * {@link OutboundPolicy} of its caller (timeouts, size limit, redirect rule, private-network guard,
 * pool). Every pool is a guarded undici dispatcher (`createOutboundDispatcher`), so with the guard on
 * every connection — each redirect hop included — is checked. Nothing else in the server calls
 * `fetch` or imports undici (an architecture test holds it).
 *
 * @example
 * const outbound = createOutbound({ guard: { guardPrivateNetwork: production } });
 * const tools = outbound.client(toolPolicy({ timeoutMs: 30_000, maxResponseBytes: 10_485_760, connectionsPerOrigin: 128 }));
 * const answer = await tools.send({ method: "GET", url: new URL("https://api.example.com/items"), headers: {} });
 * const tokenFetch = outbound.fetch(authorizationPolicy());
 * await outbound.close();
 */
export function createOutbound(options: OutboundOptions): Outbound {
  const fastPath = options.fastPath ?? true;
  const pools = new Map<string, Agent>();
  const closed = new Set<Agent>();

  function poolOf(policy: OutboundPolicy): Agent {
    const key = `${policy.pool.name} ${policy.privateNetwork}`;
    let agent = pools.get(key);
    if (!agent) {
      const guard = policy.privateNetwork === "guarded" ? options.guard : { ...options.guard, guardPrivateNetwork: false };
      agent = createOutboundDispatcher(guard, policy.pool.options);
      pools.set(key, agent);
    }
    return agent;
  }

  async function closePool(agent: Agent): Promise<void> {
    if (closed.has(agent)) return;
    closed.add(agent);
    await agent.close();
  }

  function client(policy: OutboundPolicy): OutboundHttp {
    const agent = poolOf(policy);
    const http = createOutboundHttp(agent, { timeoutMs: policy.timeoutMs ?? 30_000, maxResponseBytes: policy.maxResponseBytes, source: policy.source });
    return { send: http.send, close: () => closePool(agent) };
  }

  function fetchFor(policy: OutboundPolicy, hooks: OutboundHooks = {}): typeof fetch {
    const limit: ResponseLimit = { maxBytes: policy.maxResponseBytes, source: policy.source, ...(hooks.onExceeded ? { onExceeded: hooks.onExceeded } : {}) };
    const injected = policy.privateNetwork === "guarded" ? options.fetch : undefined;
    let bounded: typeof fetch;
    if (injected) {
      bounded = limitResponseBody(injected, limit);
    } else {
      const agent = poolOf(policy);
      const guarded = createGuardedFetch(agent);
      bounded = fastPath ? createRequestFetch(agent, guarded, limit) : limitResponseBody(guarded, limit);
    }
    const { redirect, timeoutMs } = policy;
    if (redirect === undefined && timeoutMs === undefined) return bounded;
    return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      bounded(input, {
        ...init,
        ...(redirect ? { redirect } : {}),
        ...(timeoutMs !== undefined && !init?.signal ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
      })) as typeof fetch;
  }

  return {
    fastPath,
    client,
    fetch: fetchFor,
    async close() {
      for (const agent of pools.values()) await closePool(agent);
    },
  };
}
