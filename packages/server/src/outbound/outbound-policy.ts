import type { Agent } from "undici";

/**
 * Most bytes read of an OAuth, discovery, registration or token response: these are small JSON
 * documents, so a fixed 1 MB is plenty and keeps a hostile authorization server from filling memory.
 */
export const AUXILIARY_RESPONSE_MAX_BYTES = 1024 * 1024;

/** Default most bytes read of one tool response or MCP message (`PLUGBOARD_TOOL_MAX_RESPONSE_BYTES`). */
export const DEFAULT_TOOL_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Time a token, revocation, discovery or registration request gets when its caller sets none. */
export const AUTHORIZATION_TIMEOUT_MS = 15_000;

/**
 * A connection pool of the outbound module: one guarded undici `Agent` per name (and per
 * private-network rule), opened on first use and closed with the module. `options` tunes it
 * (connections per origin, keep-alive, per-wait timeouts); the first policy to use a name sets them.
 */
export interface OutboundPool {
  name: string;
  options?: Omit<Agent.Options, "connect">;
}

/**
 * How one kind of caller talks to the outside: every outbound request of Plugboard names one. The
 * module applies it whatever the caller asks (a caller may shorten the deadline with its own signal).
 *
 * @example
 * const fetchToken = outbound.fetch(authorizationPolicy());
 * const tools = outbound.client(toolPolicy({ timeoutMs: 30_000, maxResponseBytes: 10_485_760, connectionsPerOrigin: 128 }));
 */
export interface OutboundPolicy {
  /** What error messages call the answer, e.g. "The external API response". */
  source: string;
  /** Most bytes read of one response — of one event of a `text/event-stream`. */
  maxResponseBytes: number;
  /**
   * Deadline of one exchange: the whole exchange for `client(...).send`; for `fetch`, a request without
   * its own `signal` gets `AbortSignal.timeout(timeoutMs)`. None for long-lived streams (MCP sessions).
   */
  timeoutMs?: number;
  /**
   * The redirect rule of `fetch`: `"error"` fails on a redirect, `"manual"` returns it, `"follow"`
   * follows it (every hop's connection passes the private-network guard); unset, the caller's `redirect`
   * (what a library such as the MCP SDK chooses). Buffered `send` never follows redirects.
   */
  redirect?: "error" | "manual" | "follow";
  /**
   * `"guarded"`: the server's private-network guard applies (on in production unless
   * `PLUGBOARD_ALLOW_PRIVATE_NETWORK`), for every URL a plugin, provider or developer supplies.
   * `"allowed"`: the URL is the operator's own setting (the OIDC issuer, the running server's control
   * channel), reached even on a private network, and never through an injected test `fetch`.
   */
  privateNetwork: "guarded" | "allowed";
  pool: OutboundPool;
}

/** The pool of OAuth, discovery and MCP session requests: undici's defaults (no per-origin bound). */
export const SHARED_POOL: OutboundPool = { name: "shared" };

/** A keep-alive pool for buffered calls whose deadline is `timeoutMs`, `connections` per origin. */
function bufferedPool(name: string, timeoutMs: number, connections: number): OutboundPool {
  return {
    name,
    options: { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connections, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
  };
}

/**
 * Tool calls and the proxy: the tool timeout, the tool response limit, a keep-alive pool of
 * `connectionsPerOrigin` (the per-origin concurrency bound, default 128) connections per origin.
 */
export function toolPolicy(options: { timeoutMs: number; maxResponseBytes: number; connectionsPerOrigin: number }): OutboundPolicy {
  return {
    source: "The external API response",
    maxResponseBytes: options.maxResponseBytes,
    timeoutMs: options.timeoutMs,
    redirect: "manual",
    privateNetwork: "guarded",
    pool: bufferedPool("tools", options.timeoutMs, options.connectionsPerOrigin),
  };
}

/**
 * Webhook deliveries: the receiver's answer is not used, so 64 KB of it at most; its own pool, sized
 * by the delivery slots (an attempt never waits for a connection: the slots are the bound).
 */
export function webhookPolicy(options: { timeoutMs: number; maxInFlight: number }): OutboundPolicy {
  return {
    // As tool calls name it: the delivery log's error text reads the same as before.
    source: "The external API response",
    maxResponseBytes: 64 * 1024,
    timeoutMs: options.timeoutMs,
    redirect: "manual",
    privateNetwork: "guarded",
    pool: bufferedPool("webhooks", options.timeoutMs, options.maxInFlight),
  };
}

/**
 * Token, revocation and connect-metadata requests of REST OAuth: 1 MB, 15 s unless the caller says
 * less, and a redirect is an error (a token endpoint that redirects is refused, never followed).
 */
export function authorizationPolicy(): OutboundPolicy {
  return {
    source: "The authorization or discovery response",
    maxResponseBytes: AUXILIARY_RESPONSE_MAX_BYTES,
    timeoutMs: AUTHORIZATION_TIMEOUT_MS,
    redirect: "error",
    privateNetwork: "guarded",
    pool: SHARED_POOL,
  };
}

/**
 * MCP authorization: protected-resource and authorization-server discovery, client registration,
 * token requests made by the MCP SDK's helpers (which choose their redirect handling): 1 MB, 15 s.
 */
export function mcpAuthorizationPolicy(): OutboundPolicy {
  return { ...authorizationPolicy(), redirect: undefined };
}

/**
 * MCP sessions (the SDK's Streamable HTTP and SSE transports): the tool response limit per message
 * (per event of an SSE stream), no deadline (streams stay open; the session pool times each call).
 */
export function mcpSessionPolicy(options: { maxResponseBytes: number }): OutboundPolicy {
  return { source: "The MCP server's response", maxResponseBytes: options.maxResponseBytes, privateNetwork: "guarded", pool: SHARED_POOL };
}

/**
 * The OIDC issuer's discovery document and keys: the operator's own setting, so reached even on a
 * private network (an internal identity provider must keep working); 1 MB, 10 s, redirects as the
 * caller asks (jose reads the keys with `redirect: "manual"`).
 */
export function oidcIssuerPolicy(): OutboundPolicy {
  return {
    source: "The identity provider's response",
    maxResponseBytes: AUXILIARY_RESPONSE_MAX_BYTES,
    timeoutMs: 10_000,
    privateNetwork: "allowed",
    pool: { name: "operator" },
  };
}

/**
 * The command line talking to the running `plugboard serve` on its loopback control channel: the
 * operator's own server, no deadline (a command such as an encryption rotation takes its time).
 */
export function controlChannelPolicy(): OutboundPolicy {
  return { source: "The running server's answer", maxResponseBytes: 64 * 1024 * 1024, privateNetwork: "allowed", pool: { name: "operator" } };
}

/**
 * The command line calling a running server's HTTP API with an API key (`plugboard triggers …`): the
 * operator's own URL, answers up to 64 MB, no overall timeout of its own (the long-polled
 * `GET /api/v1/trigger-events` answers within its `waitSeconds`; the caller's signal ends it).
 */
export function operatorApiPolicy(): OutboundPolicy {
  return { source: "The Plugboard API's answer", maxResponseBytes: 64 * 1024 * 1024, privateNetwork: "allowed", pool: { name: "operator" } };
}
