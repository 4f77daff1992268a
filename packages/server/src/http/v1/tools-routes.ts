import {
  ApprovalRefusedErrorResponseSchema,
  ApprovalRequiredResponseSchema,
  ConnectionNeededErrorResponseSchema,
  ErrorResponseSchema,
  ExecuteToolRequestSchema,
  ExecuteToolResponseSchema,
  ListToolsQuerySchema,
  ListToolsResponseSchema,
  SearchToolsQuerySchema,
  SearchToolsResponseSchema,
  type SearchToolsResponse,
} from "@plugboard/core";
import * as z from "zod";
import { reply, replyJson } from "../route.js";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** `GET /api/v1/tools`, `GET /api/v1/tools/search` and `POST /api/v1/tools/execute` (the hot path: its table comes first). */
export const TOOLS_ROUTES = v1RoutesUsing(["tools", "execution", "toolSearch"], (v1Route) => [
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
      202: {
        description:
          "A `require_approval` policy holds the call on this account and nothing was sent upstream: hand `approvalUrl` to the end-user from your backend, never to the agent whose call it checks (or decide with `POST /api/v1/approvals/{id}`), then make the same call again — it runs once",
        schema: ApprovalRequiredResponseSchema,
      },
      400: invalid,
      401: unauthorized,
      403: {
        description: "`forbidden`: a `deny` policy covers the call (`policyId` names it), or the approval of this exact call was denied or expired (`approvalStatus`)",
        schema: z.union([ApprovalRefusedErrorResponseSchema, ErrorResponseSchema]),
      },
      404: failure("No tool with this slug in an approved plugin"),
      409: {
        description:
          "`connection_required` / `reauthorization_required`: the end-user has no connection to the plugin, or it must be authorized again — `connectUrl` is the hosted connect page to hand to them, `connectionRequestId` follows its outcome; `conflict`: the slug is in several plugins and `plugin` is missing",
        schema: z.union([ConnectionNeededErrorResponseSchema, ErrorResponseSchema]),
      },
      413: failure("`payload_too_large`: the params of a call a `require_approval` policy holds are over 64 KB of JSON"),
      429: failure(
        "`rate_limited`: too many executions in flight for this developer or upstream origin, or (`limit`) the developer already has the most pending approvals Plugboard keeps; retry after `Retry-After` seconds",
      ),
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
    async handle({ deps, query, response }) {
      return replyJson(200, await deps.services.tools.listJson(developerOf(response.locals).id, query));
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/tools/search",
    operationId: "searchTools",
    summary: "Search tools by what they do",
    description:
      "Ranks enabled tools of approved plugins (manual tools and cached MCP tools) by relevance of `q`, a request in plain words, to each tool's name, slug, description and plugin. English words are stemmed and common verbs matched with their synonyms. With `userId`, each result says whether the user is connected to its plugin.",
    tag: "Tools",
    auth: "apiKey",
    query: SearchToolsQuerySchema,
    responses: { 200: { description: "Best match first", schema: SearchToolsResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<SearchToolsResponse> {
      return { tools: await deps.services.toolSearch.search(developerOf(response.locals).id, query) };
    },
  }),
]);
