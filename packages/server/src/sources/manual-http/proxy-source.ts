import { approvedProxyPlugin } from "./manual-tool-store.js";
import { headerValueProblem, type ProxyRequestSchema } from "@plugboard/core";
import { checkProxyPath, proxyHeaderProblem } from "@plugboard/core/server";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { OutboundHttp, OutboundRequest } from "../../outbound/outbound-http.js";
import type { ConnectionSnapshot, SourceResult, ToolCall, ToolCaller, ToolSource } from "../tool-source.js";
import { manualCallResult } from "./manual-call-result.js";
import { resolvePluginApi, type PreparedAuth, type ResolvedPluginApi } from "./manual-tool-source.js";
import { metadataHeaderNames } from "./metadata-headers.js";
import { proxyToolRoute, type ProxyToolRoute } from "./proxy-tool-routes.js";

/** A parsed `POST /api/v1/proxy` body. */
export type ProxyInput = z.output<typeof ProxyRequestSchema>;

/** The tool name proxy calls are logged under. */
export const PROXY_TOOL_SLUG = "(proxy)";

/** A plugin's API as the proxy calls it: the manual-call preparation plus what the proxy checks. */
export interface ProxyTarget extends ResolvedPluginApi {
  slug: typeof PROXY_TOOL_SLUG;
  inputSchema: Record<string, unknown>;
  /** The author's `allowProxy`. */
  allowProxy: boolean;
  /** Header names (lower case) and query names the plugin's auth methods inject: a caller cannot set them. */
  authHeaders: string[];
  authQuery: string[];
  /** The plugin's manual tools (enabled or not): a proxy call reaching one is governed by its policy too. */
  tools: ProxyToolRoute[];
}

/** Where the auth methods of a plugin put credentials: header and query names a proxy caller may not set. */
function authNames(api: ResolvedPluginApi): { headers: string[]; query: string[] } {
  const headers = new Set<string>(["authorization"]);
  const query = new Set<string>();
  for (const { config } of api.authMethods.values()) {
    if (config.type === "bearer_token") headers.add(config.config.header_name.toLowerCase());
    if (config.type === "oauth2" && config.config.header_name) headers.add(config.config.header_name.toLowerCase());
    for (const name of metadataHeaderNames(config)) headers.add(name);
    if (config.type === "api_key") {
      headers.add(config.config.header_name.toLowerCase());
      if (config.config.query_name) query.add(config.config.query_name);
    }
    if (config.type === "custom") {
      for (const rule of config.config.injection_rules) (rule.target === "query" ? query : headers).add(rule.target === "query" ? rule.name : rule.name.toLowerCase());
    }
  }
  return { headers: [...headers], query: [...query] };
}

function appendQuery(url: URL, name: string, value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(url, name, item);
    return;
  }
  url.searchParams.append(name, String(value));
}

const refuse = (field: string, reason: string) =>
  new ServiceError("invalid_input", `Invalid input: ${reason}`, { details: { formErrors: [], fieldErrors: { [field]: [reason] } } });

/**
 * Proxy calls (`POST /api/v1/proxy`): a source for the execution pipeline whose "tool" is a plugin's
 * whole API. `find` loads the approved plugin by slug (cached, cleared on `plugin` events); `check`
 * refuses a path that could leave the base URL and headers or query parameters that carry
 * authentication (400 naming the reason); `authorize` is the manual source's (decrypt, refresh, inject,
 * the connection's base URL); `call` sends `method` to base URL + `path` with `query`, the caller's
 * headers, the injected auth (which wins) and `body` as JSON, over the same bounded outbound client.
 */
export function createProxySource(
  context: Pick<PlugboardContext, "database">,
  deps: { bus: InvalidationBus; http: OutboundHttp; manual: { authorize(api: ResolvedPluginApi, connection: ConnectionSnapshot | null, caller: ToolCaller): Promise<PreparedAuth> } },
): ToolSource<ProxyTarget, PreparedAuth> & { check(target: ProxyTarget, input: ProxyInput): void } {
  const targets = new ExpiringCache<ProxyTarget[]>({ ttlMs: 60_000, max: 1_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "plugin" || event.kind === "all") targets.clear();
  });

  async function load(pluginSlug: string): Promise<ProxyTarget[]> {
    const row = await approvedProxyPlugin(context.database, pluginSlug);
    if (!row) return [];
    if (!row.baseUrl) throw new ServiceError("invalid_input", `Plugin "${pluginSlug}" has no base URL to proxy to`);
    const api = resolvePluginApi({ ...row, baseUrl: row.baseUrl });
    const names = authNames(api);
    const tools = row.tools.map(proxyToolRoute);
    return [{ ...api, slug: PROXY_TOOL_SLUG, inputSchema: {}, allowProxy: row.allowProxy, authHeaders: names.headers, authQuery: names.query, tools }];
  }

  return {
    kind: "manual",

    find(pluginSlug) {
      return targets.getOrLoad(pluginSlug, () => load(pluginSlug));
    },

    /** @throws {ServiceError} 400 naming `path`, `headers.<name>` or `query.<name>` and the reason */
    check(target, input) {
      const path = checkProxyPath(input.path);
      if (!path.ok) throw refuse("path", path.reason);
      for (const [name, value] of Object.entries(input.headers ?? {})) {
        const problem = proxyHeaderProblem(name, target.authHeaders) ?? headerValueProblem(value);
        if (problem) throw refuse(`headers.${name}`, problem);
      }
      for (const name of Object.keys(input.query ?? {})) {
        if (target.authQuery.includes(name)) throw refuse(`query.${name}`, `query parameter ${name} carries the plugin's authentication and cannot be set`);
      }
    },

    authorize(target, connection, caller) {
      return deps.manual.authorize(target, connection, caller);
    },

    async call({ params, credentials }: ToolCall<ProxyTarget, PreparedAuth>): Promise<SourceResult> {
      const input = params as unknown as ProxyInput;
      const base = new URL(credentials.baseUrl);
      const url = new URL(credentials.baseUrl + input.path);
      // Defence in depth behind `check`: the URL stays under the base URL.
      if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname.replace(/\/$/, ""))) throw refuse("path", "path must stay under the plugin's base URL");
      for (const [name, value] of Object.entries(input.query ?? {})) appendQuery(url, name, value);
      for (const [name, value] of Object.entries(credentials.query)) url.searchParams.set(name, value);
      const headers: Record<string, string> = { accept: "application/json, text/plain;q=0.9, */*;q=0.8" };
      for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
      for (const [name, value] of Object.entries(credentials.headers)) headers[name.toLowerCase()] = value;
      const sendsBody = input.body !== undefined && input.method !== "GET" && input.method !== "DELETE";
      // A string body with the caller's own content type is sent as it is (a form, XML); anything else as JSON.
      const raw = typeof input.body === "string" && headers["content-type"] !== undefined;
      if (sendsBody) headers["content-type"] ??= "application/json";
      const body = sendsBody ? (raw ? (input.body as string) : JSON.stringify(input.body)) : undefined;
      const outbound: OutboundRequest = { method: input.method, url, headers, ...(body !== undefined ? { body } : {}) };
      return manualCallResult(await deps.http.send(outbound), credentials);
    },
  };
}
