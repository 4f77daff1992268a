import type { ExecutionItem, ListExecutionsQuery, ListExecutionsResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { iteratePages } from "./iterate-pages.js";

/**
 * Query of `executions.list`: filters of `GET /api/v1/executions` with `success` as a boolean and
 * `limit` as a number (1–100, default 20).
 *
 * @example
 * const params: ListExecutionsParams = { userId: "user_1", tool: "GET_FORECAST", success: false, limit: 50 };
 */
export type ListExecutionsParams = Omit<ListExecutionsQuery, "limit" | "success"> & {
  /** Only successful (`true`) or failed (`false`) executions. */
  success?: boolean;
  /** Page size (1–100). Default 20. */
  limit?: number;
};

/**
 * Options of `executions.iterate`: `list`'s filters, plus the page size.
 *
 * @example
 * const params: IterateExecutionsParams = { userId: "user_1", pageSize: 100 };
 */
export type IterateExecutionsParams = Omit<ListExecutionsParams, "limit" | "cursor"> & {
  /** Executions fetched per request (1–100). Default 100. */
  pageSize?: number;
};

/**
 * `plugboard.executions`: your execution history (`GET /api/v1/executions`), newest first. Each
 * execute answer's `executionId` is the `id` of its row. Rows are written in batches, so a row
 * appears shortly (about 100 ms) after its execute answer.
 *
 * @example
 * const { executions } = await plugboard.executions.list({ userId: "user_1", limit: 10 });
 * for (const execution of executions) console.log(execution.toolSlug, execution.success, execution.latencyMs);
 */
export class ExecutionsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.executions`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Lists one page of executions, newest first.
   *
   * @example
   * const page = await plugboard.executions.list({ plugin: "github", limit: 20 });
   * if (page.hasMore) await plugboard.executions.list({ plugin: "github", limit: 20, cursor: page.nextCursor! });
   */
  list(params: ListExecutionsParams = {}, options: RequestOptions = {}): Promise<ListExecutionsResponse> {
    return this.#transport.request<ListExecutionsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/executions",
      searchParams: {
        userId: params.userId,
        plugin: params.plugin,
        tool: params.tool,
        success: params.success,
        outcome: params.outcome,
        since: params.since,
        until: params.until,
        cursor: params.cursor,
        limit: params.limit,
      },
    });
  }

  /**
   * Walks every page of the history, newest first, one request per `pageSize` executions, yielding
   * each execution. Stop early with `break`; no further page is requested.
   *
   * @example
   * for await (const execution of plugboard.executions.iterate({ userId: "user_1", success: false })) {
   *   console.warn(execution.createdAt, execution.toolSlug, execution.error);
   * }
   */
  async *iterate(params: IterateExecutionsParams = {}, options: RequestOptions = {}): AsyncGenerator<ExecutionItem, void, undefined> {
    const { pageSize = 100, ...query } = params;
    yield* iteratePages((cursor) => this.list({ ...query, limit: pageSize, cursor }, options), (page) => page.executions);
  }
}
