import {
  ConnectionNeededErrorResponseSchema,
  ErrorResponseSchema,
  ExecuteToolRequestSchema,
  ExecuteToolResponseSchema,
  ListToolsQuerySchema,
  ListToolsResponseSchema,
  type ListToolsResponse,
} from "@plugboard/core";
import * as z from "zod";
import { reply } from "../route.js";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized, v1Route } from "./v1-route.js";

/** `GET /api/v1/tools` and `POST /api/v1/tools/execute` (the hot path: its table comes first). */
export const TOOLS_ROUTES = [
  v1Route({
    method: "post",
    path: "/api/v1/tools/execute",
    operationId: "executeTool",
    summary: "Execute a tool for an end-user",
    tag: "Tools",
    auth: "apiKey",
    body: ExecuteToolRequestSchema,
    responses: {
      200: { description: "The external API answered with a success status", schema: ExecuteToolResponseSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No tool with this slug in an approved plugin"),
      409: {
        description:
          "`connection_required` / `reauthorization_required`: the end-user has no connection to the plugin, or it must be authorized again — `connectUrl` is the hosted connect page to hand to them, `connectionRequestId` follows its outcome; `conflict`: the slug is in several plugins and `plugin` is missing",
        schema: z.union([ConnectionNeededErrorResponseSchema, ErrorResponseSchema]),
      },
      429: failure("`rate_limited`: too many executions in flight for this developer or upstream origin; retry after `Retry-After` seconds"),
      502: { description: "The external API call failed", schema: ExecuteToolResponseSchema },
    },
    async handle({ deps, body, response }) {
      const result = await deps.services.execution.execute(developerOf(response.locals).id, body);
      return reply(result.httpStatus, result.body);
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/tools",
    operationId: "listTools",
    summary: "List enabled tools of approved plugins",
    tag: "Tools",
    auth: "apiKey",
    query: ListToolsQuerySchema,
    responses: { 200: { description: "Tools", schema: ListToolsResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<ListToolsResponse> {
      return { tools: await deps.services.tools.list(developerOf(response.locals).id, query) };
    },
  }),
];
