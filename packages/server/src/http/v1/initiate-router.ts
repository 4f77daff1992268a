import { InitiateConnectionRequestSchema, type InitiateConnectionResponse } from "@plugboard/core";
import { Router, type Request } from "express";
import type { InitiateService } from "../../services/oauth/initiate-service.js";
import type { ReturnUrlHeaders } from "../../services/oauth/resolve-return-url.js";
import { developerOf } from "./authenticate-api-key.js";
import { parseInput } from "../parse-input.js";

/** The headers a return URL may fall back to (CONTRACT.md order), read from a request. */
export function returnUrlHeadersOf(request: Request): ReturnUrlHeaders {
  return {
    "x-svc-redirect-url": request.get("x-svc-redirect-url"),
    "x-return-url": request.get("x-return-url"),
    referer: request.get("referer"),
    origin: request.get("origin"),
  };
}

/**
 * `POST /connections/initiate` (mounted under `/api/v1`, behind API-key authentication): validates the
 * body with core's `InitiateConnectionRequestSchema` and answers `{ connectUrl, redirectUrl }` — a
 * provider authorization URL, an MCP authorization URL or a hosted connect page URL (SPEC.md routing table).
 */
export function initiateRouter(services: { initiate: InitiateService }): Router {
  const router = Router();
  router.post("/connections/initiate", async (request, response) => {
    const developer = developerOf(response.locals);
    const input = parseInput(InitiateConnectionRequestSchema, request.body);
    const body: InitiateConnectionResponse = await services.initiate.initiate(developer.id, input, returnUrlHeadersOf(request));
    response.set("Cache-Control", "no-store").json(body);
  });
  return router;
}
