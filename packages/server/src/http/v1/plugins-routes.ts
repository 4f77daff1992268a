import {
  DeleteMcpClientResponseSchema,
  ListPluginsQuerySchema,
  ListPluginsResponseSchema,
  McpClientOverrideSchema,
  PutMcpClientRequestSchema,
  type DeleteMcpClientResponse,
  type ListPluginsResponse,
  type McpClientOverride,
} from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const noMcpPlugin = failure("No approved MCP plugin with this slug, or no override");

/**
 * `GET /api/v1/plugins`: the catalog of active, approved plugins by slug (`userId` adds `connected`,
 * `connectedFirst=true` lists connected plugins first, `limit` 1–100 pages with the opaque `cursor`);
 * and `GET | PUT | DELETE /api/v1/plugins/{slug}/mcp-client`: the developer's own OAuth client for a
 * plugin's MCP server (the secret is never returned).
 */
export const PLUGINS_ROUTES = v1RoutesUsing(["plugins", "mcpClients"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/plugins",
    operationId: "listPlugins",
    summary: "List approved, active plugins",
    tag: "Plugins",
    auth: "apiKey",
    query: ListPluginsQuerySchema,
    responses: { 200: { description: "A page of plugins", schema: ListPluginsResponseSchema }, 400: invalid, 401: unauthorized },
    handle: ({ deps, query, response }): Promise<ListPluginsResponse> => deps.services.plugins.list(developerOf(response.locals).id, query),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/plugins/{slug}/mcp-client",
    operationId: "getMcpClient",
    summary: "Read your OAuth client override for a plugin's MCP server",
    tag: "Plugins",
    auth: "apiKey",
    cacheControl: "no-store",
    responses: { 200: { description: "The override, without its secret", schema: McpClientOverrideSchema }, 401: unauthorized, 404: noMcpPlugin },
    handle: ({ deps, params, response }): Promise<McpClientOverride> => deps.services.mcpClients.get(developerOf(response.locals).id, params.slug!),
  }),
  v1Route({
    method: "put",
    path: "/api/v1/plugins/{slug}/mcp-client",
    operationId: "putMcpClient",
    summary: "Set your own OAuth client for a plugin's MCP server",
    description:
      "The developer level of the MCP client resolution order: end-user credentials (when allowed), this override, the admin default, the client Plugboard registered dynamically. The secret is encrypted and never returned.",
    tag: "Plugins",
    auth: "apiKey",
    body: PutMcpClientRequestSchema,
    responses: { 200: { description: "The override, without its secret", schema: McpClientOverrideSchema }, 400: invalid, 401: unauthorized, 404: failure("No approved plugin with this slug") },
    handle: ({ deps, params, body, response }): Promise<McpClientOverride> => deps.services.mcpClients.put(developerOf(response.locals).id, params.slug!, body),
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/plugins/{slug}/mcp-client",
    operationId: "deleteMcpClient",
    summary: "Remove your MCP client override",
    tag: "Plugins",
    auth: "apiKey",
    responses: { 200: { description: "Removed", schema: DeleteMcpClientResponseSchema }, 401: unauthorized, 404: noMcpPlugin },
    handle: ({ deps, params, response }): Promise<DeleteMcpClientResponse> => deps.services.mcpClients.remove(developerOf(response.locals).id, params.slug!),
  }),
]);
