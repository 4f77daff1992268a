import { CreateMcpLinkRequestSchema, ListMcpLinksQuerySchema } from "@plugboard/core";
import { Router } from "express";
import type { McpLinkService } from "../services/mcp-links/mcp-link-service.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "./parse-input.js";

/** `POST /api/v1/mcp/links`, `GET /api/v1/mcp/links`, `DELETE /api/v1/mcp/links/{id}`. */
export function mcpLinksRouter(links: McpLinkService): Router {
  const router = Router();
  router.post("/mcp/links", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(CreateMcpLinkRequestSchema, request.body);
    response.status(201).json(await links.create(developer.id, input));
  });
  router.get("/mcp/links", async (request, response) => {
    const developer = developerOf(response.locals);
    const query = parseInput(ListMcpLinksQuerySchema, request.query);
    response.json({ links: await links.list(developer.id, query) });
  });
  router.delete("/mcp/links/:id", async (request, response) => {
    const developer = developerOf(response.locals);
    await links.delete(developer.id, String(request.params.id));
    response.json({ deleted: true });
  });
  return router;
}
