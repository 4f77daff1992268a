import type { StatePayload } from "@plugboard/core/crypto";
import type { AccountTarget } from "../connections/upsert-connection.js";
import type { ConnectablePlugin } from "../plugins/load-connectable-plugin.js";

/** One auth method of a connectable plugin, config as stored. */
export type ConnectableAuthMethod = ConnectablePlugin["authMethods"][number];

/**
 * The kinds of connecting a user: a credential form (`credentials`: the hosted page and direct
 * submission), the OAuth authorization-code redirect (`oauth2`), a machine-to-machine grant
 * (`client_credentials`), and an MCP server's own authorization (`mcp`).
 */
export type ConnectKind = "credentials" | "oauth2" | "client_credentials" | "mcp";

/** What every kind's `start` gets: who connects which account of which plugin, and where the flow ends. */
export interface ConnectStart extends AccountTarget {
  developerId: string;
  userId: string;
  plugin: ConnectablePlugin;
  /** The auth method the user picked (REST kinds); none for `mcp`, or for a hosted page listing every method. */
  method?: ConnectableAuthMethod | undefined;
  /** The hosted page is limited to `method` (the connect token binds the same limit). */
  limitToMethod?: boolean | undefined;
  /** The already validated final return URL. */
  redirectUrl: string;
  /** Who started the flow: the developer API (`initiate`) or the hosted page (and its connect links). */
  source: "api" | "connect-page";
  /** `linkId` of the hosted-page connect link that starts the flow: the flow that stores a connection marks it used. */
  connectLinkId?: string | undefined;
  /** The connection request this flow reports to; when absent, `track` makes one once the input was checked. */
  requestId?: string | undefined;
  /** Makes the flow's connection request, valid `ttlMs` (as long as the link or the pending flow). */
  track?: ((ttlMs: number) => Promise<string>) | undefined;
  /** Values of the method's `connection_config` fields (checked by the kind; 400 naming a bad one). */
  connectionConfig?: Record<string, string> | undefined;
  /** Scope step-up: scopes to ask for on top of those the account's grant has. */
  scopes?: readonly string[] | undefined;
  /** MCP: authorize even if the server looked open (it challenged a request). */
  authorize?: boolean | undefined;
  /** MCP: the end-user's own client secret from the hosted page, when the developer allows it. */
  mcpClientSecret?: string | undefined;
}

/** Where a started flow sends the user, and the connection request that follows it (when it has one). */
export interface ConnectStarted {
  url: string;
  requestId?: string | undefined;
}

/** A verified redirect callback whose pending record was consumed exactly once (a replay never gets here). */
export interface ConnectCallback {
  state: StatePayload;
  /** The authorization code; a secret, never log it. */
  code: string;
  /** The pending record: the account the flow connects, its `connection_config` values, the MCP client. */
  pending: { id: string; clientCredentials: string | null; connectionConfig: Record<string, string> | null; account: AccountTarget };
  /** The callback's whole query (`iss`, the method's `callback_metadata`). */
  query: Readonly<Record<string, unknown>>;
  /** The id of the callback's HTTP request, for the audit entry of the saved connection. */
  httpRequestId: string | undefined;
}

/** How a callback ended: the stored connection, or the error for the return URL. */
export type CallbackCompletion = { connectionId: string; accountLabel: string } | { error: string };

/**
 * One kind of connecting a user: `start` sends the user somewhere (a provider's authorization page,
 * the hosted page) or connects at once; `complete` stores what the user brought back through the
 * connect flow's one save path. `Completion` is what completes the kind (a verified callback, submitted
 * credentials), `Result` what completing answers. A new kind (a GitHub App install, another grant) is
 * one file implementing this, registered in `connect-kinds.ts`.
 */
export interface ConnectProtocol<Completion, Result> {
  readonly kind: ConnectKind;
  start(input: ConnectStart): Promise<ConnectStarted>;
  complete(input: Completion): Promise<Result>;
}

/** The flow's connection request: the one it was given, else a new one from `track` (none without either). */
export async function flowRequestId(input: Pick<ConnectStart, "requestId" | "track">, ttlMs: number): Promise<string | undefined> {
  return input.requestId ?? (await input.track?.(ttlMs));
}
