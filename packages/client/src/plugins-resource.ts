import type { ListPluginsQuery, ListPluginsResponse, PluginItem } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { iteratePages } from "./iterate-pages.js";

/**
 * Query of `plugins.list`: the wire query of `GET /api/v1/plugins` with `limit` as a number
 * (1–100) and `connectedFirst` as a boolean.
 *
 * @example
 * const params: ListPluginsParams = { userId: "user_1", limit: 20, connectedFirst: true };
 */
export type ListPluginsParams = Omit<ListPluginsQuery, "limit" | "connectedFirst"> & {
  /** Page size (1–100). Without it the server returns every plugin in one page. */
  limit?: number;
  /** With `userId`, plugins the user has connected come first. */
  connectedFirst?: boolean;
};

/**
 * Options of `plugins.iterate`: `list` without the paging fields, plus the page size.
 *
 * @example
 * const params: IteratePluginsParams = { userId: "user_1", pageSize: 50 };
 */
export type IteratePluginsParams = Omit<ListPluginsParams, "limit" | "cursor"> & {
  /** Plugins fetched per request (1–100). Default 100. */
  pageSize?: number;
};

/**
 * `plugboard.plugins`: the catalogue of approved plugins (`GET /api/v1/plugins`).
 *
 * @example
 * for await (const plugin of plugboard.plugins.iterate({ userId: "user_1" })) {
 *   console.log(plugin.slug, plugin.connected);
 * }
 */
export class PluginsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.plugins`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Lists one page of approved plugins. With `userId` each item carries `connected`.
   *
   * @example
   * const { plugins, nextCursor, hasMore } = await plugboard.plugins.list({ userId: "user_1", limit: 20 });
   * if (hasMore) await plugboard.plugins.list({ userId: "user_1", limit: 20, cursor: nextCursor! });
   */
  list(params: ListPluginsParams = {}, options: RequestOptions = {}): Promise<ListPluginsResponse> {
    return this.#transport.request<ListPluginsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/plugins",
      searchParams: {
        userId: params.userId,
        limit: params.limit,
        cursor: params.cursor,
        connectedFirst: params.connectedFirst,
      },
    });
  }

  /**
   * Walks every page of the catalogue, one request per `pageSize` plugins, yielding each plugin.
   * Stop early with `break`; no further page is requested.
   *
   * @example
   * const slugs = [];
   * for await (const plugin of plugboard.plugins.iterate({ pageSize: 50 })) slugs.push(plugin.slug);
   */
  async *iterate(params: IteratePluginsParams = {}, options: RequestOptions = {}): AsyncGenerator<PluginItem, void, undefined> {
    const { pageSize = 100, ...query } = params;
    yield* iteratePages((cursor) => this.list({ ...query, limit: pageSize, cursor }, options), (page) => page.plugins);
  }
}
