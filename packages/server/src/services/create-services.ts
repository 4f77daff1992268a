import type { PlugboardContext } from "../context.js";
import { createMcpServices } from "../mcp/create-mcp-services.js";
import type { WebhookDeliveryOptions } from "../settings/plugboard-options.js";
import { createApiKeyService } from "./api-key-service.js";
import { createConnectLinkService } from "./connection-requests/connect-link-service.js";
import { createConnectionRequestService } from "./connection-requests/connection-request-service.js";
import { createConnectionService } from "./connection-service.js";
import { createConnectPageService } from "./connect-page-service.js";
import { createConnectTokens } from "./connect-tokens.js";
import { createDeveloperService } from "./developer-service.js";
import { createExecutionService } from "./execution-service.js";
import { createInitiateService } from "./initiate-service.js";
import { createInvalidationBus } from "./invalidation-bus.js";
import type { McpInitiator } from "./mcp-initiator.js";
import { createOAuthService } from "./oauth-service.js";
import { createPluginCatalogService } from "./plugin-catalog-service.js";
import { createReviewService } from "./review-service.js";
import { createSubmissionService } from "./submission-service.js";
import { createTokenRefreshService } from "./token-refresh-service.js";
import { createToolCatalogService } from "./tool-catalog-service.js";
import { createTokenRevoker } from "./revocation/token-revoker.js";
import { createEventOutbox } from "./webhooks/event-outbox.js";
import { createLifecycleEvents } from "./webhooks/lifecycle-events.js";
import { createWebhookDispatcher } from "./webhooks/webhook-dispatcher.js";
import { createWebhookService } from "./webhooks/webhook-service.js";

/**
 * Builds every service over one context. Services hold the behaviour of SPEC.md; they never see
 * `request` or `response`. `options.webhooks` tunes webhook delivery (retry schedule, poll interval).
 */
export function createServices(context: PlugboardContext, options: { webhooks?: WebhookDeliveryOptions | undefined } = {}) {
  const bus = createInvalidationBus({ database: context.database, logger: context.logger });
  const deps = { bus };
  // Connection lifecycle: requests, the webhook event outbox and its delivery worker, token revocation.
  const requests = createConnectionRequestService(context, { bus });
  const lifecycle = createLifecycleEvents(context, { outbox: createEventOutbox(context), requests });
  const webhooks = createWebhookService(context);
  const webhookDispatcher = createWebhookDispatcher(context, { bus, options: options.webhooks });
  const connectTokens = createConnectTokens({ key: context.encryptionKey });
  const connectLinks = createConnectLinkService(context, { connectTokens, requests });
  const apiKeys = createApiKeyService(context);
  const developers = createDeveloperService(context);
  const review = createReviewService(context, { onChange: (pluginId) => bus.publish({ kind: "plugin", pluginId }), lifecycle });
  const submissions = createSubmissionService(context, deps);
  const plugins = createPluginCatalogService(context, deps);
  const connections = createConnectionService(context, { ...deps, lifecycle, revoker: createTokenRevoker(context) });
  const tools = createToolCatalogService(context, { ...deps, mcp: () => mcp.tools });
  const tokenRefresh = createTokenRefreshService(context, { ...deps, lifecycle });
  const execution = createExecutionService(context, { ...deps, refresher: () => tokenRefresh, mcp: () => mcp.executor, connectLinks });
  const mcp = createMcpServices(context, { bus, log: () => execution.log, lifecycle });
  // MCP connect hook (`services.mcpConnect`, an McpInitiator), read at call time so it can be added later.
  const getMcp = (): McpInitiator | undefined => (services as { mcpConnect?: McpInitiator }).mcpConnect;
  const oauth = createOAuthService(context, { connections, getMcp, lifecycle });
  const initiate = createInitiateService(context, { oauth, connectTokens, requests, getMcp });
  const connectPage = createConnectPageService(context, { connectTokens, connections, oauth, getMcp });
  const services = { bus, apiKeys, developers, review, submissions, plugins, connections, tools, execution, tokenRefresh, oauth, initiate, connectPage,
    mcp, mcpConnect: mcp.connect as McpInitiator | undefined, mcpSync: mcp.tools, mcpTools: mcp.tools, mcpClients: mcp.clients,
    requests, connectLinks, webhooks, webhookDispatcher };
  return services;
}

/** All services of one server. */
export type Services = ReturnType<typeof createServices>;
