import type { PlugboardContext } from "../context.js";
import { createApiKeyService } from "./api-key-service.js";
import { createDeveloperService } from "./developer-service.js";
import { createReviewService } from "./review-service.js";

/**
 * Builds every service over one context. Services hold the behaviour of SPEC.md; they never see
 * `request` or `response`.
 */
export function createServices(context: PlugboardContext) {
  const apiKeys = createApiKeyService(context);
  const developers = createDeveloperService(context);
  const review = createReviewService(context);
  return { apiKeys, developers, review };
}

/** All services of one server. */
export type Services = ReturnType<typeof createServices>;
