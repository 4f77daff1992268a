/**
 * `@plugboard/core`: the wire contract of the Plugboard API — Zod schemas and their types, the error-code
 * table, MCP link and meta-tool shapes, provider definitions. Browser-safe: no Node built-in, no `Buffer`,
 * no `process` (a test bundles this entry for the browser to hold that). Server-side helpers (auth
 * injection, OAuth token and revocation requests, path expansion, return-URL validation, MCP tool naming)
 * live in `@plugboard/core/server`; Node-only crypto in `@plugboard/core/crypto`.
 *
 * @packageDocumentation
 */
export {
  ApiKeyConfigSchema,
  AuthMethodInputSchema,
  AuthMethodSummarySchema,
  AuthMethodTypeSchema,
  BearerTokenConfigSchema,
  CredentialsSchema,
  CustomConfigSchema,
  EmptyConfigSchema,
  InjectionRuleSchema,
  JsonPathSchema,
  MetadataPathSchema,
  OAuth2ConfigSchema,
  OAuth2ProviderConfigSchema,
  oauthMetadataNames,
  OAuthGrantTypeSchema,
  TokenRequestFormatSchema,
  ACCOUNT_ID_FIELD,
  ConnectMetadataSchema,
  MetadataHeadersSchema,
  MetadataNameSchema,
  ScopeSeparatorSchema,
  authMethodConfigSchemas,
} from "./contract/auth-method.js";
export type {
  ApiKeyConfig,
  AuthMethodConfig,
  AuthMethodInput,
  AuthMethodParsed,
  AuthMethodSummary,
  ConnectMetadata,
  MetadataHeaders,
  AuthMethodType,
  BearerTokenConfig,
  Credentials,
  CustomConfig,
  EmptyConfig,
  InjectionRule,
  OAuth2Config,
  OAuth2ProviderConfig,
  OAuth2ProviderConfigInput,
} from "./contract/auth-method.js";
export {
  ErrorResponseSchema,
  HttpUrlSchema,
  JsonSchemaObjectSchema,
  PluginSlugSchema,
  QueryBooleanSchema,
  TimestampSchema,
  ToolSlugSchema,
  UserIdSchema,
  ValidationDetailsSchema,
  ValidationErrorResponseSchema,
} from "./contract/common.js";
export type { ErrorResponse, ValidationDetails, ValidationErrorResponse } from "./contract/common.js";
export { HEADER_NAME_PATTERN, HeaderNameSchema, headerValueProblem, HeaderValueSchema } from "./contract/http-header.js";
export { jsonProblem, MAX_JSON_DEPTH, SafeJsonObjectSchema, SafeJsonValueSchema } from "./contract/safe-json.js";
export type { JsonProblem } from "./contract/safe-json.js";
export { safeString, textProblem } from "./contract/safe-string.js";
export {
  ConnectionItemSchema,
  ConnectionStatusSchema,
  ConnectionTypeSchema,
  CreateConnectionRequestSchema,
  CreateConnectionResponseSchema,
  DeleteConnectionRequestSchema,
  DeleteConnectionResponseSchema,
  InitiateConnectionRequestSchema,
  InitiateConnectionResponseSchema,
  ListConnectionsQuerySchema,
  ListConnectionsResponseSchema,
  ConnectionIdParamsSchema,
  DeletedConnectionSchema,
  UpdateConnectionRequestSchema,
  OAuthCallbackQuerySchema,
  REDIRECT_URL_ALIASES,
} from "./contract/connection.js";
export type {
  ConnectionItem,
  ConnectionStatus,
  ConnectionType,
  CreateConnectionRequest,
  CreateConnectionResponse,
  DeleteConnectionRequest,
  DeleteConnectionResponse,
  InitiateConnectionRequest,
  InitiateConnectionResponse,
  ListConnectionsQuery,
  ListConnectionsResponse,
  ConnectionIdParams,
  DeletedConnection,
  UpdateConnectionRequest,
  OAuthCallbackQuery,
} from "./contract/connection.js";
export {
  AccountChoiceSchema,
  AccountLabelSchema,
  AccountWriteSchema,
  checkAccountWrite,
  DEFAULT_ACCOUNT_LABEL,
  MCP_ACCOUNT_HEADER,
  parseAccountHeader,
  refuseBothAccountChoices,
} from "./contract/account.js";
export type { AccountChoice, AccountHeader, AccountWrite } from "./contract/account.js";
export {
  ConnectionNeededErrorResponseSchema,
  ConnectionRequestSchema,
  ConnectionRequestStatusSchema,
  GetConnectionRequestQuerySchema,
  MAX_CONNECTION_REQUEST_WAIT_SECONDS,
} from "./contract/connection-request.js";
export type {
  ConnectionNeededErrorResponse,
  ConnectionRequest,
  ConnectionRequestStatus,
  GetConnectionRequestQuery,
} from "./contract/connection-request.js";
export {
  ConnectionEventDataSchema,
  CreateWebhookRequestSchema,
  CreateWebhookResponseSchema,
  DeleteWebhookResponseSchema,
  ListWebhookDeliveriesQuerySchema,
  ListWebhookDeliveriesResponseSchema,
  ListWebhooksResponseSchema,
  MAX_DELIVERIES_PAGE_SIZE,
  PluginReviewedEventDataSchema,
  RetryWebhookDeliveryResponseSchema,
  RotateWebhookSecretResponseSchema,
  WEBHOOK_EVENT_TYPES,
  WebhookDeliveryAttemptSchema,
  WebhookDeliverySchema,
  WebhookDeliveryStatusSchema,
  WebhookEventSchema,
  WebhookEventTypeSchema,
  WebhookItemSchema,
} from "./contract/webhook.js";
export type {
  ConnectionEventData,
  CreateWebhookRequest,
  CreateWebhookResponse,
  DeleteWebhookResponse,
  ListWebhookDeliveriesQuery,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  PluginReviewedEventData,
  RetryWebhookDeliveryResponse,
  RotateWebhookSecretResponse,
  WebhookDeliveryAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookEventType,
  WebhookItem,
} from "./contract/webhook.js";
export { ERROR_CODES } from "./contract/error-codes.js";
export type { ErrorCode } from "./contract/error-codes.js";
export { flattenZodError } from "./contract/flatten-zod-error.js";
export {
  CategorySummarySchema,
  ListPluginsQuerySchema,
  ListPluginsResponseSchema,
  MAX_PLUGINS_PAGE_SIZE,
  McpConfigInputSchema,
  McpConfigPublicSchema,
  PluginItemSchema,
  ReviewStatusSchema,
  SubmissionItemSchema,
  ToolSourceSchema,
} from "./contract/plugin.js";
export type {
  CategorySummary,
  ListPluginsQuery,
  ListPluginsResponse,
  McpConfigInput,
  McpConfigPublic,
  PluginItem,
  ReviewStatus,
  SubmissionItem,
  ToolSource,
} from "./contract/plugin.js";
export {
  CreateSubmissionRequestSchema,
  CreateSubmissionResponseSchema,
  ImportedSubmissionSchema,
  ListSubmissionsResponseSchema,
  MAX_IMPORTED_TOOLS,
  MAX_SUBMITTED_TOOLS,
  PluginFieldsSchema,
} from "./contract/submission.js";
export { pluginTriggerIssues, type PluginTriggerIssue } from "./contract/plugin-trigger-issues.js";
export {
  ImportSubmissionRequestSchema,
  ImportSubmissionResponseSchema,
  ImportWarningSchema,
  MAX_OPENAPI_DOCUMENT_CHARS,
} from "./contract/submission-import.js";
export type { ImportSubmissionParsed, ImportSubmissionRequest, ImportSubmissionResponse, ImportWarning } from "./contract/submission-import.js";
export type {
  CreateSubmissionParsed,
  CreateSubmissionRequest,
  CreateSubmissionResponse,
  ListSubmissionsResponse,
} from "./contract/submission.js";
export {
  ExecuteToolFailureSchema,
  ExecuteToolRequestSchema,
  ExecuteToolResponseSchema,
  ExecuteToolSuccessSchema,
  HttpMethodSchema,
  ListToolsQuerySchema,
  ListToolsResponseSchema,
  ToolListingConnectionNeededSchema,
  ToolHeadersSchema,
  ToolInputSchema,
  ToolScopesSchema,
  ToolItemSchema,
  ToolPathSchema,
  ToolSourceKindSchema,
} from "./contract/tool.js";
export type {
  ExecuteToolFailure,
  ExecuteToolRequest,
  ExecuteToolResponse,
  ExecuteToolSuccess,
  HttpMethod,
  ListToolsQuery,
  ListToolsResponse,
  ToolListingConnectionNeeded,
  ToolInput,
  ToolItem,
  ToolSourceKind,
} from "./contract/tool.js";
export { RESERVED_HEADERS, ToolBodyEncodingSchema, ToolParamPlacementSchema } from "./contract/tool-param-placement.js";
export type { ToolBodyEncoding, ToolParamPlacement, ToolParamPlacementInput } from "./contract/tool-param-placement.js";
export {
  DEFAULT_EXECUTIONS_PAGE_SIZE,
  ExecutionItemSchema,
  ListExecutionsQuerySchema,
  ListExecutionsResponseSchema,
  MAX_EXECUTIONS_PAGE_SIZE,
} from "./contract/execution.js";
export type { ExecutionItem, ListExecutionsQuery, ListExecutionsResponse } from "./contract/execution.js";
export {
  ExecutionMetricsBucketSchema,
  ExecutionMetricsQuerySchema,
  ExecutionMetricsResponseSchema,
  ExecutionOutcomeSchema,
  ExecutionStatsSchema,
  MAX_METRICS_BUCKETS,
  MAX_METRICS_WINDOW_MS,
  METRICS_BUCKETS,
  MetricsBucketSchema,
  MetricsOverviewResponseSchema,
  MetricsRankItemSchema,
  MetricsWindowQuerySchema,
} from "./contract/metrics.js";
export type {
  ExecutionMetricsBucket,
  ExecutionMetricsQuery,
  ExecutionMetricsResponse,
  ExecutionOutcome,
  ExecutionStats,
  MetricsBucket,
  MetricsOverviewResponse,
  MetricsRankItem,
} from "./contract/metrics.js";
export {
  ApiKeyItemSchema,
  CreateApiKeyRequestSchema,
  CreateApiKeyResponseSchema,
  DeleteApiKeyRequestSchema,
  ListApiKeysResponseSchema,
} from "./contract/dashboard-api-key.js";
export type {
  ApiKeyItem,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  DeleteApiKeyRequest,
  ListApiKeysResponse,
} from "./contract/dashboard-api-key.js";
export {
  DashboardAuthMethodSchema,
  DeleteDashboardAuthMethodRequestSchema,
  UpsertDashboardAuthMethodRequestSchema,
} from "./contract/dashboard-auth-method.js";
export type {
  DashboardAuthMethod,
  DeleteDashboardAuthMethodRequest,
  UpsertDashboardAuthMethodParsed,
  UpsertDashboardAuthMethodRequest,
} from "./contract/dashboard-auth-method.js";
export {
  CreateCategoryRequestSchema,
  DashboardCategorySchema,
  DeleteCategoryRequestSchema,
  ListDashboardCategoriesResponseSchema,
  UpdateCategoryRequestSchema,
} from "./contract/dashboard-category.js";
export type {
  CreateCategoryRequest,
  DashboardCategory,
  DeleteCategoryRequest,
  ListDashboardCategoriesResponse,
  UpdateCategoryRequest,
} from "./contract/dashboard-category.js";
export { DashboardDeveloperSchema, DashboardIdSchema, DeletedResponseSchema, DeveloperRoleSchema } from "./contract/dashboard-common.js";
export { CONSOLE_CSRF_HEADER, ConsoleSessionSchema, ConsoleSignInRequestSchema } from "./contract/console-session.js";
export type { ConsoleSession, ConsoleSignInRequest } from "./contract/console-session.js";
export type { DashboardDeveloper, DeletedResponse, DeveloperRole } from "./contract/dashboard-common.js";
export {
  ConnectionToolsResponseSchema,
  DashboardConnectionSchema,
  DeleteDashboardConnectionRequestSchema,
  ListDashboardConnectionsQuerySchema,
  ListDashboardConnectionsResponseSchema,
} from "./contract/dashboard-connection.js";
export type {
  ConnectionToolsResponse,
  DashboardConnection,
  DeleteDashboardConnectionRequest,
  ListDashboardConnectionsQuery,
  ListDashboardConnectionsResponse,
} from "./contract/dashboard-connection.js";
export {
  CategoryRefSchema,
  CreateDashboardPluginRequestSchema,
  DashboardCategoryRefSchema,
  DashboardPluginSchema,
  PluginChangeSchema,
  DashboardPluginSummarySchema,
  ListDashboardPluginsQuerySchema,
  ListDashboardPluginsResponseSchema,
  McpConfigUpdateSchema,
  UpdateDashboardPluginRequestSchema,
} from "./contract/dashboard-plugin.js";
export type {
  CreateDashboardPluginParsed,
  CreateDashboardPluginRequest,
  DashboardCategoryRef,
  DashboardPlugin,
  PluginChange,
  DashboardPluginSummary,
  ListDashboardPluginsQuery,
  ListDashboardPluginsResponse,
  McpConfigUpdate,
  UpdateDashboardPluginParsed,
  UpdateDashboardPluginRequest,
} from "./contract/dashboard-plugin.js";
export { ReviewPluginRequestSchema, ReviewPluginResponseSchema } from "./contract/dashboard-review.js";
export type { ReviewPluginRequest, ReviewPluginResponse } from "./contract/dashboard-review.js";
export {
  CreateDashboardToolRequestSchema,
  DashboardMcpToolSchema,
  DashboardToolSchema,
  DeleteDashboardToolQuerySchema,
  McpSyncResponseSchema,
  UpdateDashboardToolRequestSchema,
} from "./contract/dashboard-tool.js";
export type {
  CreateDashboardToolParsed,
  CreateDashboardToolRequest,
  DashboardMcpTool,
  DashboardTool,
  DeleteDashboardToolQuery,
  McpSyncResponse,
  UpdateDashboardToolParsed,
  UpdateDashboardToolRequest,
} from "./contract/dashboard-tool.js";
export {
  ConnectErrorResponseSchema,
  ConnectOAuthStartRequestSchema,
  ConnectOAuthStartResponseSchema,
  ConnectSubmitRequestSchema,
  ConnectSubmitResponseSchema,
  ConnectTokenSchema,
} from "./contract/connect-page.js";
export type {
  ConnectErrorResponse,
  ConnectOAuthStartRequest,
  ConnectOAuthStartResponse,
  ConnectSubmitRequest,
  ConnectSubmitResponse,
} from "./contract/connect-page.js";
export {
  checkConnectionConfig,
  connectionConfigPattern,
  ConnectionConfigFieldSchema,
  ConnectionConfigFieldsSchema,
  ConnectionConfigValuesSchema,
  MAX_CONNECTION_CONFIG_VALUE,
} from "./contract/connection-config.js";
export type { ConnectionConfigCheck, ConnectionConfigField, ConnectionConfigValues } from "./contract/connection-config.js";
export { httpUrlTemplate } from "./contract/url-template-schema.js";
export { ProxyRequestSchema } from "./contract/proxy.js";
export type { ProxyRequest } from "./contract/proxy.js";
export { DeleteMcpClientResponseSchema, McpClientOverrideSchema, OAuthClientMetadataDocumentSchema, PutMcpClientRequestSchema } from "./contract/mcp-client.js";
export type { DeleteMcpClientResponse, McpClientOverride, OAuthClientMetadataDocument, PutMcpClientRequest } from "./contract/mcp-client.js";
export {
  CreateMcpLinkRequestSchema,
  CreateMcpLinkResponseSchema,
  DeleteMcpLinkResponseSchema,
  ListMcpLinksQuerySchema,
  ListMcpLinksResponseSchema,
  MAX_MCP_LINK_LIFETIME_SECONDS,
  MCP_PLUGINS_HEADER,
  MCP_USER_ID_HEADER,
  McpLinkItemSchema,
} from "./contract/mcp-link.js";
export type { CreateMcpLinkRequest, CreateMcpLinkResponse, DeleteMcpLinkResponse, ListMcpLinksQuery, ListMcpLinksResponse, McpLinkItem } from "./contract/mcp-link.js";
export {
  DEFAULT_TOOL_SEARCH_LIMIT,
  MAX_TOOL_SEARCH_LIMIT,
  SearchToolsQuerySchema,
  SearchToolsResponseSchema,
  ToolSearchResultSchema,
} from "./contract/tool-search.js";
export type { SearchToolsQuery, SearchToolsResponse, ToolSearchResult } from "./contract/tool-search.js";
export { CreateConnectLinkRequestSchema, CreateConnectLinkResponseSchema } from "./contract/connect-link.js";
export type { CreateConnectLinkRequest, CreateConnectLinkResponse } from "./contract/connect-link.js";
export {
  ConnectArgsSchema,
  ExecuteToolArgsSchema,
  MCP_TOOL_MODE_HEADER,
  META_SEARCH_DEFAULT_LIMIT,
  META_TOOLS,
  metaSearchAnswer,
  metaToolName,
  parseMetaToolName,
  SearchToolsArgsSchema,
  ToolModeSchema,
} from "./mcp/meta-tools.js";
export type { ConnectArgs, ExecuteToolArgs, MetaSearchHit, MetaToolDefinition, SearchToolsArgs, ToolMode } from "./mcp/meta-tools.js";
export {
  fillProviderTemplate,
  PROVIDER_PLACEHOLDER,
  providerTemplate,
  ProviderUrlTemplateSchema,
  templatePlaceholders,
} from "./contract/provider-template.js";
export type { ProviderPlaceholder } from "./contract/provider-template.js";
export {
  ProviderApiKeyModeSchema,
  ProviderAuthModeSchema,
  ProviderAuthModeTypeSchema,
  ProviderBasicModeSchema,
  ProviderBearerModeSchema,
  ProviderCustomModeSchema,
  ProviderMcpOAuthModeSchema,
  ProviderOAuth2ModeSchema,
  ProviderScopeSchema,
} from "./contract/provider-auth-mode.js";
export type {
  ProviderApiKeyMode,
  ProviderAuthMode,
  ProviderAuthModeInput,
  ProviderAuthModeType,
  ProviderBasicMode,
  ProviderBearerMode,
  ProviderCustomMode,
  ProviderMcpOAuthMode,
  ProviderOAuth2Mode,
  ProviderScope,
} from "./contract/provider-auth-mode.js";
export { ProviderToolSchema, ProviderToolSourceSchema } from "./contract/provider-tool.js";
export type { ProviderTool, ProviderToolInput, ProviderToolSource } from "./contract/provider-tool.js";
export {
  ProviderCategorySchema,
  ProviderConfigFieldSchema,
  ProviderDefinitionSchema,
  ProviderIdSchema,
} from "./contract/provider-definition.js";
export type { ProviderCategory, ProviderConfigField, ProviderDefinition, ProviderDefinitionInput } from "./contract/provider-definition.js";
export {
  InstallProviderRequestSchema,
  InstallProviderResponseSchema,
  ListProvidersQuerySchema,
  ListProvidersResponseSchema,
  PluginProviderOriginSchema,
  ProviderDetailSchema,
  ProviderInstallWarningSchema,
  ProviderOverridesSchema,
  ProviderSummarySchema,
  ProviderToolSummarySchema,
} from "./contract/provider-api.js";
export { UpgradeProviderResponseSchema, type UpgradeProviderResponse } from "./contract/dashboard-plugin.js";
export type {
  InstallProviderParsed,
  InstallProviderRequest,
  InstallProviderResponse,
  ListProvidersQuery,
  ListProvidersResponse,
  PluginProviderOrigin,
  ProviderDetail,
  ProviderInstallWarning,
  ProviderOverrides,
  ProviderSummary,
  ProviderToolSummary,
} from "./contract/provider-api.js";
export {
  DeletePolicyRequestSchema,
  DeletePolicyResponseSchema,
  EffectivePolicyQuerySchema,
  EffectivePolicyResponseSchema,
  ListPoliciesQuerySchema,
  ListPoliciesResponseSchema,
  MAX_POLICY_USER_IDS,
  PolicyActionSchema,
  PolicySchema,
  PolicyScopeSchema,
  PutPolicyRequestSchema,
} from "./contract/policy.js";
export type {
  DeletePolicyRequest,
  DeletePolicyResponse,
  EffectivePolicyQuery,
  EffectivePolicyResponse,
  ListPoliciesQuery,
  ListPoliciesResponse,
  Policy,
  PolicyAction,
  PolicyScope,
  PutPolicyRequest,
} from "./contract/policy.js";
export {
  ApprovalDeciderSchema,
  ApprovalEventDataSchema,
  ApprovalRefusedErrorResponseSchema,
  ApprovalRequiredResponseSchema,
  ApprovalSchema,
  ApprovalStatusSchema,
  DecideApprovalRequestSchema,
  GetApprovalQuerySchema,
  ListApprovalsQuerySchema,
  ListApprovalsResponseSchema,
  MAX_APPROVAL_WAIT_SECONDS,
  MAX_APPROVALS_PAGE_SIZE,
} from "./contract/approval.js";
export type {
  Approval,
  ApprovalDecider,
  ApprovalEventData,
  ApprovalRefusedErrorResponse,
  ApprovalRequiredResponse,
  ApprovalStatus,
  DecideApprovalRequest,
  GetApprovalQuery,
  ListApprovalsQuery,
  ListApprovalsResponse,
} from "./contract/approval.js";
export { AuditActorSchema, AuditEventSchema, ListAuditQuerySchema, ListAuditResponseSchema, MAX_AUDIT_PAGE_SIZE } from "./contract/audit.js";
export type { AuditActor, AuditEvent, ListAuditQuery, ListAuditResponse } from "./contract/audit.js";
export {
  DEFAULT_POLL_INTERVAL_SECONDS,
  parseStoredTriggers,
  PollCursorSchema,
  PollTriggerSchema,
  TriggerDefinitionSchema,
  TriggerEventIdSchema,
  TriggerListSchema,
  TriggerRegistrationSchema,
  TriggerRequestSchema,
  TriggerRouteRuleSchema,
  TriggerSlugSchema,
  TriggerVerificationSchema,
  WebhookTriggerSchema,
} from "./contract/trigger-definition.js";
export type { PollTrigger, TriggerDefinition, TriggerDefinitionInput, TriggerRegistration, TriggerRequest, TriggerRouteRule, TriggerVerification, WebhookTrigger } from "./contract/trigger-definition.js";
export {
  CreateTriggerSubscriptionRequestSchema,
  CreateTriggerSubscriptionResponseSchema,
  DeleteTriggerSubscriptionResponseSchema,
  ListTriggerEventsQuerySchema,
  ListTriggerEventsResponseSchema,
  ListTriggersQuerySchema,
  ListTriggersResponseSchema,
  ListTriggerSubscriptionsQuerySchema,
  ListTriggerSubscriptionsResponseSchema,
  MAX_TRIGGER_EVENTS_WAIT_SECONDS,
  TriggerAppInboundResponseSchema,
  TriggerEventSchema,
  TriggerInboundResponseSchema,
  TriggerItemSchema,
  TriggerSubscriptionSchema,
  TriggerSubscriptionStatusSchema,
  TriggerEventsOrderSchema,
  MAX_TRIGGER_SUBSCRIPTIONS_PAGE_SIZE,
} from "./contract/trigger.js";
export type {
  CreateTriggerSubscriptionRequest,
  CreateTriggerSubscriptionResponse,
  DeleteTriggerSubscriptionResponse,
  ListTriggerEventsQuery,
  ListTriggerEventsResponse,
  ListTriggersQuery,
  ListTriggersResponse,
  ListTriggerSubscriptionsQuery,
  ListTriggerSubscriptionsResponse,
  TriggerAppInboundResponse,
  TriggerEvent,
  TriggerInboundResponse,
  TriggerItem,
  TriggerSubscription,
  TriggerSubscriptionStatus,
  TriggerEventsOrder,
} from "./contract/trigger.js";
