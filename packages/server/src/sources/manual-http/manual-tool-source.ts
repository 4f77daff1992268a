import {
  ToolParamPlacementSchema,
  type AuthMethodConfig,
  type AuthMethodType,
  type ToolParamPlacement,
} from "@plugboard/core";
import {
  compilePath,
  compileUrlTemplate,
  injectAuth,
  parseAuthMethodConfig,
  toolInputSchema,
  PathParamError,
  refreshGrantFor,
  UrlTemplateError,
  type AuthInjection,
  type CompiledPath,
  type CompiledUrlTemplate,
} from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { connectionRequired, reauthorizationRequired } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { OutboundHttp } from "../../infra/outbound-http.js";
import { readSnapshot } from "../../store/read-snapshot.js";
import { isExpiring, type ConnectionSnapshot, type SourceResult, type ToolCall, type ToolCaller, type ToolSource } from "../tool-source.js";
import { buildToolRequest } from "./build-tool-request.js";

/** A plugin's API as manual calls (tools and proxy calls) reach it, prepared once per plugin. */
export interface ResolvedPluginApi {
  plugin: {
    id: string;
    slug: string;
    name: string;
    /** The base URL as written, without trailing slashes (may hold `{{config.x}}` / `{{metadata.x}}`). */
    baseUrl: string;
    /** The base URL compiled once: expanded per connection when it has placeholders. */
    baseUrlTemplate: CompiledUrlTemplate;
  };
  /** Origin of the plugin's baseUrl (the template's authority when the host is templated), for the per-origin bounds. */
  origin: string;
  /** Auth methods of the plugin by id, configs parsed. */
  authMethods: Map<string, { id: string; type: AuthMethodType; config: AuthMethodConfig; rawConfig: unknown }>;
  /** True when the plugin offers an auth method other than `no_auth`. */
  needsAuth: boolean;
}

/** What `authorize` hands to `call`: the auth to inject and the connection's base URL (placeholders filled). */
export interface PreparedAuth extends AuthInjection {
  baseUrl: string;
}

/**
 * Prepares a plugin's API for manual calls: its base URL compiled as a template, its origin key, its
 * auth methods parsed. Shared by manual tools and proxy calls.
 *
 * @example
 * const api = resolvePluginApi({ ...pluginRow, baseUrl: pluginRow.baseUrl! });
 */
export function resolvePluginApi(plugin: {
  id: string;
  slug: string;
  name: string;
  baseUrl: string;
  authMethods: ReadonlyArray<{ id: string; type: string; config: unknown }>;
}): ResolvedPluginApi {
  const baseUrl = plugin.baseUrl.replace(/\/+$/, "");
  const baseUrlTemplate = compileUrlTemplate(baseUrl);
  return {
    plugin: { id: plugin.id, slug: plugin.slug, name: plugin.name, baseUrl, baseUrlTemplate },
    origin: baseUrlTemplate.originKey,
    authMethods: new Map(
      plugin.authMethods.map((method) => [
        method.id,
        { id: method.id, type: method.type as AuthMethodType, config: parseAuthMethodConfig(method.type as AuthMethodType, method.config), rawConfig: method.config },
      ]),
    ),
    needsAuth: plugin.authMethods.some((method) => method.type !== "no_auth"),
  };
}

/** A manual tool with everything execution needs, prepared once. */
export interface ResolvedTool extends ResolvedPluginApi {
  id: string;
  slug: string;
  method: string;
  path: CompiledPath;
  /** The author's params schema with the path placeholders as required string properties (as listed). */
  inputSchema: Record<string, unknown>;
  headers: Record<string, string>;
  /** Where each param goes; undefined for the default placement. */
  placement?: ToolParamPlacement;
}

/**
 * The plugin's base URL for one connection: the template as written when static (no work on the hot
 * path), else filled with the connection's config and metadata.
 *
 * @throws {ServiceError} 409 `conflict` naming the placeholder when the connection lacks or has an unusable value
 */
export function connectionBaseUrl(api: ResolvedPluginApi, connection: Pick<ConnectionSnapshot, "connectionConfig" | "connectionMetadata"> | null): string {
  const template = api.plugin.baseUrlTemplate;
  if (template.isStatic) return api.plugin.baseUrl;
  try {
    return template.expand({ config: connection?.connectionConfig ?? null, metadata: connection?.connectionMetadata ?? null });
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) throw new ServiceError("conflict", `The plugin's base URL cannot be built for this connection: ${error.message}`);
    throw error;
  }
}

/** Refreshes an expired OAuth access token (single flight); implemented by the OAuth token refresh service. */
export interface RestTokenRefresher {
  refreshRestCredentials(
    connectionId: string,
  ): Promise<{ ok: true; values: Record<string, string>; expiresAt: Date | null } | { ok: false; error: string; reauth: boolean; values: Record<string, string> }>;
}

/**
 * Manual tools (docs/executions.md): resolved by slug from a per-instance cache that the bus
 * clears on `plugin` events (TTL as a safety net); authorized with the connection's REST credentials —
 * decrypted, an expired OAuth token refreshed first (a refused refresh token is a 409
 * `reauthorization_required`, any other failed refresh a 502 with the reason: never a call with a stale token),
 * then injected by auth method type; called over the pooled outbound HTTP client with `{placeholder}`s
 * of the path filled from the params.
 */
export function createManualToolSource(
  context: PlugboardContext,
  deps: { bus: InvalidationBus; http: OutboundHttp; refresher: RestTokenRefresher; now?: () => number },
): ToolSource<ResolvedTool, PreparedAuth> & { authorize(api: ResolvedPluginApi, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<PreparedAuth> } {
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
        ...resolvePluginApi({ ...row.plugin, baseUrl: row.plugin.baseUrl! }),
        id: row.id,
        slug: row.slug,
        method: row.method,
        path: compilePath(row.path),
        inputSchema: toolInputSchema(row.inputSchema as Record<string, unknown> | null, row.path),
        headers: (row.headers as Record<string, string> | null) ?? {},
        ...(row.placement ? { placement: ToolParamPlacementSchema.parse(row.placement) } : {}),
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

  async function credentialsOf(tool: ResolvedPluginApi, connection: ConnectionSnapshot, caller: ToolCaller): Promise<Readonly<Record<string, string>>> {
    if (!connection.credentials) return {};
    let values = storedCredentials(connection as ConnectionSnapshot & { credentials: string });
    const method = connection.authMethodId ? tool.authMethods.get(connection.authMethodId) : undefined;
    // Renewable: a refresh token, or a client_credentials method (no expiry stored: never renewed).
    if (method?.config.type === "oauth2" && isExpiring(connection.credentialsExpiresAt, now()) && refreshGrantFor(method.config.config, values)) {
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

    async authorize(tool: ResolvedPluginApi, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<PreparedAuth> {
      if (!connection && tool.needsAuth) throw connectionRequired(caller.userId, tool.plugin.slug, "rest", caller.accountLabel);
      if (connection?.status === "needs_reauth") throw reauthorizationRequired(caller.userId, tool.plugin.slug, "rest", undefined, caller.accountLabel);
      const method = connection?.authMethodId ? (tool.authMethods.get(connection.authMethodId)?.config ?? null) : null;
      const injection = injectAuth(method, connection ? await credentialsOf(tool, connection, caller) : {});
      return { ...injection, baseUrl: connectionBaseUrl(tool, connection) };
    },

    async call({ tool, params, credentials, signal }: ToolCall<ResolvedTool, PreparedAuth>): Promise<SourceResult> {
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
