import type {
  ExecuteToolFailure,
  ExecuteToolRequest,
  ExecuteToolResponse,
  ListToolsQuery,
  ListToolsResponse,
  SearchToolsQuery,
  SearchToolsResponse,
} from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { PlugboardError } from "./plugboard-error.js";
import { ApprovalRequiredError, isApprovalRequired } from "./approval-required-error.js";

/**
 * Query of `tools.list`: `plugin` as one slug or a list of slugs.
 *
 * @example
 * const params: ListToolsParams = { plugin: ["github", "linear"], userId: "user_1" };
 */
export type ListToolsParams = Omit<ListToolsQuery, "plugin"> & {
  /** Only tools of these plugins. */
  plugin?: string | readonly string[];
};

/**
 * Query of `tools.search`: `q` in plain words, `plugin` as one slug or a list of slugs.
 *
 * @example
 * const params: SearchToolsParams = { q: "star a repository", userId: "user_1", limit: 5 };
 */
export type SearchToolsParams = Omit<SearchToolsQuery, "plugin" | "limit" | "connectedOnly"> & {
  /** Only tools of these plugins. */
  plugin?: string | readonly string[];
  /** At most this many results (1–50, default 10). */
  limit?: number;
  /** Only tools of plugins `userId` has a connection to. */
  connectedOnly?: boolean;
};

function isFailureEnvelope(body: unknown): body is ExecuteToolFailure {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * POSTs a request answered with the execute envelope (`tools.execute`, `proxy`): a 502 carrying the
 * failure envelope is returned as the result, a 202 (a policy holds the call) throws
 * {@link ApprovalRequiredError}, other failures throw. Never retried on a status.
 */
export async function requestEnvelope(transport: HttpTransport, path: string, json: unknown, options: RequestOptions): Promise<ExecuteToolResponse> {
  let answer: unknown;
  try {
    answer = await transport.request<unknown>({ ...options, method: "POST", path, json });
  } catch (error) {
    if (PlugboardError.isInstance(error) && error.status === 502 && isFailureEnvelope(error.body)) return error.body;
    throw error;
  }
  if (isApprovalRequired(answer)) throw ApprovalRequiredError.fromResponse(answer);
  return answer as ExecuteToolResponse;
}

/**
 * `plugboard.tools`: discover tools and run them with the end-user's credentials injected
 * (`/api/v1/tools`).
 *
 * @example
 * const { tools } = await plugboard.tools.list({ plugin: ["github", "linear"], userId: "user_1" });
 */
export class ToolsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.tools`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Lists enabled tools of approved plugins. With `userId`, MCP plugins the user has connected are
   * discovered live.
   *
   * @example
   * const { tools } = await plugboard.tools.list({ plugin: "github" });
   * console.log(tools.map((tool) => tool.slug));
   */
  list(params: ListToolsParams = {}, options: RequestOptions = {}): Promise<ListToolsResponse> {
    const plugin = typeof params.plugin === "string" ? params.plugin : params.plugin?.join(",");
    return this.#transport.request<ListToolsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/tools",
      searchParams: { plugin: plugin === "" ? undefined : plugin, userId: params.userId },
    });
  }

  /**
   * Finds tools by what they do: the catalog ranked by relevance of `q` (a request in plain words) to
   * each tool's name, slug, description and plugin, best first, each with its `score` and, with
   * `userId`, whether the user is connected to its plugin.
   *
   * @example
   * const { tools } = await plugboard.tools.search({ q: "star a repository", userId: "user_1", limit: 5 });
   * console.log(tools[0]?.slug, tools[0]?.connected);
   */
  search(params: SearchToolsParams, options: RequestOptions = {}): Promise<SearchToolsResponse> {
    const plugin = typeof params.plugin === "string" ? params.plugin : params.plugin?.join(",");
    return this.#transport.request<SearchToolsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/tools/search",
      searchParams: {
        q: params.q,
        limit: params.limit,
        userId: params.userId,
        plugin: plugin === "" ? undefined : plugin,
        connectedOnly: params.connectedOnly,
      },
    });
  }

  /**
   * Runs a tool as the end-user. Resolves with the result envelope whether the external API
   * succeeded (`success: true`) or failed (`success: false`, HTTP 502, with `error` and the
   * upstream `status`): a failing upstream is a result to handle, not an exception. The envelope
   * is a union discriminated on `success`: checking it narrows the type, so `error` (a string) is
   * there only on failures. Rejects with a `PlugboardError` only when Plugboard itself refused the
   * call (unknown tool, no connection, a `deny` policy, …), or with `ApprovalRequiredError` when a
   * `require_approval` policy holds it. Never retried on a status: a tool may have side effects.
   *
   * @example
   * const result = await plugboard.tools.execute({
   *   userId: "user_1",
   *   tool: "GITHUB_CREATE_ISSUE",
   *   params: { owner: "acme", repo: "app", title: "Bug" },
   * });
   * if (result.success) console.log(result.data);
   * else console.warn(`upstream said ${result.status}: ${result.error}`);
   */
  async execute(params: ExecuteToolRequest, options: RequestOptions = {}): Promise<ExecuteToolResponse> {
    return requestEnvelope(this.#transport, "api/v1/tools/execute", params, options);
  }
}
