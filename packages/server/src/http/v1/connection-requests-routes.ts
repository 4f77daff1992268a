import { ConnectionRequestSchema, GetConnectionRequestQuerySchema, type ConnectionRequest } from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/**
 * `GET /api/v1/connections/requests/{id}`: the outcome of a connect link (initiate's
 * `connectionRequestId`, or the 409 of execute); `?waitSeconds=N` (1–30) holds the answer until the
 * status leaves `pending` or the time is up, and ends early when the client goes away. Another
 * developer's id is a 404.
 */
export const CONNECTION_REQUESTS_ROUTES = v1RoutesUsing(["requests"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/connections/requests/{id}",
    operationId: "getConnectionRequest",
    summary: "Read (or wait for) the outcome of a connect link",
    description:
      "The id comes from initiate (`connectionRequestId`) or from the 409 of execute. With `waitSeconds` (1–30) the answer is held until the status leaves `pending` or the time is up; any server instance wakes it.",
    tag: "Connections",
    auth: "apiKey",
    query: GetConnectionRequestQuerySchema,
    cacheControl: "no-store",
    responses: {
      200: { description: "The request: pending, connected (with connectionId), failed (with error) or expired", schema: ConnectionRequestSchema },
      400: invalid,
      401: unauthorized,
      404: failure("No connection request with this id for this developer"),
    },
    handle({ deps, params, query, response }): Promise<ConnectionRequest> {
      const gone = new AbortController();
      response.on("close", () => gone.abort());
      return deps.services.requests.get(developerOf(response.locals).id, params.id!, { waitSeconds: query.waitSeconds, signal: gone.signal });
    },
  }),
]);
