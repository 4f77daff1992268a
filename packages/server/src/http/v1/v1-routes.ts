import { APPROVALS_ROUTES } from "./approvals-routes.js";
import { AUDIT_ROUTES } from "./audit-routes.js";
import { POLICIES_ROUTES } from "./policies-routes.js";
import { CONNECTION_REQUESTS_ROUTES } from "./connection-requests-routes.js";
import { CONNECTIONS_ROUTES } from "./connections-routes.js";
import { EXECUTIONS_ROUTES } from "./executions-routes.js";
import { MCP_LINKS_ROUTES } from "./mcp-links-routes.js";
import { METRICS_ROUTES } from "./metrics-routes.js";
import { OPENAPI_ROUTES } from "./openapi-routes.js";
import { PLUGINS_ROUTES } from "./plugins-routes.js";
import { PROVIDERS_ROUTES } from "./providers-routes.js";
import { PROXY_ROUTES } from "./proxy-routes.js";
import { SUBMISSIONS_ROUTES } from "./submissions-routes.js";
import { TOOLS_ROUTES } from "./tools-routes.js";
import { TRIGGERS_ROUTES } from "./triggers-routes.js";
import { WEBHOOKS_ROUTES } from "./webhooks-routes.js";
import type { V1Deps } from "./v1-route.js";
import type { Route } from "../route.js";

/**
 * The developer-facing `/api/v1` routes (README "API at a glance"): the table Express serves and the OpenAPI document
 * describes. The hot path comes first, so execute does not walk every other route.
 */
export const V1_ROUTES: readonly Route<V1Deps>[] = [...TOOLS_ROUTES, ...PROXY_ROUTES, ...SUBMISSIONS_ROUTES, ...PLUGINS_ROUTES, ...PROVIDERS_ROUTES, ...CONNECTIONS_ROUTES, ...CONNECTION_REQUESTS_ROUTES, ...EXECUTIONS_ROUTES, ...METRICS_ROUTES, ...WEBHOOKS_ROUTES, ...MCP_LINKS_ROUTES, ...POLICIES_ROUTES, ...APPROVALS_ROUTES, ...AUDIT_ROUTES, ...TRIGGERS_ROUTES, ...OPENAPI_ROUTES];
