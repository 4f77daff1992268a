import type { ConnectionToolsResponse, DashboardDeveloper, ToolItem, ToolListingConnectionNeeded } from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";
import type { ConnectLinks } from "../connect-flow/connect-link.js";
import type { PlugboardContext } from "../../context.js";
import type { DashboardConnectionService } from "../connections/dashboard-connection-service.js";
import type { McpToolSync } from "../mcp-upstream/create-mcp-tool-sync.js";
import { jsonBytes, type JsonBytes } from "../../infra/json-bytes.js";
import type { Catalog, CatalogEntry, CatalogSnapshot } from "../plugins/catalog-snapshot.js";
import { manualToolItem, mcpToolItem } from "../plugins/to-tool-item.js";
import { createToolStore } from "./tool-store.js";

/** Query of `GET /api/v1/tools`: plugin slugs to list (all when absent), and a user for live MCP tools. */
export interface ListToolsOptions {
  plugin?: string[] | undefined;
  userId?: string | undefined;
}

/**
 * Tool listing: `GET /api/v1/tools` — enabled manual tools of approved plugins plus MCP tools, live for
 * a user with an MCP connection, else from the MCP tool cache; with `userId`, `connectionsNeeded` says
 * which MCP plugins the user must connect to (or authorize again) and hands the connect link — and the tools usable through one
 * connection on the dashboard (live for MCP when the connection holds MCP tokens).
 */
export function createToolCatalogService(
  context: Pick<PlugboardContext, "logger" | "prisma">,
  deps: { snapshot: CatalogSnapshot; mcpTools: McpToolSync; dashboardConnections: DashboardConnectionService; connectLinks: Pick<ConnectLinks, "withConnectLink"> },
) {
  const store = createToolStore(context);
  // The unfiltered listing's bytes per catalog version (a new version drops the old one).
  const wholeListings = new WeakMap<Catalog, JsonBytes>();

  /**
   * The selected plugins in listing order, each with its tools listed live when it is an MCP plugin
   * the user has an MCP connection to (else its snapshot's tools serve).
   */
  async function listParts(
    developerId: string,
    query: ListToolsOptions,
  ): Promise<{ catalog: Catalog; parts: Array<{ entry: CatalogEntry; live?: readonly ToolItem[]; needed?: ServiceError }> }> {
    const catalog = await deps.snapshot.get();
    const entries = query.plugin
      ? [...new Set(query.plugin)].flatMap((slug) => catalog.bySlug.get(slug) ?? []).sort((a, b) => (a.slug < b.slug ? -1 : 1))
      : catalog.entries;
    const parts = await Promise.all(
      entries.map(async (entry) => {
        if (!query.userId || entry.toolSource === "manual") return { entry };
        const live = await deps.mcpTools.liveTools(developerId, query.userId, entry).catch(() => null);
        if (!live) return { entry };
        const manual = entry.tools.filter((tool) => tool.source === "manual");
        // Not listable live for this user: the cached tools serve, and the listing says why.
        if ("needed" in live) return { entry, needed: live.needed };
        return { entry, live: manual.concat(live.tools.map((tool) => mcpToolItem(entry, tool))) };
      }),
    );
    return { catalog, parts };
  }

  /** A listing's entry for a plugin the user must connect to (with the link), or authorize again. */
  async function connectionNeeded(developerId: string, userId: string, error: ServiceError): Promise<ToolListingConnectionNeeded> {
    const linked = await deps.connectLinks.withConnectLink(error, { developerId, userId });
    const extra = (ServiceError.isInstance(linked) ? linked.extra : error.extra) ?? {};
    const text = (key: string) => (typeof extra[key] === "string" ? { [key]: extra[key] as string } : {});
    const list = (key: string) => (Array.isArray(extra[key]) ? { [key]: extra[key] as string[] } : {});
    return {
      plugin: String(extra.plugin ?? ""),
      code: error.code as ToolListingConnectionNeeded["code"],
      error: error.message,
      ...text("accountLabel"),
      ...text("connectUrl"),
      ...text("connectionRequestId"),
      ...list("requiredScopes"),
      ...list("missingScopes"),
    };
  }

  return {
    /** Lists tools, optionally for some plugin slugs and with live MCP discovery for `userId`. Shared objects: never mutate. */
    async list(developerId: string, query: ListToolsOptions): Promise<ToolItem[]> {
      const { parts } = await listParts(developerId, query);
      return parts.flatMap(({ entry, live }) => live ?? entry.tools);
    },

    /**
     * {@link list}'s answer `{ "tools": [...] }` as JSON bytes, serialized plugin by plugin straight
     * into one buffer, with a strong ETag. The answer without live MCP tools in it is kept per catalog
     * version, so the unfiltered listing of ten thousand tools is serialized once per catalog change and
     * then costs writing bytes.
     */
    async listJson(developerId: string, query: ListToolsOptions): Promise<JsonBytes> {
      const { catalog, parts } = await listParts(developerId, query);
      const shared = !query.plugin && parts.every((part) => !part.live && !part.needed);
      const cached = shared ? wholeListings.get(catalog) : undefined;
      if (cached) return cached;
      // Each plugin's tools serialized in turn and encoded into one buffer (jsonBytes).
      const pieces = ['{"tools":['];
      for (const { entry, live } of parts) {
        const tools = live ?? entry.tools;
        if (tools.length === 0) continue;
        if (pieces.length > 1) pieces.push(",");
        pieces.push(tools.map((tool) => JSON.stringify(tool)).join(","));
      }
      pieces.push("]");
      const needed = await Promise.all(parts.flatMap(({ needed: error }) => (error && query.userId ? [connectionNeeded(developerId, query.userId, error)] : [])));
      if (needed.length > 0) pieces.push(',"connectionsNeeded":', JSON.stringify(needed));
      pieces.push("}");
      const answer = jsonBytes(pieces);
      if (shared) wholeListings.set(catalog, answer);
      return answer;
    },

    /**
     * Tools usable through one connection (own, or any for admins): the plugin's enabled manual tools,
     * then its MCP tools — live when the connection holds MCP tokens, else (or when that fails) from
     * the plugin's MCP tool cache. `mcpSource` says which.
     */
    async forConnection(developer: DashboardDeveloper, connectionId: string): Promise<ConnectionToolsResponse> {
      const row = await deps.dashboardConnections.accessible(developer, connectionId);
      const plugin = row.plugin;
      const manual = await store.enabledManualTools(plugin.id);
      const tools: ToolItem[] = manual.map((tool) => manualToolItem(plugin, tool));
      let mcpSource: ConnectionToolsResponse["mcpSource"] = "none";
      if (plugin.toolSource !== "manual") {
        let live: ToolItem[] | undefined;
        if (row.credentials.some((credential) => credential.source === "mcp")) {
          try {
            live = await deps.mcpTools.listForConnection(row.id, { developerId: row.developerId });
          } catch (error) {
            context.logger.info("live MCP tool listing failed; using the cache", {
              pluginId: plugin.id,
              errorMessage: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (live) {
          mcpSource = "live";
          tools.push(...live);
        } else {
          mcpSource = "cache";
          const cached = await store.cachedMcpTools(plugin.id);
          tools.push(...cached.map((tool) => mcpToolItem(plugin, tool)));
        }
      }
      return { connectionId: row.id, pluginId: plugin.id, pluginSlug: plugin.slug, mcpSource, tools };
    },
  };
}

/** The tool catalog's interface. */
export type ToolCatalogService = ReturnType<typeof createToolCatalogService>;
