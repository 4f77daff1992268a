import { createCipher, createStateSigner } from "@plugboard/core/crypto";
import express, { Router, type RequestHandler } from "express";
import type { PlugboardContext } from "./context.js";
import { apiV1Router } from "./http/api-v1-router.js";
import { cors } from "./http/cors.js";
import { errorHandler, notFound } from "./http/error-handler.js";
import { healthRouter } from "./http/health-router.js";
import { securityHeaders } from "./http/security-headers.js";
import { createLogger } from "./logging/logger.js";
import { createServices, type Services } from "./services/create-services.js";
import type { PlugboardOptions } from "./settings/plugboard-options.js";
import { applyMigrations } from "./store/apply-migrations.js";
import { openDatabase, type Database } from "./store/open-database.js";

/** The router `createPlugboard` returns: mount it on an Express app; await `ready` before listening. */
export interface PlugboardRouter extends Router {
  /** Resolves once the database is open and migrated; rejects with the reason it could not start. */
  ready: Promise<PlugboardContext & { services: Services }>;
  /** Closes the database (when Plugboard opened it) and stops background work. */
  close(): Promise<void>;
}

function isDatabase(value: PlugboardOptions["database"]): value is Database {
  return typeof value === "object" && value !== null && "prisma" in value;
}

/**
 * Creates the Plugboard service as an Express router that an existing app can mount at its root.
 * The database is opened (and migrated) in the background; requests wait for it.
 *
 * @example
 * const app = express();
 * const plugboard = createPlugboard({ baseUrl: "http://localhost:3000", encryptionKey, database: { url: "memory://" } });
 * app.use(plugboard);
 * await plugboard.ready;
 * app.listen(3000);
 */
export function createPlugboard(options: PlugboardOptions): PlugboardRouter {
  const logger = options.logger ?? createLogger({ level: options.logLevel ?? "info" });
  const production = options.production ?? false;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const ownsDatabase = !isDatabase(options.database);
  let inner: Router | undefined;
  let database: Database | undefined;
  const closers: Array<() => Promise<void> | void> = [];

  const ready = (async () => {
    const cipher = createCipher({ key: options.encryptionKey, previousKeys: options.previousEncryptionKeys ?? [] });
    const states = createStateSigner({ key: options.encryptionKey });
    database = isDatabase(options.database) ? options.database : await openDatabase({ ...(options.database ?? { url: "memory://" }) });
    if (options.migrate !== false) {
      const applied = await applyMigrations(database);
      if (applied.length > 0) logger.info("migrations applied", { migrations: applied });
    }
    const context: PlugboardContext = {
      baseUrl,
      redirectUri: `${baseUrl}/api/v1/oauth/callback`,
      production,
      logger,
      database,
      prisma: database.prisma,
      cipher,
      states,
      encryptionKey: options.encryptionKey,
      toolTimeoutMs: options.toolTimeoutMs ?? 30_000,
      allowPrivateNetwork: options.allowPrivateNetwork ?? false,
      fetch: options.fetch ?? globalThis.fetch,
      adminEmails: (options.adminEmails ?? []).map((email) => email.toLowerCase()),
      ...(options.oidc ? { oidc: options.oidc } : {}),
    };
    const services = createServices(context);
    closers.push(() => services.bus.close(), () => services.execution.close());
    await services.bus.ready;
    inner = buildRoutes(context, services);
    return { ...context, services };
  })();
  // Avoid an unhandled rejection when nobody awaits `ready`; requests still see the failure.
  ready.catch(() => undefined);

  const router = Router() as PlugboardRouter;
  router.use(securityHeaders());
  router.use(cors({ baseUrl }));
  const delegate: RequestHandler = (request, response, next) => {
    if (inner) return inner(request, response, next);
    ready.then(() => inner!(request, response, next), next);
  };
  router.use(delegate);
  router.use(errorHandler({ production, logger }));
  router.ready = ready;
  router.close = async () => {
    await ready.catch(() => undefined);
    for (const close of closers.reverse()) await close();
    if (ownsDatabase && database) await database.close();
  };

  function buildRoutes(context: PlugboardContext, services: Services): Router {
    const routes = Router();
    routes.use(healthRouter(context.database));
    routes.use(express.json({ limit: "1mb" }));
    routes.use("/api/v1", apiV1Router(services));
    routes.use(notFound());
    return routes;
  }

  return router;
}
