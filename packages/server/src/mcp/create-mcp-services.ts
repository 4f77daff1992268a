import type { PlugboardContext } from "../context.js";
import type { ExecutionLogWriter } from "../services/execution-log-writer.js";
import type { InvalidationBus } from "../services/invalidation-bus.js";
import type { LifecycleEvents } from "../services/webhooks/lifecycle-events.js";
import { createMcpClientOverrides } from "./create-mcp-client-overrides.js";
import { createMcpConnect } from "./create-mcp-connect.js";
import { createMcpOAuth } from "./create-mcp-oauth.js";
import { createMcpToolExecutor } from "./create-mcp-tool-executor.js";
import { createMcpToolSync } from "./create-mcp-tool-sync.js";
import { createMcpConnectionAuth } from "./create-mcp-connection-auth.js";
import { createMcpLiveClient } from "./create-mcp-live-client.js";
import { createMcpPluginDiscovery } from "./create-mcp-plugin-discovery.js";
import { createMcpSessionPool } from "./create-mcp-session-pool.js";
import { createMcpTokenStore } from "./create-mcp-token-store.js";
import { createMcpToolCache } from "./create-mcp-tool-cache.js";
import { withRequestTimeout } from "./with-request-timeout.js";

/** Options of {@link createMcpServices}. */
export interface McpServicesOptions {
  bus: InvalidationBus;
  /** The execution-log writer, read at call time (MCP executions are logged with source `mcp`). */
  log: () => ExecutionLogWriter | undefined;
  /** How long an unused warm session lives (default 5 minutes). */
  sessionIdleMs?: number;
  /** Lifecycle hooks (webhook events, connection requests) for MCP grants and refusals. */
  lifecycle?: LifecycleEvents;
}

/**
 * Everything MCP on the service side, over one context:
 *
 * - `connect` — `McpInitiator` for initiate and the OAuth callback (`services.mcpConnect`);
 * - `executor` — `McpToolExecutor` for `POST /api/v1/tools/execute`;
 * - `tools` — `McpToolDiscovery` for `GET /api/v1/tools`, `sync` (`services.mcpSync`) and
 *   `listForConnection` (`services.mcpTools`) for the dashboard;
 * - `clients` — the developer-level client override (`/api/v1/plugins/{slug}/mcp-client`);
 * - `sessions` — the warm session pool; `close()` ends every session.
 *
 * @example
 * const mcp = createMcpServices(context, { bus, log: () => execution.log });
 * const execution = createExecutionService(context, { bus, mcp: () => mcp.executor });
 */
export function createMcpServices(context: PlugboardContext, options: McpServicesOptions) {
  const { bus } = options;
  // Discovery and token requests give up after 15 s (the REST token requests' limit).
  const oauthFetch = withRequestTimeout(context.fetch, 15_000);
  const oauth = createMcpOAuth({ fetch: oauthFetch });
  const discovery = createMcpPluginDiscovery(context, { bus, oauth, fetch: oauthFetch });
  const tokens = createMcpTokenStore(context, { bus, oauth, lifecycle: options.lifecycle });
  const auth = createMcpConnectionAuth(context, { bus });
  const sessions = createMcpSessionPool({
    fetch: context.fetch,
    logger: context.logger,
    requestTimeoutMs: context.toolTimeoutMs,
    ...(options.sessionIdleMs !== undefined ? { idleMs: options.sessionIdleMs } : {}),
  });
  const live = createMcpLiveClient({ sessions, auth, tokens, bus });
  const cache = createMcpToolCache(context, { bus });
  const tools = createMcpToolSync(context, { cache, live, auth, discovery });
  return {
    connect: createMcpConnect(context, { discovery, oauth, tokens }),
    executor: createMcpToolExecutor(context, { cache, live, log: options.log }),
    tools,
    clients: createMcpClientOverrides(context),
    discovery,
    tokens,
    sessions,
    /** Ends every warm session (on shutdown). */
    close: () => sessions.close(),
  };
}

/** The MCP services' interface. */
export type McpServices = ReturnType<typeof createMcpServices>;
