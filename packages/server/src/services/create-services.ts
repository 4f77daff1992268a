import type { PlugboardContext } from "../context.js";
import { createApiKeyService } from "./api-key-service.js";
import { createConnectionService } from "./connection-service.js";
import { createDeveloperService } from "./developer-service.js";
import { createExecutionService } from "./execution-service.js";
import { createInvalidationBus } from "./invalidation-bus.js";
import { createPluginCatalogService } from "./plugin-catalog-service.js";
import { createReviewService } from "./review-service.js";
import { createSubmissionService } from "./submission-service.js";
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
  const tools = createToolCatalogService(context, deps);
  const execution = createExecutionService(context, deps);
  return { bus, apiKeys, developers, review, submissions, plugins, connections, tools, execution };
}

/** All services of one server. */
export type Services = ReturnType<typeof createServices>;
