import { ApprovalsResource } from "./approvals-resource.js";
import { TriggerEventsResource } from "./trigger-events-resource.js";
import { TriggerSubscriptionsResource } from "./trigger-subscriptions-resource.js";
import { TriggersResource } from "./triggers-resource.js";
import { AuditResource } from "./audit-resource.js";
import { MetricsResource } from "./metrics-resource.js";
import { ConnectionsResource } from "./connections-resource.js";
import { PoliciesResource } from "./policies-resource.js";
import { ExecutionsResource } from "./executions-resource.js";
import { HttpTransport } from "./http-transport.js";
import type { FetchLike, RetryOptions } from "./http-transport.js";
import { McpResource } from "./mcp-links-resource.js";
import { PluginsResource } from "./plugins-resource.js";
import { ProvidersResource } from "./providers-resource.js";
import { SubmissionsResource } from "./submissions-resource.js";
import type { ExecuteToolResponse, ProxyRequest } from "@plugboard/core";
import type { RequestOptions } from "./http-transport.js";
import { requestEnvelope, ToolsResource } from "./tools-resource.js";
import { WebhooksResource } from "./webhooks-resource.js";

/**
 * Settings of a {@link Plugboard} client.
 *
 * @example
 * const options: PlugboardOptions = { apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" };
 */
export interface PlugboardOptions {
  /** Your API key (`nk_…`), sent as `Authorization: Bearer <apiKey>`. Never appears in errors. */
  apiKey: string;
  /** Root URL of the Plugboard service, e.g. `https://plugboard.example.com` (trailing slash optional). */
  baseUrl: string | URL;
  /** `fetch` to use instead of the global one (edge runtimes, proxies, tests). Called with a `Request`. */
  fetch?: FetchLike;
  /** Milliseconds allowed for each attempt before it fails with `NetworkError` (`code: "timeout"`). Default 60 000. */
  timeout?: number;
  /** Retry policy, or `false` to never retry. Default `{ limit: 2, maxDelayMs: 30_000, baseDelayMs: 300 }`. */
  retry?: RetryOptions | false;
  /** Extra headers sent with every request. `Authorization` is always set from `apiKey`. */
  headers?: Record<string, string>;
}

/**
 * Client of the Plugboard API: list plugins, connect your end-users' accounts, and execute tools
 * with their credentials injected. Runs on Node 20+, browsers and edge runtimes (it only needs
 * `fetch`).
 *
 * @example
 * import { Plugboard } from "@plugboard/client";
 *
 * const plugboard = new Plugboard({ apiKey: process.env.PLUGBOARD_API_KEY!, baseUrl: "https://plugboard.example.com" });
 * const { connectUrl } = await plugboard.connections.initiate({
 *   userId: "user_1",
 *   plugin: "github",
 *   redirectUrl: "https://app.example.com/connected",
 * });
 * const result = await plugboard.tools.execute({ userId: "user_1", tool: "GITHUB_LIST_REPOS" });
 */
export class Plugboard {
  /** The catalogue of approved plugins. */
  readonly plugins: PluginsResource;
  /** Plugins you created and submit for review. */
  readonly submissions: SubmissionsResource;
  /** The catalog of ready integrations, installed as plugin submissions. */
  readonly providers: ProvidersResource;
  /** Your end-users' connected accounts. */
  readonly connections: ConnectionsResource;
  /** Tool discovery and execution. */
  readonly tools: ToolsResource;
  /** Plugboard as an MCP server: per-user MCP endpoint URLs (`plugboard.mcp.links`). */
  readonly mcp: McpResource;
  /** Your execution history, newest first. */
  readonly executions: ExecutionsResource;
  /** Endpoints that receive signed connection and review events. */
  readonly webhooks: WebhooksResource;
  /** Your rules for calls: allow, require approval, or deny, per plugin, tool and user. */
  readonly policies: PoliciesResource;
  /** Calls your policies held for approval: list, read, wait for, approve or deny them. */
  readonly approvals: ApprovalsResource;
  /** The audit log: who changed what, when, in which request. */
  readonly audit: AuditResource;
  /** What can wake your agent: the triggers of approved plugins. */
  readonly triggers: TriggersResource;
  /** Triggers bound to your users' accounts. */
  readonly triggerSubscriptions: TriggerSubscriptionsResource;
  /** Events from your users' apps, long-polled (for apps without a public URL). */
  readonly triggerEvents: TriggerEventsResource;
  /** Aggregates of your calls: executions per bucket by outcome with latency percentiles, and the overview. */
  readonly metrics: MetricsResource;

  readonly #transport: HttpTransport;

  constructor(options: PlugboardOptions) {
    const transport = new HttpTransport(options);
    this.#transport = transport;
    this.plugins = new PluginsResource(transport);
    this.submissions = new SubmissionsResource(transport);
    this.providers = new ProvidersResource(transport);
    this.connections = new ConnectionsResource(transport);
    this.tools = new ToolsResource(transport);
    this.mcp = new McpResource(transport);
    this.executions = new ExecutionsResource(transport);
    this.webhooks = new WebhooksResource(transport);
    this.policies = new PoliciesResource(transport);
    this.approvals = new ApprovalsResource(transport);
    this.audit = new AuditResource(transport);
    this.triggers = new TriggersResource(transport);
    this.triggerSubscriptions = new TriggerSubscriptionsResource(transport);
    this.triggerEvents = new TriggerEventsResource(transport);
    this.metrics = new MetricsResource(transport);
  }

  /**
   * Calls a path of a plugin's API that no tool covers, with the end-user's credentials injected
   * (`POST /api/v1/proxy`; only for plugins whose author set `allowProxy`). Resolves with the execute
   * envelope: `success: false` when the upstream failed (HTTP 502); throws {@link PlugboardError} for a
   * refused call (a path leaving the base URL, an auth header, no connection, …).
   *
   * @example
   * const result = await plugboard.proxy({ userId: "user_1", plugin: "stripe", method: "GET", path: "/v1/balance" });
   * if (result.success) console.log(result.data);
   */
  proxy(params: ProxyRequest, options: RequestOptions = {}): Promise<ExecuteToolResponse> {
    return requestEnvelope(this.#transport, "api/v1/proxy", params, options);
  }
}
