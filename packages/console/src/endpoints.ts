import type {
  Approval,
  DecideApprovalRequest,
  ListApprovalsResponse,
  CreateApiKeyResponse,
  CreateConnectLinkRequest,
  CreateConnectLinkResponse,
  CreateMcpLinkRequest,
  CreateMcpLinkResponse,
  CreateWebhookRequest,
  CreateWebhookResponse,
  DashboardAuthMethod,
  DashboardDeveloper,
  DashboardPlugin,
  DashboardTool,
  DeletedResponse,
  ListAuditResponse,
  DeletePolicyRequest,
  DeletePolicyResponse,
  EffectivePolicyQuery,
  EffectivePolicyResponse,
  ListPoliciesResponse,
  Policy,
  PutPolicyRequest,
  ExecutionMetricsQuery,
  ExecutionMetricsResponse,
  MetricsOverviewResponse,
  DeleteMcpLinkResponse,
  DeleteWebhookResponse,
  ImportSubmissionRequest,
  ImportSubmissionResponse,
  InstallProviderRequest,
  InstallProviderResponse,
  ListApiKeysResponse,
  ListDashboardConnectionsResponse,
  ListDashboardPluginsResponse,
  ListExecutionsResponse,
  ListMcpLinksResponse,
  ListProvidersResponse,
  ProviderDetail,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  McpSyncResponse,
  ReviewPluginRequest,
  ReviewPluginResponse,
  RotateWebhookSecretResponse,
  UpdateDashboardToolRequest,
  UpsertDashboardAuthMethodRequest,
  WebhookDelivery,
  DeleteTriggerSubscriptionResponse,
  ListTriggerEventsResponse,
  ListTriggerSubscriptionsQuery,
  ListTriggerSubscriptionsResponse,
} from "@plugboard/core";
import { call } from "./api.js";

/** Query of the executions list as the console sends it (strings, as in the URL). */
export interface ExecutionsFilter {
  userId?: string;
  plugin?: string;
  tool?: string;
  success?: "true" | "false";
  /** `success`, `refused` (the upstream answered a 4xx) or `upstream_error`. */
  outcome?: "success" | "refused" | "upstream_error";
  /** ISO 8601 instants bounding the time (`since` inclusive, `until` exclusive). */
  since?: string;
  until?: string;
  cursor?: string;
  limit?: string;
}

/** Query of the audit log as the console sends it. */
export interface AuditFilter {
  action?: string;
  target?: string;
  actor?: string;
  since?: string;
  until?: string;
  cursor?: string;
  limit?: string;
}

/** Query of the trigger subscriptions list as the console sends it: the contract's own query, `limit` as the URL carries it. */
export type TriggerSubscriptionsFilter = Omit<ListTriggerSubscriptionsQuery, "limit"> & { limit?: string };

/**
 * Every Plugboard route the console calls, typed with `@plugboard/core`'s contract: the same types
 * the server validates with, so the console and the server cannot drift apart unnoticed.
 */
