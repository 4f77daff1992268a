import {
  compilePath,
  injectAuth,
  parseAuthMethodConfig,
  toolInputSchema,
  PathParamError,
  ToolParamPlacementSchema,
  type AuthInjection,
  type AuthMethodConfig,
  type AuthMethodType,
  type CompiledPath,
  type ToolParamPlacement,
} from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { connectionRequired, reauthorizationRequired } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { OutboundHttp } from "../../infra/outbound-http.js";
import { readSnapshot } from "../../store/read-snapshot.js";
import { isExpiring, type ConnectionSnapshot, type SourceResult, type ToolCall, type ToolCaller, type ToolSource } from "../tool-source.js";
import { buildToolRequest } from "./build-tool-request.js";

/** A manual tool with everything execution needs, prepared once. */
export interface ResolvedTool {
  id: string;
  slug: string;
  /** Origin of the plugin's baseUrl: every call of the tool goes there. */
  origin: string;
  method: string;
  path: CompiledPath;
  /** The author's params schema with the path placeholders as required string properties (as listed). */
  inputSchema: Record<string, unknown>;
  headers: Record<string, string>;
  /** Where each param goes; undefined for the default placement. */
  placement?: ToolParamPlacement;
  plugin: { id: string; slug: string; name: string; baseUrl: string };
  /** Auth methods of the plugin by id, configs parsed. */
  authMethods: Map<string, { id: string; type: AuthMethodType; config: AuthMethodConfig; rawConfig: unknown }>;
  /** True when the plugin offers an auth method other than `no_auth`. */
  needsAuth: boolean;
}

/** Refreshes an expired OAuth access token (single flight); implemented by the OAuth token refresh service. */
export interface RestTokenRefresher {
  refreshRestCredentials(
    connectionId: string,
  ): Promise<{ ok: true; values: Record<string, string>; expiresAt: Date | null } | { ok: false; error: string; reauth: boolean; values: Record<string, string> }>;
}

/**
 * Manual tools (SPEC.md "Manual tool steps"): resolved by slug from a per-instance cache that the bus
 * clears on `plugin` events (TTL as a safety net); authorized with the connection's REST credentials —
 * decrypted, an expired OAuth token refreshed first (a refused refresh token is a 409
 * `reauthorization_required`, any other failed refresh a 502 with the reason: never a call with a stale token),
 * then injected by auth method type; called over the pooled outbound HTTP client with `{placeholder}`s
 * of the path filled from the params.
 */
export function createManualToolSource(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; http: OutboundHttp; refresher: RestTokenRefresher; now?: () => number },
): ToolSource<ResolvedTool, AuthInjection> {
  const now = deps.now ?? Date.now;
  const tools = new ExpiringCache<ResolvedTool[]>({ ttlMs: 60_000, max: 5_000 });

  // Any plugin event clears every slug: a plugin just approved (or edited) may add a tool under a slug
  // already cached for other plugins, which a filter on the cached values would not see.
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") tools.clear();
  });

  async function loadTools(slug: string): Promise<ResolvedTool[]> {
    // One snapshot: the approval, the plugin's baseUrl, its tools and auth methods as of one moment.
    const rows = await readSnapshot(context.database, (tx) =>
      tx.tool.findMany({
        where: { slug, enabled: true, plugin: { reviewStatus: "approved", status: "active" } },
        include: { plugin: { include: { authMethods: true } } },
      }),
    );
    return rows
      .filter((row) => row.plugin.baseUrl)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        origin: new URL(row.plugin.baseUrl!).origin,
        method: row.method,
        path: compilePath(row.path),
        inputSchema: toolInputSchema(row.inputSchema as Record<string, unknown> | null, row.path),
        headers: (row.headers as Record<string, string> | null) ?? {},
        ...(row.placement ? { placement: ToolParamPlacementSchema.parse(row.placement) } : {}),
        plugin: { id: row.plugin.id, slug: row.plugin.slug, name: row.plugin.name, baseUrl: row.plugin.baseUrl!.replace(/\/+$/, "") },
        authMethods: new Map(
          row.plugin.authMethods.map((method) => [
            method.id,
            { id: method.id, type: method.type as AuthMethodType, config: parseAuthMethodConfig(method.type as AuthMethodType, method.config), rawConfig: method.config },
          ]),
        ),
        needsAuth: row.plugin.authMethods.some((method) => method.type !== "no_auth"),
      }));
  }

  /**
   * Decrypted credentials per cached connection snapshot: a snapshot lives in the connection cache
   * until a `connection` event or its TTL replaces it, and its entry here goes with it (WeakMap), so a
   * warm call skips AES-GCM and JSON parsing without keeping a secret longer than its ciphertext is kept.
   */
  const decrypted = new WeakMap<ConnectionSnapshot, Readonly<Record<string, string>>>();

  function storedCredentials(connection: ConnectionSnapshot & { credentials: string }): Readonly<Record<string, string>> {
    let values = decrypted.get(connection);
    if (!values) {
      values = Object.freeze(context.cipher.decryptJson<Record<string, string>>(connection.credentials));
      decrypted.set(connection, values);
    }
    return values;
  }

  async function credentialsOf(tool: ResolvedTool, connection: ConnectionSnapshot, caller: ToolCaller): Promise<Readonly<Record<string, string>>> {
    if (!connection.credentials) return {};
    let values = storedCredentials(connection as ConnectionSnapshot & { credentials: string });
    const method = connection.authMethodId ? tool.authMethods.get(connection.authMethodId) : undefined;
    if (method?.type === "oauth2" && isExpiring(connection.credentialsExpiresAt, now()) && values.refresh_token) {
      const refreshed = await deps.refresher.refreshRestCredentials(connection.id);
      // One error contract with MCP: never a call with a token known to be stale.
      if (!refreshed.ok && refreshed.reauth) throw reauthorizationRequired(caller.userId, tool.plugin.slug, "rest", refreshed.error, connection.accountLabel);
      if (!refreshed.ok) throw new ServiceError("upstream_failed", refreshed.error);
      values = refreshed.values;
    }
    return values;
  }

  return {
    kind: "manual",

    find(slug) {
      return tools.getOrLoad(slug, () => loadTools(slug));
    },

    async authorize(tool, connection, caller) {
      if (!connection && tool.needsAuth) throw connectionRequired(caller.userId, tool.plugin.slug, "rest", caller.accountLabel);
      if (connection?.status === "needs_reauth") throw reauthorizationRequired(caller.userId, tool.plugin.slug, "rest", undefined, caller.accountLabel);
      const method = connection?.authMethodId ? (tool.authMethods.get(connection.authMethodId)?.config ?? null) : null;
      return injectAuth(method, connection ? await credentialsOf(tool, connection, caller) : {});
    },

    async call({ tool, params, credentials, signal }: ToolCall<ResolvedTool, AuthInjection>): Promise<SourceResult> {
      let outbound;
      try {
        outbound = buildToolRequest(tool, params, credentials);
      } catch (error) {
        if (PathParamError.isInstance(error)) {
          throw new ServiceError("invalid_input", "Invalid input", {
            details: { formErrors: [], fieldErrors: { [`params.${error.param}`]: [error.message] } },
          });
        }
        throw error;
      }
      if (signal) outbound.signal = signal;
      const response = await deps.http.send(outbound);
      if ("kind" in response) return { ok: false, status: 0, data: null, error: response.message };
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status, data: response.data };
      return { ok: false, status: response.status, data: response.data, error: `The external API answered with status ${response.status}` };
    },
  };
}
