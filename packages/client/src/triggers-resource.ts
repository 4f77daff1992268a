import type { ListTriggersResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.triggers`: what can wake your agent (`GET /api/v1/triggers`) — each trigger of the
 * approved plugins with its kind (`webhook` or `poll`), the JSON Schema of a subscription's `config`
 * and what its events' payload holds.
 *
 * @example
 * const { triggers } = await plugboard.triggers.list({ plugin: "github" });
 */
export class TriggersResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.triggers`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Lists the triggers of approved plugins (of one plugin when `plugin` is given).
   *
   * @example
   * const { triggers } = await plugboard.triggers.list();
   */
  list(params: { plugin?: string } = {}, options: RequestOptions = {}): Promise<ListTriggersResponse> {
    return this.#transport.request<ListTriggersResponse>({ ...options, method: "GET", path: "api/v1/triggers", searchParams: { plugin: params.plugin } });
  }
}
