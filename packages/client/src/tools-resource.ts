import type { ExecuteToolFailure, ExecuteToolRequest, ExecuteToolResponse, ListToolsQuery, ListToolsResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { PlugboardError } from "./plugboard-error.js";

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

function isFailureEnvelope(body: unknown): body is ExecuteToolFailure {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
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
   * Runs a tool as the end-user. Resolves with the result envelope whether the external API
   * succeeded (`success: true`) or failed (`success: false`, HTTP 502, with `error` and the
   * upstream `status`): a failing upstream is a result to handle, not an exception. The envelope
   * is a union discriminated on `success`: checking it narrows the type, so `error` (a string) is
   * there only on failures. Rejects with a `PlugboardError` only when Plugboard itself refused the
   * call (unknown tool, no connection, …). Never retried on a status: a tool may have side effects.
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
    try {
      return await this.#transport.request<ExecuteToolResponse>({
        ...options,
        method: "POST",
        path: "api/v1/tools/execute",
        json: params,
      });
    } catch (error) {
      if (PlugboardError.isInstance(error) && error.status === 502 && isFailureEnvelope(error.body)) {
        return error.body;
      }
      throw error;
    }
  }
}
