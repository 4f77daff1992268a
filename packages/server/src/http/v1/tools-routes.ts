import { ExecuteToolRequestSchema, ListToolsQuerySchema } from "@plugboard/core";
import { Router } from "express";
import type { Services } from "../../compose.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/** `GET /api/v1/tools` and `POST /api/v1/tools/execute`. */
export function toolsRouter(services: Services): Router {
  const router = Router();
  router.get("/tools", async (request, response) => {
    const developer = developerOf(response.locals);
    const query = parseInput(ListToolsQuerySchema, request.query);
    const tools = await services.tools.list(developer.id, query);
    response.json({ tools });
  });
  router.post("/tools/execute", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(ExecuteToolRequestSchema, request.body);
    const result = await services.execution.execute(developer.id, input);
    response.status(result.httpStatus).json(result.body);
  });
  return router;
}
