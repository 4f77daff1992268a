import {
  CreateMcpLinkRequestSchema,
  CreateMcpLinkResponseSchema,
  DeleteMcpLinkResponseSchema,
  ListMcpLinksQuerySchema,
  ListMcpLinksResponseSchema,
  type CreateMcpLinkResponse,
  type DeleteMcpLinkResponse,
  type ListMcpLinksResponse,
} from "@plugboard/core";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/**
 * `POST /api/v1/mcp/links` (a per-user MCP endpoint URL, shown once), `GET /api/v1/mcp/links` (never the
 * URL) and `DELETE /api/v1/mcp/links/{id}` (the URL answers 401 from then on, on every instance).
 */
export const MCP_LINKS_ROUTES = v1RoutesUsing(["mcpLinks"], (v1Route) => [
  v1Route({
    method: "post",
    path: "/api/v1/mcp/links",
    operationId: "createMcpLink",
    summary: "Create an MCP endpoint URL for one end-user",
    tag: "MCP server",
    auth: "apiKey",
    body: CreateMcpLinkRequestSchema,
    responses: {
      201: { description: "The link and, this once, its URL (`${BASE_URL}/mcp/<token>`)", schema: CreateMcpLinkResponseSchema },
      400: invalid,
      401: unauthorized,
    },
    handle: ({ deps, body, request, response }): Promise<CreateMcpLinkResponse> => deps.services.mcpLinks.create(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/mcp/links",
    operationId: "listMcpLinks",
    summary: "List MCP links (without their URLs)",
    tag: "MCP server",
    auth: "apiKey",
    query: ListMcpLinksQuerySchema,
    responses: { 200: { description: "The developer's links, newest first", schema: ListMcpLinksResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<ListMcpLinksResponse> {
      return { links: await deps.services.mcpLinks.list(developerOf(response.locals).id, query) };
    },
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/mcp/links/{id}",
    operationId: "deleteMcpLink",
    summary: "Delete an MCP link",
    tag: "MCP server",
    auth: "apiKey",
    responses: { 200: { description: "Deleted", schema: DeleteMcpLinkResponseSchema }, 401: unauthorized, 404: failure("No MCP link with this id") },
    async handle({ deps, params, request, response }): Promise<DeleteMcpLinkResponse> {
      await deps.services.mcpLinks.delete(developerOf(response.locals).id, params.id!, apiKeyOrigin(request, response));
      return { deleted: true };
    },
  }),
]);
