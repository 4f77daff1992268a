import { Router } from "express";
import type { Database } from "../../store/open-database.js";

/** `GET /health`: 200 `{ status: "ok", database }` when the database answers, else 503. */
export function healthRouter(database: Database): Router {
  const router = Router();
  router.get("/health", async (_request, response) => {
    try {
      await database.ping();
      response.json({ status: "ok", database: database.kind });
    } catch {
      response.status(503).json({ status: "unavailable", error: "Database is not reachable", code: "internal" });
    }
  });
  return router;
}
