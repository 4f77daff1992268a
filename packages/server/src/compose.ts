import type { PlugboardContext } from "./context.js";
import { createConcurrencyLimiter } from "./infra/concurrency-limiter.js";
import { createExecutionLogWriter } from "./infra/execution-log-writer.js";
import { createInvalidationBus } from "./infra/invalidation-bus.js";
import { mcpAuthorizationPolicy, mcpSessionPolicy, toolPolicy } from "./outbound/outbound-policy.js";
import type { TriggerPollOptions, WebhookDeliveryOptions } from "./settings/create-plugboard-options.js";
import { createApprovalGate } from "./services/approvals/approval-gate.js";
import { DEFAULT_APPROVAL_TTL_MS } from "./settings/service-defaults.js";
import { createApprovalService } from "./services/approvals/approval-service.js";
import { createApprovalTokens } from "./services/approvals/approval-tokens.js";
import { createAuditLog } from "./services/audit/audit-log.js";
import { createPolicyService } from "./services/policies/policy-service.js";
import { createConsoleSessionRevocations } from "./services/console-sessions/console-session-revocations.js";
import { createConnectionRequestService } from "./services/connection-requests/connection-request-service.js";
import { createConnectionCache } from "./services/connections/connection-cache.js";
import { createConnectionService } from "./services/connections/connection-service.js";
import { createDashboardConnectionService } from "./services/connections/dashboard-connection-service.js";
import { createApiKeyService } from "./services/developers/api-key-service.js";
import { createDashboardApiKeyService } from "./services/developers/dashboard-api-key-service.js";
import { createDashboardIdentity } from "./services/developers/create-dashboard-identity.js";
import { createDeveloperService } from "./services/developers/developer-service.js";
import { createMetricsService } from "./services/metrics/metrics-service.js";
import { createExecutionHistoryService } from "./services/execution/execution-history-service.js";
import { createExecutionService } from "./services/execution/execution-service.js";
import { createParamsValidator } from "./services/execution/params-validator.js";
import { createHealthService } from "./services/health/health-service.js";
import { createMcpClientOverrides } from "./services/mcp-upstream/create-mcp-client-overrides.js";
import { createMcpConnect } from "./services/mcp-upstream/create-mcp-connect.js";
import { createMcpOAuth } from "./services/mcp-upstream/create-mcp-oauth.js";
import { mcpClientMetadataDocument } from "./services/mcp-upstream/mcp-client-metadata.js";
import { createMcpPluginDiscovery } from "./services/mcp-upstream/create-mcp-plugin-discovery.js";
import { createMcpToolSync } from "./services/mcp-upstream/create-mcp-tool-sync.js";
import { createMcpCredentialProtocol } from "./services/mcp-upstream/mcp-credential-protocol.js";
import { createCredentialLifecycle } from "./services/credentials/create-credential-lifecycle.js";
import { createCredentialRevoker } from "./services/credentials/create-credential-revoker.js";
import { createMcpEndpoint } from "./services/mcp-server/create-mcp-endpoint.js";
import { createMcpLinkService } from "./services/mcp-server/mcp-link-service.js";
import { createConnectLinks } from "./services/connect-flow/connect-link.js";
import { createConnectPageService } from "./services/connect-flow/connect-page-service.js";
import { createConnectTokens } from "./services/connect-sessions/connect-tokens.js";
import { createInitiateService } from "./services/connect-flow/initiate-service.js";
import { createConnectFlow } from "./services/connect-flow/connect-kinds.js";
import { createConnectionSaver } from "./services/connect-flow/save-connection.js";
import { createRestCredentialProtocol } from "./services/oauth/rest-credential-protocol.js";
import { createDashboardAuthMethodService } from "./services/plugins/dashboard-auth-method-service.js";
import { createDashboardCategoryService } from "./services/plugins/dashboard-category-service.js";
import { createDashboardPluginService } from "./services/plugins/dashboard-plugin-service.js";
import { createDashboardToolService } from "./services/plugins/dashboard-tool-service.js";
import { createCatalogSnapshot } from "./services/plugins/catalog-snapshot.js";
import { createPluginCatalogService } from "./services/plugins/plugin-catalog-service.js";
import { createReviewService } from "./services/plugins/review-service.js";
import { createSubmissionService } from "./services/plugins/submission-service.js";
import { createPluginCreator } from "./services/plugins/plugin-creator.js";
import { createProviderCatalogService } from "./services/providers/provider-catalog-service.js";
import { createToolCatalogService } from "./services/tools/tool-catalog-service.js";
import { createToolSearchIndex } from "./services/tools/tool-search-index.js";
import { createToolSearchService } from "./services/tools/tool-search-service.js";
import { createEventOutbox } from "./services/webhooks/event-outbox.js";
import { createLifecycleEvents } from "./services/webhooks/lifecycle-events.js";
import { createWebhookDispatcher } from "./services/webhooks/webhook-dispatcher.js";
import { createWebhookService } from "./services/webhooks/webhook-service.js";
import { createTriggerCatalog } from "./services/triggers/trigger-catalog.js";
import { createTriggerEventRecorder } from "./services/triggers/trigger-event-recorder.js";
import { createTriggerEventWriter } from "./services/triggers/trigger-event-writer.js";
import { createTriggerEventService } from "./services/triggers/trigger-event-service.js";
import { createTriggerInboundService } from "./services/triggers/trigger-inbound-service.js";
import { createTriggerAppInboundService } from "./services/triggers/trigger-app-inbound-service.js";
import { createTriggerStore } from "./services/triggers/trigger-store.js";
import { createTriggerPoller } from "./services/triggers/trigger-poller.js";
import { createSubscriptionPauses } from "./services/triggers/subscription-pauses.js";
import { createTriggerSubscriptionService } from "./services/triggers/trigger-subscription-service.js";
import { createManualToolSource } from "./sources/manual-http/manual-tool-source.js";
import { createProxySource } from "./sources/manual-http/proxy-source.js";
import { createMcpLiveClient } from "./sources/mcp/create-mcp-live-client.js";
import { createStepUpBudget } from "./infra/step-up-budget.js";
import { createMcpSessionPool } from "./sources/mcp/create-mcp-session-pool.js";
import { createMcpToolSource } from "./sources/mcp/create-mcp-tool-source.js";

