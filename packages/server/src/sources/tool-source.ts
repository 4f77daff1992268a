/** Where a tool comes from: a manual tool called over HTTP, or a tool of the plugin's MCP server. */
export type ToolSourceKind = "manual" | "mcp";

/** What every source's tool has: its slug, its plugin (approved and active) and where its calls go. */
export interface SourceTool {
  slug: string;
  plugin: { id: string; slug: string };
  /** Origin of the upstream the tool calls (`https://api.example.com`), for the per-origin bounds. */
  origin: string;
  /**
   * The JSON Schema of the tool's params as listed to callers (a manual tool's with its path
   * placeholders merged in, an MCP tool's as its server published it); the pipeline checks params against it.
   */
  inputSchema: Record<string, unknown>;
}

/** One stored credential of a connection as the connection cache holds it: secrets still encrypted. */
export interface SnapshotCredential {
  /** The encrypted values; only the credential module (`services/credentials/`) opens them. */
  secrets: string;
  expiresAt: Date | null;
  /** `needs_reauth` once the provider refused the grant. */
  status: "active" | "needs_reauth";
}

/**
 * The stored connection of a developer's end-user to a plugin, secrets still encrypted. Read once per
 * execution by the pipeline (through a cache) and handed to the tool's source.
 */
export interface ConnectionSnapshot {
  id: string;
  /** Which of the user's accounts at the plugin this is. */
  accountLabel: string;
  isDefault: boolean;
  /** The REST auth method the `rest` credential is for. */
  authMethodId: string | null;
  /** The connection's credentials by source (`rest`: its auth method's values; `mcp`: its MCP server's grant). */
  credentials: { rest?: SnapshotCredential; mcp?: SnapshotCredential };
  /** The auth method's `connection_config` values and the provider's metadata (not secret), for `{{config.x}}` / `{{metadata.x}}` in URLs. */
  connectionConfig: Record<string, string> | null;
  connectionMetadata: Record<string, string> | null;
  version: number;
}

/**
 * The cache key of one developer's end-user's connection to one plugin (connection caches, warm MCP
 * sessions): the three ids joined by a character none of them can hold.
 *
 * @example
 * connectionKey(developerId, "user_1", pluginId)
 */
export function connectionKey(developerId: string, userId: string, pluginId: string): string {
  return `${developerId}\u0000${userId}\u0000${pluginId}`;
}

/** Who an execution runs for. */
export interface ToolCaller {
  developerId: string;
  userId: string;
  /** The account the call acts for: the chosen connection's label, or the label asked for when the user has no such account. */
  accountLabel?: string | undefined;
}

/** One call of a tool, with the credentials its source prepared. */
export interface ToolCall<Tool extends SourceTool = SourceTool, Credentials = unknown> extends ToolCaller {
  tool: Tool;
  params: Record<string, unknown>;
  credentials: Credentials;
  /** Aborted when the caller went away: the source stops the upstream call. */
  signal?: AbortSignal | undefined;
}

/**
 * What the upstream answered. `ok: false` is an expected failure the caller sees as a 502 envelope
 * (an error status, a tool error, a timeout, an unreachable server); `status` is the upstream's HTTP
 * status, 0 when none arrived.
 */
export type SourceResult = { ok: true; status: number; data: unknown } | { ok: false; status: number; data: unknown; error: string; retryAfter?: string };

/**
 * The source-specific part of tool execution; the execution pipeline owns the rest (tool choice
 * across sources, connection lookup, envelope, latency, log row). One implementation per kind, like
 * a transport with its Streamable HTTP and SSE implementations: a new kind of tool adds one source.
 *
 * - `find`: the tools of approved plugins with a slug (cached, invalidated through the bus);
 * - `authorize`: checks the user's connection for this kind (connected? authorized again?) and returns
 *   usable credentials — decrypted, refreshed when expired; throws the 409s;
 * - `call`: calls the upstream; expected failures are results, a 4xx of the caller's making throws.
 */
export interface ToolSource<Tool extends SourceTool = SourceTool, Credentials = unknown> {
  readonly kind: ToolSourceKind;
  find(slug: string): Promise<Tool[]>;
  authorize(tool: Tool, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<Credentials>;
  call(call: ToolCall<Tool, Credentials>): Promise<SourceResult>;
}

/** An access token this close to expiry counts as expired (REST and MCP alike). */
export const REFRESH_SKEW_MS = 30_000;

/**
 * True when a token expiring at `expiresAt` must be refreshed before use (within {@link REFRESH_SKEW_MS}).
 *
 * @example
 * if (isExpiring(credential.expiresAt, Date.now()) && refreshToken) await refresh();
 */
export function isExpiring(expiresAt: Date | null, now: number): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now + REFRESH_SKEW_MS;
}
