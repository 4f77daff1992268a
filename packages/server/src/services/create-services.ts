import type { PlugboardContext } from "../context.js";
import { createMcpServices } from "../mcp/create-mcp-services.js";
import { createApiKeyService } from "./api-key-service.js";
import { createConnectionService } from "./connection-service.js";
import { createConnectPageService } from "./connect-page-service.js";
import { createConnectTokens } from "./connect-tokens.js";
import { createDeveloperService } from "./developer-service.js";
import { createExecutionService } from "./execution-service.js";
import { createInitiateService } from "./initiate-service.js";
import { createInvalidationBus } from "./invalidation-bus.js";
import { connectPageUrl } from "./initiate-service.js";
import { createMcpEndpoint } from "./mcp-endpoint/create-mcp-endpoint.js";
import { createMcpLinkService } from "./mcp-links/mcp-link-service.js";
import type { McpInitiator } from "./mcp-initiator.js";
import { createOAuthService } from "./oauth-service.js";
import { createPluginCatalogService } from "./plugin-catalog-service.js";
import { createReviewService } from "./review-service.js";
import { createSubmissionService } from "./submission-service.js";
import { createTokenRefreshService } from "./token-refresh-service.js";
import { createToolCatalogService } from "./tool-catalog-service.js";

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
  const mcpLinks = createMcpLinkService(context, { bus });
  const mcpEndpoint = createMcpEndpoint(context, {
    bus,
    listTools: (developerId, query) => tools.list(developerId, query),
    execute: (developerId, input) => execution.execute(developerId, input),
    // TEMP until the connect-link service lands: a hosted-page link that returns to the service root.
    async connectUrl(input) {
      const plugin = await context.prisma.plugin.findUniqueOrThrow({ where: { slug: input.pluginSlug } });
      const token = connectTokens.sign({ developerId: input.developerId, userId: input.userId, pluginId: plugin.id, redirectUrl: `${context.baseUrl}/` });
      return connectPageUrl(context.baseUrl, plugin.slug, token);
    },
  });
  const services = { bus, mcpLinks, mcpEndpoint, apiKeys, developers, review, submissions, plugins, connections, tools, execution, tokenRefresh, oauth, initiate, connectPage,
    mcp, mcpConnect: mcp.connect as McpInitiator | undefined, mcpSync: mcp.tools, mcpTools: mcp.tools, mcpClients: mcp.clients };
  return services;
}

/** All services of one server. */
export type Services = ReturnType<typeof createServices>;
