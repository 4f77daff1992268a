import type { PlugboardContext } from "./context.js";
import { createConcurrencyLimiter } from "./infra/concurrency-limiter.js";
import { createExecutionLogWriter } from "./infra/execution-log-writer.js";
import { createInvalidationBus } from "./infra/invalidation-bus.js";
import { createOutboundHttp } from "./infra/outbound-http.js";
import { withRequestTimeout } from "./infra/with-request-timeout.js";
import { createConnectionCache } from "./services/connections/connection-cache.js";
import { createConnectionService } from "./services/connections/connection-service.js";
import { createDashboardConnectionService } from "./services/connections/dashboard-connection-service.js";
import { createApiKeyService } from "./services/developers/api-key-service.js";
import { createDashboardApiKeyService } from "./services/developers/dashboard-api-key-service.js";
import { createDashboardIdentity } from "./services/developers/create-dashboard-identity.js";
import { createDeveloperService } from "./services/developers/developer-service.js";
import { createExecutionService } from "./services/execution/execution-service.js";
import { createHealthService } from "./services/health/health-service.js";
import { createMcpClientOverrides } from "./services/mcp/create-mcp-client-overrides.js";
import { createMcpConnect } from "./services/mcp/create-mcp-connect.js";
import { createMcpOAuth } from "./services/mcp/create-mcp-oauth.js";
import { createMcpPluginDiscovery } from "./services/mcp/create-mcp-plugin-discovery.js";
import { createMcpTokenStore } from "./services/mcp/create-mcp-token-store.js";
import { createMcpToolSync } from "./services/mcp/create-mcp-tool-sync.js";
import { createMcpEndpoint } from "./services/mcp-endpoint/create-mcp-endpoint.js";
import { createMcpLinkService } from "./services/mcp-links/mcp-link-service.js";
import { createConnectLinks } from "./services/oauth/connect-link.js";
import { createConnectPageService } from "./services/oauth/connect-page-service.js";
import { createConnectTokens } from "./services/connections/connect-tokens.js";
import { createInitiateService } from "./services/oauth/initiate-service.js";
import { createOAuthService } from "./services/oauth/oauth-service.js";
import { createTokenRefreshService } from "./services/oauth/token-refresh-service.js";
import { createDashboardAuthMethodService } from "./services/plugins/dashboard-auth-method-service.js";
import { createDashboardCategoryService } from "./services/plugins/dashboard-category-service.js";
import { createDashboardPluginService } from "./services/plugins/dashboard-plugin-service.js";
import { createDashboardToolService } from "./services/plugins/dashboard-tool-service.js";
import { createPluginCatalogService } from "./services/plugins/plugin-catalog-service.js";
import { createReviewService } from "./services/plugins/review-service.js";
import { createSubmissionService } from "./services/plugins/submission-service.js";
import { createToolCatalogService } from "./services/tools/tool-catalog-service.js";
import { createToolSearchIndex } from "./services/tools/tool-search-index.js";
import { createToolSearchService } from "./services/tools/tool-search-service.js";
import { createManualToolSource } from "./sources/manual-http/manual-tool-source.js";
import { createMcpLiveClient } from "./sources/mcp/create-mcp-live-client.js";
import { createMcpSessionPool } from "./sources/mcp/create-mcp-session-pool.js";
import { createMcpToolSource } from "./sources/mcp/create-mcp-tool-source.js";

// Discovery and token requests to MCP authorization servers give up after 15 s (the REST token requests' limit).
const MCP_OAUTH_TIMEOUT_MS = 15_000;

/**
 * The composition root: builds the whole object graph of one server over its context, once, in
 * dependency order — infrastructure, then the tool sources, then the services that use them. Nothing
 * is late-bound and every object has one name. Services hold the behaviour of SPEC.md; they never see
 * `request` or `response`.
 *
 * @example
 * const services = composeServices(context);
 * await services.bus.ready;
 * // … serve …
 * await services.close();
 */
