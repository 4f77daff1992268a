import type { InstallProviderRequest, InstallProviderResponse, ListProvidersQuery, ListProvidersResponse, ProviderDetail, UpgradeProviderResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.providers`: the catalog of ready integrations (GitHub, …) and installing one as a plugin
 * submission (`/api/v1/providers`).
 *
 * @example
 * const { providers } = await plugboard.providers.list({ category: "developer-tools" });
 */
export class ProvidersResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.providers`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Lists the catalog's providers; `q` matches words in id, name, description and categories,
   * `category` filters.
   *
   * @example
   * const { providers } = await plugboard.providers.list({ q: "issues" });
   */
  list(query: ListProvidersQuery = {}, options: RequestOptions = {}): Promise<ListProvidersResponse> {
    return this.#transport.request<ListProvidersResponse>({
      ...options,
      method: "GET",
      path: "api/v1/providers",
      searchParams: { q: query.q, category: query.category },
    });
  }

  /**
   * One provider: auth modes (OAuth URLs, scopes, quirks), base URL or MCP server URL, per-connection
   * config fields, tools and the documentation the definition was written from. An unknown id rejects
   * with a `NotFoundError`.
   *
   * @example
   * const github = await plugboard.providers.get("github");
   */
  get(id: string, options: RequestOptions = {}): Promise<ProviderDetail> {
    return this.#transport.request<ProviderDetail>({ ...options, method: "GET", path: `api/v1/providers/${encodeURIComponent(id)}` });
  }

  /**
   * Installs a provider as a plugin submission, reviewed like any other. Resolves to the submission
   * (with `toolCount`) and `warnings` naming what the plugin does not carry of the definition yet.
   *
   * @example
   * const { submission, warnings } = await plugboard.providers.install("github", { authModes: ["bearer"], submitForReview: true });
   */
  install(id: string, body: InstallProviderRequest = {}, options: RequestOptions = {}): Promise<InstallProviderResponse> {
    return this.#transport.request<InstallProviderResponse>({
      ...options,
      method: "POST",
      path: `api/v1/providers/${encodeURIComponent(id)}/install`,
      json: body,
    });
  }

  /**
   * Upgrades your plugin `slug`, installed from the catalog, to its provider's current definition
   * (`POST /api/v1/plugins/{slug}/upgrade`). Resolves to `status: "upgraded"` with the changes (an
   * approved plugin goes back to review, where they show like any edit) or `status: "current"`.
   *
   * @example
   * const { status, changes } = await plugboard.providers.upgrade("github");
   */
  upgrade(slug: string, options: RequestOptions = {}): Promise<UpgradeProviderResponse> {
    return this.#transport.request<UpgradeProviderResponse>({ ...options, method: "POST", path: `api/v1/plugins/${encodeURIComponent(slug)}/upgrade` });
  }
}
