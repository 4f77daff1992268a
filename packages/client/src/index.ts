/**
 * `@plugboard/client`: typed, isomorphic SDK for the Plugboard API (Node 20+, browsers, edge
 * runtimes). Wire types come from `@plugboard/core`; this package adds only the HTTP client, its
 * retry policy and its error classes.
 *
 * @example
 * import { Plugboard } from "@plugboard/client";
 * const plugboard = new Plugboard({ apiKey: "nk_...", baseUrl: "https://plugboard.example.com" });
 * const { plugins } = await plugboard.plugins.list({ userId: "user_1" });
 *
 * @packageDocumentation
 */
export { Plugboard } from "./plugboard.js";
export type { PlugboardOptions } from "./plugboard.js";
export type { FetchLike, HttpTransport, HttpTransportOptions, RequestOptions, RetryOptions, TransportRequest } from "./http-transport.js";
export { PluginsResource } from "./plugins-resource.js";
export type { IteratePluginsParams, ListPluginsParams } from "./plugins-resource.js";
export { SubmissionsResource } from "./submissions-resource.js";
export { ProvidersResource } from "./providers-resource.js";
export { ConnectionsResource } from "./connections-resource.js";
export type { DeleteConnectionParams, InitiateConnectionParams, ListConnectionsParams, WaitForConnectionOptions } from "./connections-resource.js";
export { WebhooksResource } from "./webhooks-resource.js";
export { verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, WebhookVerificationError } from "./verify-webhook.js";
export { ToolsResource } from "./tools-resource.js";
export { ExecutionsResource } from "./executions-resource.js";
export { PoliciesResource } from "./policies-resource.js";
export { ApprovalsResource } from "./approvals-resource.js";
export { TriggersResource } from "./triggers-resource.js";
export { TriggerSubscriptionsResource } from "./trigger-subscriptions-resource.js";
export { TriggerEventsResource } from "./trigger-events-resource.js";
export type { TriggerEventsParams } from "./trigger-events-resource.js";
export type { ListApprovalsParams, WaitForApprovalOptions } from "./approvals-resource.js";
export { ApprovalRequiredError } from "./approval-required-error.js";
export { AuditResource } from "./audit-resource.js";
export type { ListAuditParams } from "./audit-resource.js";
export { MetricsResource } from "./metrics-resource.js";
export type { ExecutionMetricsParams, MetricsOverviewParams } from "./metrics-resource.js";
export type { IterateExecutionsParams, ListExecutionsParams } from "./executions-resource.js";
export { McpLinksResource, McpResource } from "./mcp-links-resource.js";
export type { ListToolsParams, SearchToolsParams } from "./tools-resource.js";
export {
  AuthenticationError,
  ConflictError,
  ConnectionRequestError,
  NetworkError,
  NotFoundError,
  PlugboardError,
  RateLimitError,
  ValidationError,
} from "./plugboard-error.js";
export type { ClientErrorCode, ConnectionRequestFailure, PlugboardErrorCode, PlugboardErrorInit } from "./plugboard-error.js";
export { CLIENT_VERSION } from "./version.js";
// Wire types, re-exported from @plugboard/core for convenience (types only: nothing at runtime).
export type {
  Approval,
  ApprovalRequiredResponse,
  AuditActor,
  AuditEvent,
  ListAuditResponse,
  ExecutionMetricsBucket,
  ExecutionMetricsResponse,
  ExecutionOutcome,
  ExecutionStats,
  MetricsBucket,
  MetricsOverviewResponse,
  MetricsRankItem,
  ApprovalStatus,
  DecideApprovalRequest,
  DeletePolicyRequest,
  DeletePolicyResponse,
  EffectivePolicyResponse,
  ListApprovalsResponse,
  ListPoliciesResponse,
  Policy,
  PolicyAction,
  PutPolicyRequest,
} from "@plugboard/core";
export type {
  ConnectionEventData,
  ConnectionItem,
  CreateConnectLinkRequest,
  CreateConnectLinkResponse,
  ConnectionNeededErrorResponse,
  ConnectionRequest,
  ConnectionRequestStatus,
  CreateConnectionRequest,
  CreateConnectionResponse,
  CreateMcpLinkRequest,
  CreateMcpLinkResponse,
  CreateSubmissionRequest,
  CreateSubmissionResponse,
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteConnectionResponse,
  DeleteMcpLinkResponse,
  DeleteWebhookResponse,
  ErrorCode,
  ErrorResponse,
  ExecutionItem,
  ExecuteToolFailure,
  ExecuteToolRequest,
  ExecuteToolResponse,
  ExecuteToolSuccess,
  ProxyRequest,
  InitiateConnectionResponse,
  InstallProviderRequest,
  InstallProviderResponse,
  ListProvidersQuery,
  ListProvidersResponse,
  ProviderDetail,
  ProviderInstallWarning,
  ProviderSummary,
  ListConnectionsResponse,
  ListExecutionsResponse,
  ListMcpLinksResponse,
  ListPluginsResponse,
  ListSubmissionsResponse,
  ListToolsResponse,
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  McpLinkItem,
  PluginItem,
  SearchToolsResponse,
  PluginReviewedEventData,
  SubmissionItem,
  ToolItem,
  ToolMode,
  ToolSearchResult,
  ValidationDetails,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
  WebhookItem,
} from "@plugboard/core";
