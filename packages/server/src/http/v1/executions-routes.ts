import { ListExecutionsQuerySchema, ListExecutionsResponseSchema, type ListExecutionsResponse } from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** `GET /api/v1/executions`: the developer's execution history. */
export const EXECUTIONS_ROUTES = v1RoutesUsing(["executions"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/executions",
    operationId: "listExecutions",
    summary: "List executions, newest first",
    description:
      "The execution-log rows of the authenticated developer (never another developer's), newest first, filtered by `userId`, `plugin`, `tool`, `success`, `outcome` (`success`; `refused`: the upstream answered a 4xx; `upstream_error`: any other failure) and the time (`since` inclusive, `until` exclusive). " +
      "Pages hold `limit` rows (1–100, default 20); pass `nextCursor` as `cursor` for the next page. Rows are written in batches: " +
      "a row appears shortly (about 100 ms) after its execute answer, whose `executionId` is the row's `id`.",
    tag: "Executions",
    auth: "apiKey",
    query: ListExecutionsQuerySchema,
    responses: { 200: { description: "One page of executions", schema: ListExecutionsResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<ListExecutionsResponse> {
      return deps.services.executions.list(developerOf(response.locals).id, query);
    },
  }),
]);
