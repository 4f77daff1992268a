import { Router } from "express";
import type { HealthService } from "../../services/health/health-service.js";
import { DATABASE_RETRY_AFTER_SECONDS } from "../error-handler.js";

/**
 * `GET /health`: 200 `{ status: "ok", database }` when the database answers, else 503
 * `service_unavailable` with `Retry-After`.
 */
export function healthRouter(services: { health: HealthService }): Router {
  const router = Router();
  router.get("/health", async (_request, response) => {
    const report = await services.health.check();
    if (report.ok) response.json({ status: "ok", database: report.database });
    else {
      response
        .status(503)
        .set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .json({ status: "unavailable", error: "Database is not reachable", code: "service_unavailable" });
    }
  });
  return router;
}