/**
 * The composition root: builds the whole object graph of one server over its context, once, in
 * dependency order — infrastructure, then the tool sources, then the services that use them. Nothing
 * is late-bound and every object has one name. Services hold the behaviour of the API; they never see
 * `request` or `response`. `options.webhooks` tunes webhook delivery (retry schedule, poll interval,
 * or `deliver: false` for an instance that only records events).
 *
 * @example
 * const services = composeServices(context);
 * await services.bus.ready;
 * // … serve …
 * await services.close();
 */
export function composeServices(context: PlugboardContext, options: { webhooks?: WebhookDeliveryOptions | undefined; triggers?: TriggerPollOptions | undefined } = {}) {
  // Infrastructure.
  const bus = createInvalidationBus({ database: context.database, logger: context.logger });
  const limiter = createConcurrencyLimiter(context.concurrency);
  const executionLog = createExecutionLogWriter({
    database: context.database,
    logger: context.logger,
    buffer: context.executionLogBuffer,
    shutdownTimeoutMs: context.shutdownTimeoutMs,
  });
  // Tool calls and the proxy: one keep-alive pool, the tool timeout and response limit.
  const outboundHttp = context.outbound.http.client(
    toolPolicy({ timeoutMs: context.toolTimeoutMs, maxResponseBytes: context.outbound.maxResponseBytes, connectionsPerOrigin: context.concurrency.perOrigin }),
  );
  const mcpSessions = createMcpSessionPool({
    // Guarded, and bounded per response by the pool (the tool response limit, not the 1 MB of OAuth).
    boundedFetch: (limit) => context.outbound.http.fetch(mcpSessionPolicy({ maxResponseBytes: limit.maxBytes }), { onExceeded: limit.onExceeded }),
    fastPath: context.outbound.http.fastPath,
    maxResponseBytes: context.outbound.maxResponseBytes,
    logger: context.logger,
    requestTimeoutMs: context.toolTimeoutMs,
    idleMs: context.mcpSessionIdleMs,
  });
  // One bound on scope step-up per instance, for MCP and REST connections alike.
  const stepUps = createStepUpBudget();
  const mcpLive = createMcpLiveClient({ sessions: mcpSessions, bus, stepUps });

  // The audit log: every service that changes state records in the change's own transaction.
  const audit = createAuditLog(context, { retentionDays: context.auditRetentionDays });

  // Connection lifecycle: connection requests, the webhook event outbox and its delivery worker.
  const requests = createConnectionRequestService(context, { bus });
  const outbox = createEventOutbox(context);
  const triggerStore = createTriggerStore(context);
  const lifecycle = createLifecycleEvents(context, { outbox, requests, triggers: createSubscriptionPauses({ store: triggerStore, audit }) });
  const webhooks = createWebhookService(context, { audit });
  const webhookDispatcher = createWebhookDispatcher(context, { bus, options: options.webhooks });

  // Developers, plugins and review.
  const health = createHealthService({ database: context.database });
  const apiKeys = createApiKeyService(context, { audit });
  const developers = createDeveloperService(context);
  const dashboardIdentity = createDashboardIdentity(context, { apiKeys });
  const dashboardApiKeys = createDashboardApiKeyService(context, { apiKeys });
  const review = createReviewService(context, { bus, lifecycle, audit });
  // One plugin creation for the API's submissions (and the catalog's installs) and the dashboard's create form.
  const pluginCreator = createPluginCreator(context, { bus, audit });
  const submissions = createSubmissionService(context, { creator: pluginCreator });
  const providers = createProviderCatalogService({ submissions, context, bus, audit });
  const catalog = createCatalogSnapshot(context, { bus });
  const plugins = createPluginCatalogService(context, { snapshot: catalog });
  const dashboardTools = createDashboardToolService(context, { bus, audit });
  const dashboardAuthMethods = createDashboardAuthMethodService(context, { bus, audit });
  const categories = createDashboardCategoryService(context, { bus });

  // Connections and their credentials: one lifecycle for both sources, which differ only in how a
  // refresh (or revocation) request is made.
  // Discovery, registration and token requests to MCP authorization servers: 1 MB, 15 s.
  const mcpOAuthFetch = context.outbound.http.fetch(mcpAuthorizationPolicy());
  const mcpOAuth = createMcpOAuth({ fetch: mcpOAuthFetch });
  const credentialProtocols = [createRestCredentialProtocol(context), createMcpCredentialProtocol({ oauth: mcpOAuth })];
  const credentials = createCredentialLifecycle(context, { bus, protocols: credentialProtocols, lifecycle, audit });
  const connections = createConnectionService(context, {
    bus,
    lifecycle,
    audit,
    revoker: createCredentialRevoker(context, { protocols: credentialProtocols }),
    // Bound late: the trigger services are made below (a connection is deleted long after composition).
    beforeRemove: (connectionIds) => triggerSubscriptions.removeUpstreamWebhooks(connectionIds),
  });
  const connectionCache = createConnectionCache(context, { bus });
  const dashboardConnections = createDashboardConnectionService(context, { connections });
  const mcpDiscovery = createMcpPluginDiscovery(context, { bus, oauth: mcpOAuth, fetch: mcpOAuthFetch });
  // Connecting end-users: one protocol per kind (credential form, OAuth redirect, machine grant, MCP)
  // and one save path, for initiate, the hosted page, connect links, direct submission and the callback.
  const mcpConnect = createMcpConnect(context, { discovery: mcpDiscovery, oauth: mcpOAuth });
  const connectTokens = createConnectTokens({ key: context.encryptionKey });
  const connectFlow = createConnectFlow(context, { saver: createConnectionSaver(context, { bus, lifecycle, audit }), connectTokens, mcpConnect, lifecycle });
  // Connect links handed to the user from inside a conversation (409 of execute, MCP endpoint).
  const connectLinks = createConnectLinks(context, { flow: connectFlow, requests });

  // Governance: policies, and approvals of the calls they hold (hosted page links valid twice their lifetime).
  const policies = createPolicyService(context, { bus, audit });
  const approvalTtlMs = context.approvalTtlMs ?? DEFAULT_APPROVAL_TTL_MS;
  const approvals = createApprovalService(context, { bus, outbox, audit, tokens: createApprovalTokens({ key: context.encryptionKey, maxAgeMs: 2 * approvalTtlMs }), ttlMs: approvalTtlMs });

  // Tool sources, and the one execution pipeline over them.
  const manualTools = createManualToolSource(context, { bus, http: outboundHttp, credentials, stepUps });
  const mcpToolSource = createMcpToolSource(context, { bus, live: mcpLive, credentials });
  const paramsValidator = createParamsValidator({ bus, logger: context.logger });
  const proxyCalls = createProxySource(context, { bus, http: outboundHttp, manual: manualTools });
  const execution = createExecutionService({
    sources: [manualTools, mcpToolSource],
    proxy: proxyCalls,
    connections: connectionCache,
    limiter,
    log: executionLog,
    params: paramsValidator,
    connectLinks,
    gate: createApprovalGate({ policies, approvals }),
    policies,
  });
  const executions = createExecutionHistoryService(context);
  const metrics = createMetricsService(context);

  // Triggers: events from the users' apps, by webhook and by polling, delivered through the outbox.
  const triggerCatalog = createTriggerCatalog({ store: triggerStore, bus, logger: context.logger });
  const triggerRecorder = createTriggerEventRecorder({ store: triggerStore, writer: createTriggerEventWriter(context, { handOff: webhookDispatcher }), bus, logger: context.logger });
  const triggerSubscriptions = createTriggerSubscriptionService(context, {
    store: triggerStore,
    catalog: triggerCatalog,
    providerCall: (developerId, input) => execution.providerCall(developerId, input),
    audit,
  });
  const triggerInbound = createTriggerInboundService(context, { store: triggerStore, catalog: triggerCatalog, recorder: triggerRecorder, bus });
  const triggerAppInbound = createTriggerAppInboundService(context, { store: triggerStore, recorder: triggerRecorder, bus });
  const triggerEvents = createTriggerEventService({ store: triggerStore, bus });
  const triggerPoller = createTriggerPoller(context, {
    store: triggerStore,
    catalog: triggerCatalog,
    recorder: triggerRecorder,
    execute: (developerId, input) => execution.execute(developerId, input),
    providerCall: (developerId, input) => execution.providerCall(developerId, input),
    options: options.triggers,
  });

  // Tool listing and MCP tool sync.
  const mcpTools = createMcpToolSync(context, { bus, connections: connectionCache, live: mcpLive, credentials, discovery: mcpDiscovery });
  const tools = createToolCatalogService(context, { snapshot: catalog, mcpTools, dashboardConnections, connectLinks });
  const toolSearch = createToolSearchService(context, { index: createToolSearchIndex({ snapshot: catalog }), bus });

  // Connecting end-users: initiate, hosted page (both start kinds of the connect flow), MCP clients.
  const mcpClients = createMcpClientOverrides(context);
  const initiate = createInitiateService(context, { flow: connectFlow, requests });
  const connectPage = createConnectPageService(context, { connectTokens, flow: connectFlow });

  // Plugboard as an MCP server: per-user links, and the endpoint over the one execution pipeline.
  const mcpLinks = createMcpLinkService(context, { bus, audit });
  // Dashboard plugin edits: a rename carries the policies and MCP links stored under the old slug.
  const dashboardPlugins = createDashboardPluginService(context, { bus, creator: pluginCreator, audit, slugFollowers: [policies, mcpLinks] });
  const mcpEndpoint = createMcpEndpoint(context, {
    bus,
    listTools: (developerId, query) => tools.list(developerId, query),
    execute: (developerId, input, options) => execution.execute(developerId, input, options),
    connectLink: (input) => connectLinks.forUser(input),
    searchTools: (developerId, query) => toolSearch.search(developerId, query),
  });

  // The console's sessions signed out before their cookie's end, refused on every instance.
  const consoleSessions = createConsoleSessionRevocations(context, { bus });

  /** Plugboard's client ID metadata document, or null when it publishes none (no https base URL). */
  const mcpClientMetadata = () =>
    context.mcpClientMetadataUrl ? mcpClientMetadataDocument({ clientId: context.mcpClientMetadataUrl, baseUrl: context.baseUrl, redirectUri: context.redirectUri }) : null;

  return {
    bus,
    mcpClientMetadata,
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
    providers,
    plugins,
    dashboardPlugins,
    dashboardTools,
    dashboardAuthMethods,
    categories,
    connections,
    dashboardConnections,
    credentials,
    mcpDiscovery,
    execution,
    executions,
    metrics,
    mcpTools,
    tools,
    toolSearch,
    mcpConnect,
    mcpClients,
    connectFlow,
    initiate,
    connectPage,
    requests,
    webhooks,
    webhookDispatcher,
    policies,
    approvals,
    audit,
    consoleSessions,
    triggerCatalog,
    triggerSubscriptions,
    triggerInbound,
    triggerAppInbound,
    triggerEvents,
    triggerPoller,
    /**
     * Stops the webhook worker (attempts in flight finish), ends warm MCP sessions, lets upstream calls
     * in flight finish and closes the pooled connections, then writes the buffered log rows (retrying
     * while the database is away) and stops listening.
     */
    async close(): Promise<void> {
      await triggerPoller.close();
      await webhookDispatcher.close();
      await mcpSessions.close();
      await outboundHttp.close();
      await executionLog.close();
      await bus.close();
    },
  };
}

/** All services (and the infrastructure they share) of one server. */
export type Services = ReturnType<typeof composeServices>;
