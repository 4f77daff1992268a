import { ApprovalRequiredError, ConflictError, PlugboardError, RateLimitError, ValidationError } from "@plugboard/client";
import type { ConnectionsResource, PluginsResource, ToolsResource } from "@plugboard/client";
import type { ToolItem } from "@plugboard/core";
import type { PlugboardToolFailure, PlugboardToolResult } from "./plugboard-tool-result.js";

/**
 * The part of the `Plugboard` client the adapters use: `tools.list` and `tools.execute`, and
 * `plugins.list` to check the `plugins` filter and to find the user's connected plugins; search mode
 * uses `tools.search`, `tools.execute` and `connections.connectLink` instead. A `Plugboard` instance
 * fits; so does any wrapper with the same methods (caching, tracing).
 *
 * @example
 * const client: PlugboardToolsClient = new Plugboard({ apiKey, baseUrl });
 */
export interface PlugboardToolsClient {
  tools: Pick<ToolsResource, "list" | "execute"> & Partial<Pick<ToolsResource, "search">>;
  plugins: Pick<PluginsResource, "list">;
  /** `connectLink`, for the `connect` meta-tool of search mode. */
  connections?: Partial<Pick<ConnectionsResource, "connectLink">>;
}

/**
 * One tool run: who runs it, which tool, with what input.
 *
 * @example
 * const request: ExecutePlugboardToolOptions = { client, userId: "user_1", tool, input: { title: "Bug" } };
 */
export interface ExecutePlugboardToolOptions {
  client: PlugboardToolsClient;
  /** Your end-user, whose connection supplies the credentials. */
  userId: string;
  /** The tool as listed; its plugin slug is sent too, so equal slugs in two plugins never mix up. */
  tool: Pick<ToolItem, "slug" | "pluginSlug" | "pluginName">;
  /** The model's arguments; anything but a plain object is sent as `{}`. */
  input: unknown;
  /** Which of the user's accounts at the tool's plugin to act for, by label (default: the user's default account). */
  accountLabel?: string | undefined;
  /** Which of the user's accounts to act for, by connection id (instead of `accountLabel`). */
  connectionId?: string | undefined;
  /** Cancels the call; the promise then rejects (a cancelled run is not a result to show the model). */
  signal?: AbortSignal | undefined;
}

/**
 * Runs a Plugboard tool as the end-user and resolves with a {@link PlugboardToolResult} for every
 * expected failure — the external API failing, Plugboard refusing the call (no connection,
 * unknown tool, invalid params, rate limit, a `deny` policy), holding it for approval
 * (`code: "approval_required"` with `approvalId`, never the approval page's URL), or being unreachable — so an agent loop can hand it to
 * the model and go on. It rejects only when `signal` aborted the call, or on a bug (an error that
 * is not a `PlugboardError`).
 *
 * @example
 * const result = await executePlugboardTool({ client, userId: "user_1", tool, input: { owner: "acme", repo: "app" } });
 * console.log(result.success ? result.data : result.error);
 */
export async function executePlugboardTool(options: ExecutePlugboardToolOptions): Promise<PlugboardToolResult> {
  const { client, userId, tool, input, signal, accountLabel, connectionId } = options;
  const params = isPlainObject(input) ? input : {};
  const account = connectionId !== undefined ? { connectionId } : accountLabel !== undefined ? { accountLabel } : {};
  try {
    const response = await client.tools.execute(
      { userId, tool: tool.slug, params, plugin: tool.pluginSlug, ...account },
      signal ? { signal } : {},
    );
    if (response.success) {
      return { success: true, data: response.data, status: response.status, latencyMs: response.latencyMs };
    }
    const failure: PlugboardToolFailure = {
      success: false,
      error: response.error || `The external API answered with status ${response.status}`,
      status: response.status,
      code: "upstream_failed",
      latencyMs: response.latencyMs,
    };
    if (response.data !== undefined && response.data !== null) failure.data = response.data;
    return failure;
  } catch (error) {
    if (signal?.aborted || !PlugboardError.isInstance(error)) throw error;
    return failureFromError(error, tool.pluginName);
  }
}

function failureFromError(error: PlugboardError, pluginName: string): PlugboardToolFailure {
  const failure: PlugboardToolFailure = { success: false, error: error.message, status: error.status };
  if (error.code) failure.code = error.code;
  if (ConflictError.isInstance(error) && error.connectUrl) {
    failure.connectUrl = error.connectUrl;
    if (error.connectionRequestId) failure.connectionRequestId = error.connectionRequestId;
  }
  if (ApprovalRequiredError.isInstance(error)) {
    failure.error = "This call needs the user's approval before it runs; nothing was done yet";
    failure.approvalId = error.approvalId;
  }
  const hint = hintFor(error, pluginName);
  if (hint) failure.hint = hint;
  if (ValidationError.isInstance(error)) failure.details = error.details;
  return failure;
}

function hintFor(error: PlugboardError, pluginName: string): string | undefined {
  if (RateLimitError.isInstance(error)) return "Too many requests right now; wait a little before trying again.";
  const connectUrl = ConflictError.isInstance(error) ? error.connectUrl : undefined;
  if (ApprovalRequiredError.isInstance(error)) {
    return `The app has been told to ask the user; tell the user the call is waiting for their approval, and once they have approved it, call the tool again with exactly the same arguments (approval id ${error.approvalId}).`;
  }
  switch (error.code) {
    case "connection_required":
      return connectUrl
        ? `The user has not connected ${pluginName}. Ask them to open this link to connect: ${connectUrl} — then try again once they are done.`
        : `The user has not connected ${pluginName}. Ask them to connect their ${pluginName} account, then try again.`;
    case "reauthorization_required":
      return connectUrl
        ? `The user's ${pluginName} connection has expired. Ask them to open this link to connect ${pluginName} again: ${connectUrl} — then try again once they are done.`
        : `The user's ${pluginName} connection has expired. Ask them to connect ${pluginName} again, then try again.`;
    case "network_error":
    case "timeout":
      return "The tool service could not be reached; try again later.";
    default:
      return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
