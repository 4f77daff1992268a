import type { PlugboardContext } from "./context.js";
import { createMcpServices } from "./services/mcp/create-mcp-services.js";
import { createApiKeyService } from "./services/developers/api-key-service.js";
import { createConnectionService } from "./services/connections/connection-service.js";
import { createConnectPageService } from "./services/oauth/connect-page-service.js";
import { createConnectTokens } from "./services/oauth/connect-tokens.js";
import { createDeveloperService } from "./services/developers/developer-service.js";
import { createExecutionService } from "./services/execution/execution-service.js";
import { createInitiateService } from "./services/oauth/initiate-service.js";
import { createInvalidationBus } from "./infra/invalidation-bus.js";
import type { McpInitiator } from "./services/mcp/mcp-initiator.js";
import { createOAuthService } from "./services/oauth/oauth-service.js";
import { createPluginCatalogService } from "./services/plugins/plugin-catalog-service.js";
import { createReviewService } from "./services/plugins/review-service.js";
import { createSubmissionService } from "./services/plugins/submission-service.js";
import { createTokenRefreshService } from "./services/oauth/token-refresh-service.js";
import { createToolCatalogService } from "./services/tools/tool-catalog-service.js";

/**
 * Builds every service over one context. Services hold the behaviour of SPEC.md; they never see
 * `request` or `response`.
 */
export function createServices(context: PlugboardContext) {
  const bus = createInvalidationBus({ database: context.database, logger: context.logger });
  const deps = { bus };
  const apiKeys = createApiKeyService(context);
  const developers = createDeveloperService(context);
  const review = createReviewService(context, { onChange: (pluginId) => bus.publish({ kind: "plugin", pluginId }) });
  const submissions = createSubmissionService(context, deps);
  const plugins = createPluginCatalogService(context, deps);
  const connections = createConnectionService(context, deps);
  const tools = createToolCatalogService(context, { ...deps, mcp: () => mcp.tools });
  const tokenRefresh = createTokenRefreshService(context, deps);
  const execution = createExecutionService(context, { ...deps, refresher: () => tokenRefresh, mcp: () => mcp.executor });
  const mcp = createMcpServices(context, { bus, log: () => execution.log });
  // MCP connect hook (`services.mcpConnect`, an McpInitiator), read at call time so it can be added later.
  const getMcp = (): McpInitiator | undefined => (services as { mcpConnect?: McpInitiator }).mcpConnect;
  const connectTokens = createConnectTokens({ key: context.encryptionKey });
  const oauth = createOAuthService(context, { connections, getMcp });
  const initiate = createInitiateService(context, { oauth, connectTokens, getMcp });
  const connectPage = createConnectPageService(context, { connectTokens, connections, oauth, getMcp });
  const services = { bus, apiKeys, developers, review, submissions, plugins, connections, tools, execution, tokenRefresh, oauth, initiate, connectPage,
    mcp, mcpConnect: mcp.connect as McpInitiator | undefined, mcpSync: mcp.tools, mcpTools: mcp.tools, mcpClients: mcp.clients };
  return services;
}

/** All services of one server. */
export type Services = ReturnType<typeof createServices>;
