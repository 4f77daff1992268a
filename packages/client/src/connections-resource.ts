import type {
  CreateConnectLinkRequest,
  CreateConnectLinkResponse,
  CreateConnectionRequest,
  CreateConnectionResponse,
  DeleteConnectionRequest,
  DeleteConnectionResponse,
  InitiateConnectionRequest,
  InitiateConnectionResponse,
  ListConnectionsQuery,
  ListConnectionsResponse,
} from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * Body of `connections.initiate`: the wire request without the return-URL aliases, and with
 * `redirectUrl` required (a server-side call has no `Referer` or `Origin` to fall back on).
 *
 * @example
 * const params: InitiateConnectionParams = { userId: "user_1", plugin: "github", redirectUrl: "https://app.example.com/done" };
 */
export type InitiateConnectionParams = Pick<InitiateConnectionRequest, "userId" | "plugin" | "authMethod" | "connectionType"> & {
  /** Where the end-user lands afterwards, with `status=success` or `status=error&error=…`. */
  redirectUrl: string;
};

/**
 * Body of `connections.delete`: `userId` and either `plugin` or `connectionId`.
 *
 * @example
 * const byPlugin: DeleteConnectionParams = { userId: "user_1", plugin: "github" };
 * const byId: DeleteConnectionParams = { userId: "user_1", connectionId: "c_123" };
 */
export type DeleteConnectionParams = DeleteConnectionRequest & ({ plugin: string } | { connectionId: string });

/**
 * Query of `connections.list`.
 *
 * @example
 * const params: ListConnectionsParams = { userId: "user_1" };
 */
export type ListConnectionsParams = ListConnectionsQuery;

/**
 * `plugboard.connections`: your end-users' connected accounts (`/api/v1/connections`).
 *
 * @example
 * const { connectUrl } = await plugboard.connections.initiate({
 *   userId: "user_1",
 *   plugin: "github",
 *   redirectUrl: "https://app.example.com/settings",
 * });
 */
export class ConnectionsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.connections`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Starts a connection: returns the `connectUrl` to send the end-user to (the provider's OAuth
   * page, or Plugboard's hosted connect page). Rejects with `NotFoundError` when the plugin is not
   * approved.
   *
   * @example
   * const { connectUrl } = await plugboard.connections.initiate({
   *   userId: "user_1",
   *   plugin: "linear",
   *   connectionType: "mcp",
   *   redirectUrl: "https://app.example.com/connected",
   * });
   */
  initiate(params: InitiateConnectionParams, options: RequestOptions = {}): Promise<InitiateConnectionResponse> {
    return this.#transport.request<InitiateConnectionResponse>({
      ...options,
      method: "POST",
      path: "api/v1/connections/initiate",
      json: params,
    });
  }

  /**
   * A link to Plugboard's hosted connect page for one end-user and plugin, to hand the user (in a
   * chat, an email…): usable once until `expiresAt` (30 minutes), ending on Plugboard's "you can close
   * this window" page. Rejects with `NotFoundError` when the plugin is not approved.
   *
   * @example
   * const { url } = await plugboard.connections.connectLink({ userId: "user_1", plugin: "github" });
   */
  connectLink(params: CreateConnectLinkRequest, options: RequestOptions = {}): Promise<CreateConnectLinkResponse> {
    return this.#transport.request<CreateConnectLinkResponse>({
      ...options,
      method: "POST",
      path: "api/v1/connections/connect-link",
      json: params,
    });
  }

  /**
   * Stores credentials you collected yourself (API key, bearer token, service account JSON, …).
   * An existing connection of the same user and plugin is replaced.
   *
   * @example
   * await plugboard.connections.create({
   *   userId: "user_1",
   *   plugin: "weather",
   *   authMethod: "api_key",
   *   credentials: { api_key: "wk_live_..." },
   *   accountLabel: "Team account",
   * });
   */
  create(params: CreateConnectionRequest, options: RequestOptions = {}): Promise<CreateConnectionResponse> {
    return this.#transport.request<CreateConnectionResponse>({
      ...options,
      method: "POST",
      path: "api/v1/connections",
      json: params,
    });
  }

  /**
   * Lists the connections of one end-user.
   *
   * @example
   * const { connections } = await plugboard.connections.list({ userId: "user_1" });
   * const needsReauth = connections.filter((connection) => connection.status === "needs_reauth");
   */
  list(params: ListConnectionsParams, options: RequestOptions = {}): Promise<ListConnectionsResponse> {
    return this.#transport.request<ListConnectionsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/connections",
      searchParams: { userId: params.userId },
    });
  }

  /**
   * Disconnects an end-user from a plugin (by `plugin` slug) or removes one connection (by
   * `connectionId` from `list`). Rejects with `NotFoundError` when nothing matched.
   *
   * @example
   * await plugboard.connections.delete({ userId: "user_1", plugin: "github" });
   */
  delete(params: DeleteConnectionParams, options: RequestOptions = {}): Promise<DeleteConnectionResponse> {
    return this.#transport.request<DeleteConnectionResponse>({
      ...options,
      method: "DELETE",
      path: "api/v1/connections",
      json: params,
    });
  }
}
