import { Router } from "express";
import type { HealthService } from "../../services/health/health-service.js";

/** `GET /health`: 200 `{ status: "ok", database }` when the database answers, else 503. */
export function healthRouter(services: { health: HealthService }): Router {
  const router = Router();
  router.get("/health", async (_request, response) => {
    const report = await services.health.check();
    if (report.ok) response.json({ status: "ok", database: report.database });
    else response.status(503).json({ status: "unavailable", error: "Database is not reachable", code: "internal" });
  });
  return router;
}
