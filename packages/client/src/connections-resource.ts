import type {
  CreateConnectLinkRequest,
  CreateConnectLinkResponse,
  ConnectionItem,
  ConnectionRequest,
  CreateConnectionRequest,
  CreateConnectionResponse,
  DeleteConnectionRequest,
  DeleteConnectionResponse,
  InitiateConnectionRequest,
  InitiateConnectionResponse,
  ListConnectionsQuery,
  ListConnectionsResponse,
  UpdateConnectionRequest,
} from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { ConnectionRequestError } from "./plugboard-error.js";

/**
 * Options of `connections.waitForConnection`.
 *
 * @example
 * const options: WaitForConnectionOptions = { timeoutMs: 5 * 60_000, signal: controller.signal };
 */
export interface WaitForConnectionOptions {
  /** How long to wait in all; default 10 minutes (the life of a connect link). */
  timeoutMs?: number;
  /** Stops waiting; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

const DEFAULT_WAIT_MS = 10 * 60_000;
const MAX_WAIT_SECONDS = 30;

/**
 * Body of `connections.initiate`: the wire request without the return-URL aliases, and with
 * `redirectUrl` required (a server-side call has no `Referer` or `Origin` to fall back on).
 *
 * @example
 * const params: InitiateConnectionParams = { userId: "user_1", plugin: "github", redirectUrl: "https://app.example.com/done" };
 */
export type InitiateConnectionParams = Pick<InitiateConnectionRequest, "userId" | "plugin" | "authMethod" | "connectionType" | "accountLabel" | "connectionId" | "addAccount"> & {
  /** Where the end-user lands afterwards, with `status=success` or `status=error&error=…`. */
  redirectUrl: string;
};

/**
 * Body of `connections.delete`: `userId` and either `plugin` (every account of the user at that
 * plugin, or only `accountLabel`'s) or `connectionId`.
 *
 * @example
 * const byPlugin: DeleteConnectionParams = { userId: "user_1", plugin: "github" };
 * const oneAccount: DeleteConnectionParams = { userId: "user_1", plugin: "github", accountLabel: "work" };
 * const byId: DeleteConnectionParams = { userId: "user_1", connectionId: "c_123" };
 */
export type DeleteConnectionParams = DeleteConnectionRequest & ({ plugin: string } | { connectionId: string });

/**
 * Query of `connections.list`: every account of the user, or (with `plugin`) every account at one plugin.
 *
 * @example
 * const params: ListConnectionsParams = { userId: "user_1", plugin: "github" };
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
   * page, or Plugboard's hosted connect page). Like `create`, the flow updates the user's existing
   * account unless `addAccount: true`. Rejects with `NotFoundError` when the plugin is not approved.
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
   * this window" page. Rejects with `NotFoundError` when the plugin is not approved. For a link an
   * agent will hold, pass `reauthorizeOnly: true`: the link can only add a missing account or
   * authorize again one that needs it, and a connected account rejects with 409 `already_connected`.
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
   * Reads a connection request (from `initiate`, or the 409 of `tools.execute`). With
   * `waitSeconds` (1–30) the server holds the answer until the status leaves `pending` or the time is up.
   *
   * @example
   * const request = await plugboard.connections.getRequest(connectionRequestId, { waitSeconds: 20 });
   * if (request.status === "connected") console.log(request.connectionId);
   */
  getRequest(id: string, params: { waitSeconds?: number } = {}, options: RequestOptions = {}): Promise<ConnectionRequest> {
    const waitSeconds = params.waitSeconds;
    return this.#transport.request<ConnectionRequest>({
      // A held request must outlive its own wait.
      ...(waitSeconds ? { timeout: (waitSeconds + 15) * 1000 } : {}),
      ...options,
      method: "GET",
      path: `api/v1/connections/requests/${encodeURIComponent(id)}`,
      searchParams: { waitSeconds },
    });
  }

  /**
   * Waits until the end-user finishes the connect link of `requestId` and resolves with the new
   * connection (as `list` shows it, with its `accountLabel`). Long-polls the server, so it returns as soon as the flow ends,
   * on whichever server instance the user's browser landed. Rejects with `ConnectionRequestError`
   * (`reason` `failed`, `expired` or `timeout`), or with the signal's reason when aborted.
   *
   * @example
   * const { connectUrl, connectionRequestId } = await plugboard.connections.initiate({ userId, plugin: "github", redirectUrl });
   * sendToUser(connectUrl);
   * const connection = await plugboard.connections.waitForConnection(connectionRequestId, { timeoutMs: 5 * 60_000 });
   */
  async waitForConnection(requestId: string, options: WaitForConnectionOptions = {}): Promise<ConnectionItem> {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_WAIT_MS);
    const signal = options.signal;
    for (;;) {
      signal?.throwIfAborted();
      const remaining = deadline - Date.now();
      const waitSeconds = Math.min(MAX_WAIT_SECONDS, Math.floor(remaining / 1000));
      const request = await this.getRequest(requestId, waitSeconds >= 1 ? { waitSeconds } : {}, signal ? { signal } : {});
      if (request.status === "connected" && request.connectionId) {
        const { connections } = await this.list({ userId: request.userId, plugin: request.plugin }, signal ? { signal } : {});
        const connection = connections.find((candidate) => candidate.id === request.connectionId);
        if (connection) return connection;
        throw new ConnectionRequestError("The connection was made but has been removed since", { reason: "failed", requestId, body: request });
      }
      if (request.status === "failed") {
        throw new ConnectionRequestError(`The end-user's connection failed: ${request.error ?? "unknown error"}`, { reason: "failed", requestId, body: request });
      }
      if (request.status === "expired") {
        throw new ConnectionRequestError("The connect link expired before the end-user finished; create a new one", { reason: "expired", requestId, body: request });
      }
      if (deadline - Date.now() < 1000) {
        throw new ConnectionRequestError("The end-user did not finish connecting in time", { reason: "timeout", requestId, body: request });
      }
    }
  }

  /**
   * Stores credentials you collected yourself (API key, bearer token, basic username and password, service account JSON, …)
   * on the user's existing connection to the plugin, which is updated: the account `connectionId`
   * names, else the one labelled `accountLabel`, else the default account (which takes
   * `accountLabel`). A new account only when the user has none there, or with `addAccount: true`
   * (and an `accountLabel` naming it). Resolves with the account's `connectionId`.
   *
   * @example
   * const { connectionId } = await plugboard.connections.create({
   *   userId: "user_1",
   *   plugin: "weather",
   *   authMethod: "api_key",
   *   credentials: { api_key: "wk_live_..." },
   *   accountLabel: "team",
   *   addAccount: true, // a second account beside the user's existing one
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
   * Lists the connections (accounts) of one end-user, newest first; with `plugin`, only that plugin's.
   *
   * @example
   * const { connections } = await plugboard.connections.list({ userId: "user_1", plugin: "github" });
   * const fallback = connections.find((connection) => connection.isDefault);
   */
  list(params: ListConnectionsParams, options: RequestOptions = {}): Promise<ListConnectionsResponse> {
    return this.#transport.request<ListConnectionsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/connections",
      searchParams: { userId: params.userId, plugin: params.plugin },
    });
  }

  /**
   * Makes an account the default one (`isDefault: true`: calls that name no account use it) and/or
   * renames it. Rejects with `NotFoundError` for an unknown id, and a 409 `PlugboardError` when the
   * user already has an account with that label at the plugin.
   *
   * @example
   * await plugboard.connections.update(connectionId, { isDefault: true });
   */
  update(connectionId: string, params: UpdateConnectionRequest, options: RequestOptions = {}): Promise<ConnectionItem> {
    return this.#transport.request<ConnectionItem>({
      ...options,
      method: "PATCH",
      path: `api/v1/connections/${encodeURIComponent(connectionId)}`,
      json: params,
    });
  }

  /**
   * Deletes one account (its tokens are revoked at the provider); the user's other accounts stay.
   * Rejects with `NotFoundError` for an unknown id.
   *
   * @example
   * await plugboard.connections.deleteById(connectionId);
   */
  deleteById(connectionId: string, options: RequestOptions = {}): Promise<DeleteConnectionResponse> {
    return this.#transport.request<DeleteConnectionResponse>({
      ...options,
      method: "DELETE",
      path: `api/v1/connections/${encodeURIComponent(connectionId)}`,
    });
  }

  /**
   * Disconnects an end-user from a plugin (by `plugin` slug: every account, or only `accountLabel`'s)
   * or removes one connection (by `connectionId` from `list`). Rejects with `NotFoundError` when nothing matched.
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