export const api = {
  me: () => call<DashboardDeveloper>("GET", "api/dashboard/me"),
  plugins: {
    list: (reviewStatus?: string) => call<ListDashboardPluginsResponse>("GET", "api/dashboard/plugins", { query: { reviewStatus } }),
    get: (pluginId: string) => call<DashboardPlugin>("GET", `api/dashboard/plugins/${encodeURIComponent(pluginId)}`),
    review: (pluginId: string, body: ReviewPluginRequest) => call<ReviewPluginResponse>("POST", `api/dashboard/plugins/${encodeURIComponent(pluginId)}/review`, { body }),
    submit: (pluginId: string) => call<ReviewPluginResponse>("POST", `api/dashboard/plugins/${encodeURIComponent(pluginId)}/submit`),
    updateTool: (pluginId: string, body: UpdateDashboardToolRequest) => call<DashboardTool>("PUT", `api/dashboard/plugins/${encodeURIComponent(pluginId)}/tools`, { body }),
    upsertAuthMethod: (pluginId: string, body: UpsertDashboardAuthMethodRequest) =>
      call<DashboardAuthMethod>("PUT", `api/dashboard/plugins/${encodeURIComponent(pluginId)}/auth-methods`, { body }),
    mcpSync: (pluginId: string) => call<McpSyncResponse>("POST", `api/dashboard/plugins/${encodeURIComponent(pluginId)}/mcp-sync`),
    importOpenApi: (body: ImportSubmissionRequest) => call<ImportSubmissionResponse>("POST", "api/v1/submissions/import", { body }),
  },
  providers: {
    list: (search?: string, category?: string) => call<ListProvidersResponse>("GET", "api/v1/providers", { query: { q: search, category } }),
    get: (id: string) => call<ProviderDetail>("GET", `api/v1/providers/${encodeURIComponent(id)}`),
    install: (id: string, body: InstallProviderRequest) => call<InstallProviderResponse>("POST", `api/v1/providers/${encodeURIComponent(id)}/install`, { body }),
  },
  connections: {
    list: (userId: string) => call<ListDashboardConnectionsResponse>("GET", "api/dashboard/connections", { query: { userId } }),
    remove: (connectionId: string) => call<DeletedResponse>("DELETE", "api/dashboard/connections", { body: { connectionId } }),
    connectLink: (body: CreateConnectLinkRequest) => call<CreateConnectLinkResponse>("POST", "api/v1/connections/connect-link", { body }),
  },
  executions: {
    list: (filter: ExecutionsFilter) => call<ListExecutionsResponse>("GET", "api/v1/executions", { query: { ...filter } }),
  },
  approvals: {
    list: (query: { status?: string; userId?: string; cursor?: string; limit?: string }) => call<ListApprovalsResponse>("GET", "api/v1/approvals", { query }),
    decide: (id: string, body: DecideApprovalRequest) => call<Approval>("POST", `api/v1/approvals/${encodeURIComponent(id)}`, { body }),
  },
  policies: {
    list: () => call<ListPoliciesResponse>("GET", "api/v1/policies"),
    put: (body: PutPolicyRequest) => call<Policy>("PUT", "api/v1/policies", { body }),
    remove: (body: DeletePolicyRequest) => call<DeletePolicyResponse>("DELETE", "api/v1/policies", { body }),
    effective: (query: EffectivePolicyQuery) => call<EffectivePolicyResponse>("GET", "api/v1/policies/effective", { query: { ...query } }),
  },
  audit: {
    list: (filter: AuditFilter) => call<ListAuditResponse>("GET", "api/v1/audit", { query: { ...filter } }),
  },
  metrics: {
    executions: (query: ExecutionMetricsQuery) => call<ExecutionMetricsResponse>("GET", "api/v1/metrics/executions", { query: { ...query } }),
    overview: (query: { since?: string; until?: string }) => call<MetricsOverviewResponse>("GET", "api/v1/metrics/overview", { query }),
  },
  triggerSubscriptions: {
    list: (filter: TriggerSubscriptionsFilter) => call<ListTriggerSubscriptionsResponse>("GET", "api/v1/trigger-subscriptions", { query: { ...filter } }),
    remove: (id: string) => call<DeleteTriggerSubscriptionResponse>("DELETE", `api/v1/trigger-subscriptions/${encodeURIComponent(id)}`),
  },
  triggerEvents: {
    /** A subscription's events, newest first. */
    recent: (query: { subscriptionId: string; cursor?: string; limit?: string }) => call<ListTriggerEventsResponse>("GET", "api/v1/trigger-events", { query: { ...query, order: "newest" } }),
  },
  webhooks: {
    list: () => call<ListWebhooksResponse>("GET", "api/v1/webhooks"),
    create: (body: CreateWebhookRequest) => call<CreateWebhookResponse>("POST", "api/v1/webhooks", { body }),
    remove: (id: string) => call<DeleteWebhookResponse>("DELETE", `api/v1/webhooks/${encodeURIComponent(id)}`),
    deliveries: (id: string, cursor?: string) => call<ListWebhookDeliveriesResponse>("GET", `api/v1/webhooks/${encodeURIComponent(id)}/deliveries`, { query: { cursor } }),
    retry: (id: string, deliveryId: string) =>
      call<WebhookDelivery>("POST", `api/v1/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`),
    rotateSecret: (id: string) => call<RotateWebhookSecretResponse>("POST", `api/v1/webhooks/${encodeURIComponent(id)}/rotate-secret`),
  },
  mcpLinks: {
    list: (userId?: string) => call<ListMcpLinksResponse>("GET", "api/v1/mcp/links", { query: { userId } }),
    create: (body: CreateMcpLinkRequest) => call<CreateMcpLinkResponse>("POST", "api/v1/mcp/links", { body }),
    revoke: (id: string) => call<DeleteMcpLinkResponse>("DELETE", `api/v1/mcp/links/${encodeURIComponent(id)}`),
  },
  apiKeys: {
    list: () => call<ListApiKeysResponse>("GET", "api/dashboard/api-keys"),
    create: (name: string) => call<CreateApiKeyResponse>("POST", "api/dashboard/api-keys", { body: { name } }),
    revoke: (keyId: string) => call<DeletedResponse>("DELETE", "api/dashboard/api-keys", { body: { keyId } }),
  },
};
