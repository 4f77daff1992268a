import { Router } from "express";
import type { Database } from "../store/open-database.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "./error-handler.js";

/**
 * `GET /health`: 200 `{ status: "ok", database }` when the database answers, else 503
 * `service_unavailable` with `Retry-After`.
 */
export function healthRouter(database: Database): Router {
  const router = Router();
  router.get("/health", async (_request, response) => {
    try {
      await database.ping();
      response.json({ status: "ok", database: database.kind });
    } catch {
      response
        .status(503)
        .set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ status: "unavailable", error: "Database is not reachable", code: "service_unavailable" });
    }
  });
  return router;
}
