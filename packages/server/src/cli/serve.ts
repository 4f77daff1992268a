import { createServer } from "node:http";
import express from "express";
import { createPlugboard, plugboardInternals } from "../create-plugboard.js";
import { expressServerOptions } from "../http/express-server-options.js";
import { createLogger } from "../logging/logger.js";
import { startTelemetry } from "../infra/telemetry/start-telemetry.js";
import type { ServerSettings } from "../settings/load-settings.js";
import { applyMigrations } from "../store/apply-migrations.js";
import { startControlChannel } from "./control-channel.js";
import { acquireEmbeddedLock } from "./embedded-lock.js";

/** The e-mail of the admin developer the first start in development creates. */
export const FIRST_START_ADMIN_EMAIL = "admin@localhost";

/**
 * `plugboard serve`: applies pending migrations, serves on `HOST:PORT` until SIGTERM or SIGINT, and on
 * the first start in development prints the URL, the admin e-mail, a ready admin API key and a curl line —
 * as does the first start of a bootstrap admin given without a key (`PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL`
 * alone, e.g. a container's), in production too: that key is printed once, when it is created.
 * On the embedded database it also opens the command line's control channel, so `plugboard developers`,
 * `keys`, `plugins review`, `encryption rotate` and `migrate` work while it serves.
 */
export async function serve(settings: ServerSettings, io: { out(line: string): void }): Promise<void> {
  const embedded = !settings.database.url;
  const releaseLock = embedded ? acquireEmbeddedLock(settings.dataDir) : () => undefined;
  const logger = createLogger({ level: settings.logLevel ?? "info" });
  // OpenTelemetry, when the standard OTEL_* variables ask for it: started before anything is built.
  const telemetry = await startTelemetry({ env: process.env, logger });
  const plugboard = createPlugboard({ ...settings, logger });
  let context;
  try {
    context = await plugboardInternals(plugboard);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const { services } = context;
  let banner: string | undefined;
  if (settings.bootstrap) {
    const developer = await services.developers.ensure({ email: settings.bootstrap.adminEmail, admin: true });
    if (settings.bootstrap.apiKey) {
      const existing = await services.apiKeys.resolve(settings.bootstrap.apiKey);
      if (!existing) await services.apiKeys.create({ developerId: developer.id, name: "bootstrap", key: settings.bootstrap.apiKey });
    } else if ((await services.dashboardApiKeys.list(developer.id)).apiKeys.length === 0) {
      // An admin e-mail without a key (a container's first start): the key is made here and shown once.
      const key = await services.apiKeys.create({ developerId: developer.id, name: "first start" });
      banner = firstStartBanner(settings.baseUrl, developer.email, key.key);
    }
  } else if (!settings.production && (await services.developers.count()) === 0) {
    const developer = await services.developers.ensure({ email: FIRST_START_ADMIN_EMAIL, admin: true });
    const key = await services.apiKeys.create({ developerId: developer.id, name: "first start" });
    banner = firstStartBanner(settings.baseUrl, developer.email, key.key);
  }
  const closeControl = embedded
    ? await startControlChannel({
        dataDir: settings.dataDir,
        target: { admin: plugboard.admin, migrate: () => applyMigrations(context.database) },
        keys: { encryptionKey: settings.encryptionKey, previousEncryptionKeys: settings.previousEncryptionKeys },
        logger,
      })
    : async () => undefined;
  const release = async () => {
    await closeControl();
    releaseLock();
  };
  const app = express();
  app.disable("x-powered-by");
  app.use(plugboard);
  const server = createServer(expressServerOptions(app), app);
  let stopping = false;
  // While stopping, a keep-alive connection closes as soon as its last response is sent.
  server.on("request", (_request, response) => {
    response.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
  } catch (error) {
    await plugboard.close();
    await release();
    throw error;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  logger.info("plugboard listening", { url: settings.baseUrl, console: `${settings.baseUrl}/console/`, host: settings.host, port, database: context.database.kind });
  if (banner) io.out(banner);
  // SIGTERM/SIGINT: stop accepting, let requests in flight finish (up to the shutdown timeout), then
  // close Plugboard, which writes the buffered execution-log rows (waiting for the database as long again).
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = context.shutdownTimeoutMs;
    logger.info("plugboard stopping", { timeoutMs });
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([closed.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    clearTimeout(timer);
    if (!drained) {
      logger.warn("requests still in flight at shutdown; closing their connections", { timeoutMs });
      server.closeAllConnections();
      await closed;
    }
    let code = 0;
    try {
      await closeControl();
      await plugboard.close();
      await telemetry?.shutdown();
    } catch (error) {
      code = 1;
      logger.error("plugboard did not stop cleanly", { errorMessage: error instanceof Error ? error.message : String(error) });
    }
    releaseLock();
    logger.info("plugboard stopped");
    process.exit(code);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** What the first start prints once: where the service runs, its admin and the admin's new API key. */
function firstStartBanner(baseUrl: string, email: string, key: string): string {
  return [
    "",
    `Plugboard is running at ${baseUrl}`,
    `Admin developer: ${email} (for \`plugboard keys create --email ${email}\`)`,
    `Admin API key (shown once, keep it): ${key}`,
    `Try: curl -H "Authorization: Bearer ${key}" ${baseUrl}/api/v1/plugins`,
    `Console: ${baseUrl}/console/ (sign in with the key above)`,
    `API reference: ${baseUrl}/api/v1/docs`,
    "",
  ].join("\n");
}
