import type { Database } from "../../store/open-database.js";

/** What `GET /health` answers. */
export type HealthReport = { ok: true; database: Database["kind"] } | { ok: false };

/**
 * Liveness of one instance: healthy when its database answers a trivial query.
 *
 * @example
 * const report = await createHealthService({ database }).check(); // { ok: true, database: "pglite" }
 */
export function createHealthService(deps: { database: Database }) {
  return {
    /** Pings the database; never throws. */
    async check(): Promise<HealthReport> {
      try {
        await deps.database.ping();
        return { ok: true, database: deps.database.kind };
      } catch {
        return { ok: false };
      }
    },
  };
}

/** The health service's interface. */
export type HealthService = ReturnType<typeof createHealthService>;
