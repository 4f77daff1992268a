import { approvedToolRows } from "./manual-tool-store.js";
import {
  PluginProviderOriginSchema,
  ToolParamPlacementSchema,
  type AuthMethodConfig,
  type AuthMethodType,
  type ToolParamPlacement,
} from "@plugboard/core";
import {
  compilePath,
  compileUrlTemplate,
  injectAuth,
  isMachineGrant,
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
import { connectionRequired, reauthorizationRequired, scopeStepUpRequired, scopesRefused } from "../../errors/connection-errors.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import { grantedScopes } from "../../infra/granted-scopes.js";
import type { StepUpBudget } from "../../infra/step-up-budget.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { OutboundHttp } from "../../outbound/outbound-http.js";
import type { CredentialAccess, UsableCredential } from "../credential-access.js";
import { type ConnectionSnapshot, type SourceResult, type ToolCall, type ToolCaller, type ToolSource } from "../tool-source.js";
import { buildToolRequest } from "./build-tool-request.js";
import { manualCallResult } from "./manual-call-result.js";
import { metadataHeaders } from "./metadata-headers.js";

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
  /** The domain a per-connection host of the base URL must be in (a catalog provider's `instanceDomain`). */
  instanceDomain?: string;
  /** Auth methods of the plugin by id, configs parsed. */
  authMethods: Map<string, { id: string; type: AuthMethodType; config: AuthMethodConfig; rawConfig: unknown }>;
  /** True when the plugin offers an auth method other than `no_auth`. */
  needsAuth: boolean;
}

/** What `authorize` hands to `call`: the auth to inject and the connection's base URL (placeholders filled). */
export interface PreparedAuth extends AuthInjection {
  baseUrl: string;
  /**
   * Why the injected credentials may be stale: their refresh failed, or the grant was refused earlier
   * (`needs_reauth`). The call still goes out; this is the answer if the API refuses them (401/403).
   */
  refreshFailure: ServiceError | null;
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
  /** The catalog provider it was installed from (`{ id, overrides, instanceDomain? }`), or null. */
  provider?: unknown;
}): ResolvedPluginApi {
  const baseUrl = plugin.baseUrl.replace(/\/+$/, "");
  const baseUrlTemplate = compileUrlTemplate(baseUrl);
  const instanceDomain = PluginProviderOriginSchema.safeParse(plugin.provider).data?.instanceDomain;
  return {
    plugin: { id: plugin.id, slug: plugin.slug, name: plugin.name, baseUrl, baseUrlTemplate },
    origin: baseUrlTemplate.originKey,
    ...(instanceDomain !== undefined ? { instanceDomain } : {}),
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
  /** The OAuth scopes the tool needs (empty: none declared). */
  scopes: readonly string[];
}

/**
 * The plugin's base URL for one connection: the template as written when static (no work on the hot
 * path), else filled with the connection's config and metadata. Where the connection's values build the
 * host, it must be a host name (never an IP address), in the plugin's `instanceDomain` when it has one,
 * and in `production` an origin from metadata (an `instance_url`) must be https.
 *
 * @throws {ServiceError} 409 `conflict` naming the placeholder when the connection lacks or has an unusable value
 */
export function connectionBaseUrl(
  api: ResolvedPluginApi,
  connection: Pick<ConnectionSnapshot, "connectionConfig" | "connectionMetadata"> | null,
  options: { production: boolean },
): string {
  const template = api.plugin.baseUrlTemplate;
  if (template.isStatic) return api.plugin.baseUrl;
  try {
    const values = { config: connection?.connectionConfig ?? null, metadata: connection?.connectionMetadata ?? null };
    return template.expand(values, { requireHttps: options.production, ...(api.instanceDomain !== undefined ? { domainSuffix: api.instanceDomain } : {}) });
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) throw new ServiceError("conflict", `The plugin's base URL cannot be built for this connection: ${error.message}`);
    throw error;
  }
}

/**
 * Manual tools (docs/executions.md): resolved by slug from a per-instance cache that the bus
 * clears on `plugin` events (TTL as a safety net); authorized with the connection's REST credentials
 * through the credential lifecycle — decrypted, an expired OAuth token refreshed first; when that
 * refresh fails the call goes out with the old token, and only if the API refuses it (401/403) is the
 * answer the refresh failure (a refused grant a 409 `reauthorization_required`, anything else a 502
 * naming it: {@link manualCallResult}) — then injected by auth method type; called over the pooled outbound HTTP client with `{placeholder}`s
 * of the path filled from the params. A tool that declares `scopes` and meets a user-authorized OAuth
 * connection granted fewer answers 409 `reauthorization_required` naming `requiredScopes` and
 * `missingScopes` before anything is sent (incremental consent: the connect link asks for the union),
 * within the step-up bound (then 403 `insufficient_scope`).
 */
