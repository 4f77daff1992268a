import {
  CreateConnectionRequestSchema,
  DeleteConnectionRequestSchema,
  ListConnectionsQuerySchema,
  type CreateConnectionResponse,
  type DeleteConnectionResponse,
  type ListConnectionsResponse,
} from "@plugboard/core";
import { Router } from "express";
import type { Services } from "../../compose.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `POST /connections` (direct credentials, upsert; 200 `{ connected: true }`), `GET /connections?userId=`
 * (newest first) and `DELETE /connections` (JSON body `{ userId, plugin | connectionId }`; the same
 * members in the query string are accepted for clients that cannot send a DELETE body, the body wins).
 */
export function connectionsRouter(services: Services): Router {
  const router = Router();

  router.post("/connections", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(CreateConnectionRequestSchema, request.body);
    const body: CreateConnectionResponse = await services.connections.connect(developer.id, input);
    response.json(body);
  });

  router.get("/connections", async (request, response) => {
    const developer = developerOf(response.locals);
    const { userId } = parseInput(ListConnectionsQuerySchema, request.query);
    const body: ListConnectionsResponse = { connections: await services.connections.list(developer.id, userId) };
    response.json(body);
  });

  router.delete("/connections", async (request, response) => {
    const developer = developerOf(response.locals);
    const fromQuery = isObject(request.query) ? request.query : {};
    const fromBody = isObject(request.body) ? request.body : {};
    const input = parseInput(DeleteConnectionRequestSchema, { ...fromQuery, ...fromBody });
    const body: DeleteConnectionResponse = await services.connections.disconnect(developer.id, input);
    response.json(body);
  });

  return router;
}
