import { createServer } from "node:http";
import { parseArgs } from "node:util";
import express from "express";
import { createPlugboard, plugboardInternals, type PlugboardRouter } from "../create-plugboard.js";
import { createLogger } from "../logging/logger.js";
import { loadSettings, type ServerSettings } from "../settings/load-settings.js";
import { applyMigrations } from "../store/apply-migrations.js";
import { openDatabase } from "../store/open-database.js";
import { acquireEmbeddedLock } from "./embedded-lock.js";
import { IMPORT_USAGE, importPluginCommand } from "./import-plugin-command.js";

const USAGE = `Usage: plugboard <command>

  serve                                       apply pending migrations, then serve
  migrate                                     apply pending migrations and exit
  developers create --email E [--admin]       create (or find) a developer
  keys create --email E [--name N]            create an API key for that developer
  plugins review SLUG --status S [--notes T]  S: approved | declined | revision_requested
  ${IMPORT_USAGE}
                                              import an OpenAPI document as that developer's submission
  encryption rotate [--batch-size N]          re-encrypt every stored secret under ENCRYPTION_KEY`;

/** Output of the command line (injected in tests). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(line + "\n"),
  err: (line) => process.stderr.write(line + "\n"),
};

class UsageError extends Error {}

function lockIfEmbedded(settings: ServerSettings): () => void {
  return settings.database.url ? () => undefined : acquireEmbeddedLock(settings.dataDir);
}

/** Opens the service without HTTP for one command, runs `work`, and closes it. */
async function withPlugboard<T>(settings: ServerSettings, work: (plugboard: PlugboardRouter) => Promise<T>): Promise<T> {
  const release = lockIfEmbedded(settings);
  // One-off commands record webhook events but leave sending them to `plugboard serve`.
  const plugboard = createPlugboard({
    ...settings,
    logger: createLogger({ level: "warn", write: (line) => process.stderr.write(line + "\n") }),
    webhooks: { ...settings.webhooks, deliver: false },
  });
  try {
    return await work(plugboard);
  } finally {
    await plugboard.close();
    release();
  }
}

/** {@link withPlugboard} for a command that needs the services. */
async function withServices<T>(settings: ServerSettings, work: (services: Awaited<ReturnType<typeof plugboardInternals>>["services"]) => Promise<T>): Promise<T> {
  return withPlugboard(settings, async (plugboard) => work((await plugboardInternals(plugboard)).services));
}

/** `encryption rotate`: prints the report as JSON; a stop (SIGINT/SIGTERM) or an undecryptable value is an error. */
async function rotateEncryptionCommand(settings: ServerSettings, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({ args, options: { "batch-size": { type: "string" } }, strict: true });
  const batchSize = values["batch-size"] === undefined ? 100 : Number(values["batch-size"]);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new UsageError("--batch-size must be a positive whole number");
  const stop = new AbortController();
  const abort = () => stop.abort();
  process.once("SIGINT", abort);
  process.once("SIGTERM", abort);
  let report;
  try {
    report = await withPlugboard(settings, (plugboard) => plugboard.admin.rotateEncryption({ batchSize, signal: stop.signal }));
  } finally {
    process.off("SIGINT", abort);
    process.off("SIGTERM", abort);
  }
  io.out(JSON.stringify(report));
  if (report.total.failed > 0) {
    throw new Error(
      `${report.total.failed} encrypted value(s) could not be decrypted with ENCRYPTION_KEY or PREVIOUS_ENCRYPTION_KEYS (see "failures"); ` +
        "add the key they were written with to PREVIOUS_ENCRYPTION_KEYS and run again, and keep the previous keys until then",
    );
  }
  if (!report.complete) throw new Error("rotation stopped before the end; run `plugboard encryption rotate` again to finish");
}