export function createManualToolSource(
  context: Pick<PlugboardContext, "production" | "database">,
  deps: { bus: InvalidationBus; http: OutboundHttp; credentials: CredentialAccess; stepUps: StepUpBudget },
): ToolSource<ResolvedTool, PreparedAuth> & {
  authorize(api: ResolvedPluginApi & { scopes?: readonly string[] }, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<PreparedAuth>;
} {
  const tools = new ExpiringCache<ResolvedTool[]>({ ttlMs: 60_000, max: 5_000 });

  // Any plugin event clears every slug: a plugin just approved (or edited) may add a tool under a slug
  // already cached for other plugins, which a filter on the cached values would not see.
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") tools.clear();
  });

  async function loadTools(slug: string): Promise<ResolvedTool[]> {
    const rows = await approvedToolRows(context.database, slug);
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
        scopes: row.scopes ?? [],
      }));
  }

  /** The REST credentials a call sends: renewable when the method is oauth2 with a refresh token (or client_credentials). */
  function credentialsOf(tool: ResolvedPluginApi, connection: ConnectionSnapshot): Promise<UsableCredential> {
    const method = connection.authMethodId ? tool.authMethods.get(connection.authMethodId) : undefined;
    const renewable = (values: Readonly<Record<string, string>>) => method?.config.type === "oauth2" && refreshGrantFor(method.config.config, values) !== null;
    return deps.credentials.usable(connection, "rest", { renewable });
  }

  /**
   * Incremental consent: throws the step-up 409 when `required` scopes are missing from the grant of a
   * user-authorized OAuth connection (other methods, and machine grants, have no consent to step up).
   * Reads the stored values without refreshing them: nothing goes out for a call that cannot succeed.
   */
  async function checkScopes(tool: ResolvedPluginApi, required: readonly string[], connection: ConnectionSnapshot, caller: ToolCaller): Promise<void> {
    const method = connection.authMethodId ? tool.authMethods.get(connection.authMethodId)?.config : undefined;
    if (method?.type !== "oauth2" || method.config.authorize_url === undefined || isMachineGrant(method.config.grant_type)) return;
    const granted = new Set(grantedScopes((await deps.credentials.usable(connection, "rest", { renewable: () => false })).values, method.config.scopes ?? []));
    const missingScopes = required.filter((scope) => !granted.has(scope));
    if (missingScopes.length === 0) return;
    if (!deps.stepUps.refused(connection.id, required)) throw scopesRefused(tool.plugin.slug, "rest", required);
    throw scopeStepUpRequired(caller.userId, tool.plugin.slug, "rest", { requiredScopes: required, missingScopes }, caller.accountLabel ?? connection.accountLabel);
  }

  return {
    kind: "manual",

    find(slug) {
      return tools.getOrLoad(slug, () => loadTools(slug));
    },

    async authorize(tool: ResolvedPluginApi & { scopes?: readonly string[] }, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<PreparedAuth> {
      if (!connection && tool.needsAuth) throw connectionRequired(caller.userId, tool.plugin.slug, "rest", caller.accountLabel);
      if (connection && tool.scopes && tool.scopes.length > 0) await checkScopes(tool, tool.scopes, connection, caller);
      const method = connection?.authMethodId ? (tool.authMethods.get(connection.authMethodId)?.config ?? null) : null;
      const usable = connection ? await credentialsOf(tool, connection) : { values: {}, refreshFailure: null };
      // A grant refused earlier: the stored token still goes out (the API may accept it), the 409 if not.
      const refused = connection?.credentials.rest?.status === "needs_reauth" ? reauthorizationRequired(caller.userId, tool.plugin.slug, "rest", "The authorization was refused earlier", caller.accountLabel) : null;
      const injected = injectAuth(method, usable.values);
      // Headers from the connection's metadata (Xero's tenant) go beside the token.
      const headers = { ...metadataHeaders(method, connection?.connectionMetadata ?? null), ...injected.headers };
      return { ...injected, headers, baseUrl: connectionBaseUrl(tool, connection, { production: context.production }), refreshFailure: usable.refreshFailure ?? refused };
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
      return manualCallResult(await deps.http.send(outbound), credentials);
    },
  };
}
