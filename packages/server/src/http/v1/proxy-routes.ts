import { ApprovalRequiredResponseSchema, ConnectionNeededErrorResponseSchema, ErrorResponseSchema, ExecuteToolResponseSchema, ProxyRequestSchema } from "@plugboard/core";
import * as z from "zod";
import { reply } from "../route.js";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** `POST /api/v1/proxy`: an authenticated call to a path of a plugin's API that no tool covers. */
export const PROXY_ROUTES = v1RoutesUsing(["execution"], (v1Route) => [
  v1Route({
    method: "post",
    path: "/api/v1/proxy",
    operationId: "proxyRequest",
    summary: "Call a path of a plugin's API with an end-user's credentials",
    description:
      "Sends `method` to the plugin's base URL plus `path` (with `query`, `headers` and a JSON `body`), the end-user's credentials injected as for a tool: connection lookup, token refresh, limits, response bounds and an execution log row under the tool name `(proxy)`. Only for plugins whose author set `allowProxy`. The path can never leave the base URL (also once decoded again: `..;`, `%252e%252e`), headers that carry authentication, rewrite the path or method or claim a client address cannot be set, and the body is nested at most 64 levels (400 naming why). A tool's non-allow policy also holds for a call reaching its method and path (403).",
    tag: "Tools",
    auth: "apiKey",
    body: ProxyRequestSchema,
    responses: {
      200: { description: "The external API answered with a success status", schema: ExecuteToolResponseSchema },
      202: { description: "A `require_approval` policy on the plugin holds the call (tool `(proxy)`); nothing was sent", schema: ApprovalRequiredResponseSchema },
      400: invalid,
      401: unauthorized,
      403: failure(
        "The plugin's author has not set `allowProxy`, a policy denies the call, or the call reaches the endpoint of a tool whose policy denies it or requires approval (call that tool through execute; `policyId`, `tool`)",
      ),
      404: failure("No approved plugin with this slug"),
      409: {
        description: "`connection_required` / `reauthorization_required`, with the user's `connectUrl`; `conflict` when the connection lacks a value its base URL needs",
        schema: z.union([ConnectionNeededErrorResponseSchema, ErrorResponseSchema]),
      },
      429: failure("`rate_limited`: too many executions in flight; retry after `Retry-After` seconds"),
      502: { description: "The external API call failed", schema: ExecuteToolResponseSchema },
    },
    async handle({ deps, body, response }) {
      const result = await deps.services.execution.proxy(developerOf(response.locals).id, body);
      return reply(result.httpStatus, result.body);
    },
  }),
]);