export function composeServices(context: PlugboardContext) {
  // Infrastructure.
  const bus = createInvalidationBus({ database: context.database, logger: context.logger });
  const limiter = createConcurrencyLimiter(context.concurrency);
  const executionLog = createExecutionLogWriter({
    database: context.database,
    logger: context.logger,
    buffer: context.executionLogBuffer,
    shutdownTimeoutMs: context.shutdownTimeoutMs,
  });
  const outboundHttp = createOutboundHttp({
    timeoutMs: context.toolTimeoutMs,
    guard: context.outbound.guard,
    maxResponseBytes: context.outbound.maxResponseBytes,
    connectionsPerOrigin: context.concurrency.perOrigin,
  });
  const mcpSessions = createMcpSessionPool({
    // Guarded, and bounded per response by the pool (the tool response limit, not the 1 MB of OAuth).
    fetch: context.outbound.fetch,
    maxResponseBytes: context.outbound.maxResponseBytes,
    logger: context.logger,
    requestTimeoutMs: context.toolTimeoutMs,
  });
  const mcpLive = createMcpLiveClient({ sessions: mcpSessions, bus });

  // Developers, plugins and review.
  const health = createHealthService({ database: context.database });
  const apiKeys = createApiKeyService(context);
  const developers = createDeveloperService(context);
  const dashboardIdentity = createDashboardIdentity(context, { apiKeys });
  const dashboardApiKeys = createDashboardApiKeyService(context, { apiKeys });
  const review = createReviewService(context, { bus });
  const submissions = createSubmissionService(context, { bus });
  const plugins = createPluginCatalogService(context);
  const dashboardPlugins = createDashboardPluginService(context, { bus });
  const dashboardTools = createDashboardToolService(context, { bus });
  const dashboardAuthMethods = createDashboardAuthMethodService(context, { bus });
  const categories = createDashboardCategoryService(context, { bus });

  // Connections and their tokens.
  const connections = createConnectionService(context, { bus });
  const connectionCache = createConnectionCache(context, { bus });
  const dashboardConnections = createDashboardConnectionService(context, { bus });
  const tokenRefresh = createTokenRefreshService(context, { bus });
  const mcpOAuthFetch = withRequestTimeout(context.fetch, MCP_OAUTH_TIMEOUT_MS);
  const mcpOAuth = createMcpOAuth({ fetch: mcpOAuthFetch });
  const mcpDiscovery = createMcpPluginDiscovery(context, { bus, oauth: mcpOAuth, fetch: mcpOAuthFetch });
  const mcpTokens = createMcpTokenStore(context, { bus, oauth: mcpOAuth });

  // Tool sources, and the one execution pipeline over them.
  const manualTools = createManualToolSource(context, { bus, http: outboundHttp, refresher: tokenRefresh });
  const mcpToolSource = createMcpToolSource(context, { bus, live: mcpLive, refresher: mcpTokens });
  const execution = createExecutionService({ sources: [manualTools, mcpToolSource], connections: connectionCache, limiter, log: executionLog });

  // Tool listing and MCP tool sync.
  const mcpTools = createMcpToolSync(context, { bus, connections: connectionCache, live: mcpLive, refresher: mcpTokens, discovery: mcpDiscovery });
  const tools = createToolCatalogService(context, { mcpTools, dashboardConnections });
  const toolSearch = createToolSearchService(context, { index: createToolSearchIndex(context, { bus }), bus });

  // Connecting end-users: initiate, OAuth callback, hosted page, MCP clients.
  const connectTokens = createConnectTokens({ key: context.encryptionKey });
  const mcpConnect = createMcpConnect(context, { discovery: mcpDiscovery, oauth: mcpOAuth, tokens: mcpTokens });
  const mcpClients = createMcpClientOverrides(context);
  const oauth = createOAuthService(context, { connections, mcpConnect });
  const initiate = createInitiateService(context, { oauth, connectTokens, mcpConnect });
  const connectPage = createConnectPageService(context, { connectTokens, connections, oauth, mcpConnect });
  const connectLinks = createConnectLinks(context, { connectTokens });

  // Plugboard as an MCP server: per-user links, and the endpoint over the one execution pipeline.
  const mcpLinks = createMcpLinkService(context, { bus });
  const mcpEndpoint = createMcpEndpoint(context, {
    bus,
    listTools: (developerId, query) => tools.list(developerId, query),
    execute: (developerId, input) => execution.execute(developerId, input),
    connectUrl: (input) => connectLinks.forUser(input),
    connectLink: (input) => connectLinks.issue(input),
    searchTools: (developerId, query) => toolSearch.search(developerId, query),
  });

  return {
    bus,
    mcpLinks,
    mcpEndpoint,
    connectLinks,
    executionLog,
    mcpSessions,
    health,
    apiKeys,
    developers,
    dashboardIdentity,
    dashboardApiKeys,
    review,
    submissions,
    plugins,
    dashboardPlugins,
    dashboardTools,
    dashboardAuthMethods,
    categories,
    connections,
    dashboardConnections,
    tokenRefresh,
    mcpDiscovery,
    mcpTokens,
    execution,
    mcpTools,
    tools,
    toolSearch,
    mcpConnect,
    mcpClients,
    oauth,
    initiate,
    connectPage,
    /**
     * Ends warm MCP sessions, lets upstream calls in flight finish and closes the pooled connections,
     * then writes the buffered log rows (retrying while the database is away) and stops listening.
     */
    async close(): Promise<void> {
      await mcpSessions.close();
      await outboundHttp.close();
      await executionLog.close();
      await bus.close();
    },
  };
}

/** All services (and the infrastructure they share) of one server. */
export type Services = ReturnType<typeof composeServices>;
