import { GetConnectionRequestQuerySchema, type ConnectionRequest } from "@plugboard/core";
import { Router } from "express";
import type { ConnectionRequestService } from "../../services/connection-requests/connection-request-service.js";
import { developerOf } from "../authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/**
 * `GET /connections/requests/:id` (under `/api/v1`): the state of a connection request;
 * `?waitSeconds=N` (1–30) holds the answer until the status leaves `pending` or the time is up (the
 * wait ends early when the client goes away). Another developer's id is a 404.
 */
export function connectionRequestsRouter(services: { requests: ConnectionRequestService }): Router {
  const router = Router();
  router.get("/connections/requests/:id", async (request, response) => {
    const developer = developerOf(response.locals);
    const { waitSeconds } = parseInput(GetConnectionRequestQuerySchema, request.query);
    const gone = new AbortController();
    response.on("close", () => gone.abort());
    const body: ConnectionRequest = await services.requests.get(developer.id, request.params.id, { waitSeconds, signal: gone.signal });
    response.set("Cache-Control", "no-store").json(body);
  });
  return router;
}