async function serve(settings: ServerSettings, io: CliIo): Promise<void> {
  const release = lockIfEmbedded(settings);
  const logger = createLogger({ level: settings.logLevel ?? "info" });
  const plugboard = createPlugboard({ ...settings, logger });
  let context;
  try {
    context = await plugboardInternals(plugboard);
  } catch (error) {
    release();
    throw error;
  }
  const { services } = context;
  let banner: string | undefined;
  if (settings.bootstrap) {
    const developer = await services.developers.ensure({ email: settings.bootstrap.adminEmail, admin: true });
    if (settings.bootstrap.apiKey) {
      const existing = await services.apiKeys.resolve(settings.bootstrap.apiKey);
      if (!existing) await services.apiKeys.create({ developerId: developer.id, name: "bootstrap", key: settings.bootstrap.apiKey });
    }
  } else if (!settings.production && (await services.developers.count()) === 0) {
    const developer = await services.developers.ensure({ email: "admin@localhost", admin: true });
    const key = await services.apiKeys.create({ developerId: developer.id, name: "first start" });
    banner = [
      "",
      `Plugboard is running at ${settings.baseUrl}`,
      `Admin API key (shown once, keep it): ${key.key}`,
      `Try: curl -H "Authorization: Bearer ${key.key}" ${settings.baseUrl}/api/v1/plugins`,
      "",
    ].join("\n");
  }
  const app = express();
  app.disable("x-powered-by");
  app.use(plugboard);
  const server = createServer(app);
  let stopping = false;
  // While stopping, a keep-alive connection closes as soon as its last response is sent.
  server.on("request", (_request, response) => {
    response.once("finish", () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.port;
  logger.info("plugboard listening", { url: settings.baseUrl, host: settings.host, port, database: context.database.kind });
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
      await plugboard.close();
    } catch (error) {
      code = 1;
      logger.error("plugboard did not stop cleanly", { errorMessage: error instanceof Error ? error.message : String(error) });
    }
    release();
    logger.info("plugboard stopped");
    process.exit(code);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/**
 * Runs the `plugboard` command line (CONTRACT.md's table). Resolves to the exit status; a failure is
 * one clear line on stderr.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2));
 */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = defaultIo): Promise<number> {
  try {
    const [command, sub, ...rest] = argv;
    if (!command || command === "help" || command === "--help" || command === "-h") {
      io.out(USAGE);
      return command ? 0 : 1;
    }
    const settings = loadSettings(env);
    switch (command) {
      case "serve":
        await serve(settings, io);
        return 0;
      case "migrate": {
        const release = lockIfEmbedded(settings);
        const database = await openDatabase(settings.database);
        try {
          const applied = await applyMigrations(database);
          for (const name of applied) io.out(name);
          if (applied.length === 0) io.out("No pending migrations");
        } finally {
          await database.close();
          release();
        }
        return 0;
      }
      case "developers": {
        if (sub !== "create") throw new UsageError(`unknown command "developers ${sub ?? ""}"; try: developers create --email E [--admin]`);
        const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, admin: { type: "boolean" } }, strict: true });
        if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new UsageError("--email must be an e-mail address");
        const developer = await withServices(settings, (services) => services.developers.ensure({ email: values.email!, admin: values.admin ?? false }));
        io.out(JSON.stringify(developer));
        return 0;
      }
      case "keys": {
        if (sub !== "create") throw new UsageError(`unknown command "keys ${sub ?? ""}"; try: keys create --email E [--name N]`);
        const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, name: { type: "string" } }, strict: true });
        if (!values.email) throw new UsageError("--email is required");
        const key = await withServices(settings, async (services) => {
          const developer = await services.developers.findByEmail(values.email!);
          if (!developer) throw new UsageError(`no developer with e-mail ${values.email}; create one with: plugboard developers create --email ${values.email}`);
          return services.apiKeys.create({ developerId: developer.id, name: values.name ?? "cli" });
        });
        io.out(key.key);
        return 0;
      }
      case "plugins": {
        if (sub === "import") {
          await importPluginCommand(rest, io, (work) => withServices(settings, work));
          return 0;
        }
        if (sub !== "review") throw new UsageError(`unknown command "plugins ${sub ?? ""}"; try: plugins review SLUG --status approved, or ${IMPORT_USAGE}`);
        const { values, positionals } = parseArgs({
          args: rest,
          options: { status: { type: "string" }, notes: { type: "string" } },
          allowPositionals: true,
          strict: true,
        });
        const slug = positionals[0];
        if (!slug) throw new UsageError("the plugin slug is required: plugins review SLUG --status approved");
        const status = values.status;
        if (status !== "approved" && status !== "declined" && status !== "revision_requested") {
          throw new UsageError("--status must be approved, declined or revision_requested");
        }
        const result = await withServices(settings, (services) =>
          services.review.review({ slug }, status, { adminNotes: values.notes ?? null, force: true }),
        );
        io.out(JSON.stringify({ id: result.id, slug: result.slug, reviewStatus: result.reviewStatus }));
        return 0;
      }
      case "encryption": {
        if (sub !== "rotate") throw new UsageError(`unknown command "encryption ${sub ?? ""}"; try: encryption rotate`);
        await rotateEncryptionCommand(settings, rest, io);
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${command}"\n${USAGE}`);
    }
  } catch (error) {
    io.err(`plugboard: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
