import { PutMcpClientRequestSchema, type DeleteMcpClientResponse, type McpClientOverride } from "@plugboard/core";
import { Router } from "express";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";
import type { McpClientOverrides } from "../../services/mcp/create-mcp-client-overrides.js";

/**
 * `GET | PUT | DELETE /plugins/{slug}/mcp-client` (mounted under `/api/v1`, behind API-key
 * authentication): the developer's own OAuth client for a plugin's MCP server. `PUT` takes
 * `{ clientId, clientSecret?, allowEndUserCredentials? }` and answers the override without its secret.
 *
 * @example
 * router.use(mcpClientRouter({ mcpClients: createMcpClientOverrides(context) }));
 */
export function mcpClientRouter(services: { mcpClients: McpClientOverrides }): Router {
  const router = Router();
  const slugOf = (value: unknown) => (typeof value === "string" ? value : "");

  router.get("/plugins/:slug/mcp-client", async (request, response) => {
    const body: McpClientOverride = await services.mcpClients.get(developerOf(response.locals).id, slugOf(request.params.slug));
    response.set("Cache-Control", "no-store").json(body);
  });

  router.put("/plugins/:slug/mcp-client", async (request, response) => {
    const input = parseInput(PutMcpClientRequestSchema, request.body);
    const body: McpClientOverride = await services.mcpClients.put(developerOf(response.locals).id, slugOf(request.params.slug), input);
    response.json(body);
  });

  router.delete("/plugins/:slug/mcp-client", async (request, response) => {
    const body: DeleteMcpClientResponse = await services.mcpClients.remove(developerOf(response.locals).id, slugOf(request.params.slug));
    response.json(body);
  });

  return router;
}
