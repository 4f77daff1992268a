import { ListPluginsQuerySchema, type ListPluginsResponse } from "@plugboard/core";
import { Router } from "express";
import type { Services } from "../../compose.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/**
 * `GET /plugins`: the catalog of active, approved plugins by slug. Query `userId` adds `connected`,
 * `connectedFirst=true` (with `userId`) lists connected plugins first, `limit` (1–100; above 100 is
 * refused with 400) pages with the opaque `cursor` of the previous page.
 */
export function pluginsRouter(services: Services): Router {
  const router = Router();

  router.get("/plugins", async (request, response) => {
    const developer = developerOf(response.locals);
    const query = parseInput(ListPluginsQuerySchema, request.query);
    const body: ListPluginsResponse = await services.plugins.list(developer.id, query);
    response.json(body);
  });

  return router;
}
