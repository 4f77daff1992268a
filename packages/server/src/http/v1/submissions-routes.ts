import { CreateSubmissionRequestSchema, type CreateSubmissionResponse, type ListSubmissionsResponse } from "@plugboard/core";
import { Router } from "express";
import type { Services } from "../../compose.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/**
 * `GET /submissions` (the developer's own plugins, newest first) and `POST /submissions` (create a
 * plugin with inline tools and auth methods; 201 `{ id, slug, reviewStatus }`).
 */
export function submissionsRouter(services: Services): Router {
  const router = Router();

  router.get("/submissions", async (_request, response) => {
    const developer = developerOf(response.locals);
    const body: ListSubmissionsResponse = { plugins: await services.submissions.list(developer.id) };
    response.json(body);
  });

  router.post("/submissions", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(CreateSubmissionRequestSchema, request.body);
    const body: CreateSubmissionResponse = await services.submissions.create(developer.id, input);
    response.status(201).json(body);
  });

  return router;
}
