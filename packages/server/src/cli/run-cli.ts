import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createPlugboard } from "../create-plugboard.js";
import { createLogger } from "../logging/logger.js";
import { loadSettings, resolveDataDir, type ServerSettings } from "../settings/load-settings.js";
import { applyMigrations } from "../store/apply-migrations.js";
import { openDatabase, type Database } from "../store/open-database.js";
import { runAdminCommand, type AdminCommand, type AdminCommandResult } from "./admin-command.js";
import { readRunningServer, type ControlFile } from "./control-channel.js";
import { acquireEmbeddedLock, embeddedLockHolder } from "./embedded-lock.js";
import { IMPORT_USAGE, parseImportCommand } from "./import-plugin-command.js";
import { parseProvidersInstallCommand, PROVIDERS_USAGE, runProvidersReadCommand } from "./providers-command.js";
import { sendToRunningServer } from "./send-to-running-server.js";
import { runTriggersCommand, TRIGGERS_USAGE } from "./triggers-command.js";
import { serve } from "./serve.js";

const USAGE = `Usage: plugboard <command>

  serve                                       apply pending migrations, then serve
  migrate                                     apply pending migrations and exit
  developers create --email E [--admin]       create (or find) a developer
  keys create --email E [--name N]            create an API key for that developer
  plugins review SLUG --status S [--notes T]  S: approved | declined | revision_requested
  ${IMPORT_USAGE}
                                              import an OpenAPI document as that developer's submission
  ${PROVIDERS_USAGE}
  encryption rotate [--batch-size N]          re-encrypt every stored secret under ENCRYPTION_KEY
  ${TRIGGERS_USAGE}

On the embedded database (DATA_DIR) the commands work while \`plugboard serve\` runs: they go through it.`;

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

/** Parses the arguments of a data-changing command (everything but `serve` and `help`). */
function parseCommand(command: string, sub: string | undefined, rest: string[]): AdminCommand {
  switch (command) {
    case "migrate":
      return { name: "migrate" };
    case "developers": {
      if (sub !== "create") throw new UsageError(`unknown command "developers ${sub ?? ""}"; try: developers create --email E [--admin]`);
      const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, admin: { type: "boolean" } }, strict: true });
      if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new UsageError("--email must be an e-mail address");
      return { name: "developers.create", email: values.email, admin: values.admin ?? false };
    }
    case "keys": {
      if (sub !== "create") throw new UsageError(`unknown command "keys ${sub ?? ""}"; try: keys create --email E [--name N]`);
      const { values } = parseArgs({ args: rest, options: { email: { type: "string" }, name: { type: "string" } }, strict: true });
      if (!values.email) throw new UsageError("--email is required");
      return { name: "keys.create", email: values.email, keyName: values.name ?? "cli" };
    }
    case "plugins": {
      if (sub !== "review") throw new UsageError(`unknown command "plugins ${sub ?? ""}"; try: plugins review SLUG --status approved`);
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
      return { name: "plugins.review", slug, status, ...(values.notes !== undefined ? { notes: values.notes } : {}) };
    }
    case "encryption": {
      if (sub !== "rotate") throw new UsageError(`unknown command "encryption ${sub ?? ""}"; try: encryption rotate`);
      const { values } = parseArgs({ args: rest, options: { "batch-size": { type: "string" } }, strict: true });
      const batchSize = values["batch-size"] === undefined ? 100 : Number(values["batch-size"]);
      if (!Number.isInteger(batchSize) || batchSize < 1) throw new UsageError("--batch-size must be a positive whole number");
      return { name: "encryption.rotate", batchSize };
    }
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

/** The `plugboard serve` holding this embedded database, when it opened the control channel. */
function runningServe(settings: ServerSettings): ControlFile | undefined {
  if (settings.database.url) return undefined;
  const holder = embeddedLockHolder(settings.dataDir);
  if (holder === undefined) return undefined;
  const control = readRunningServer(settings.dataDir);
  return control?.pid === holder ? control : undefined;
}

function noDatabase(where: string): Error {
  return new Error(
    `no Plugboard database ${where}; run the command with the DATA_DIR (or DATABASE_URL) of your \`plugboard serve\`, or create one with \`plugboard migrate\``,
  );
}

/** Opens the database of `settings` when it already holds Plugboard's tables; never creates one. */
async function openExistingDatabase(settings: ServerSettings): Promise<Database> {
  const database = await openDatabase(settings.database);
  try {
    const [row] = await database.query<{ found: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS found`);
    if (!row?.found) throw noDatabase(settings.database.url?.startsWith("memory:") ? "in DATABASE_URL=memory:// (a throw-away database)" : "in DATABASE_URL");
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Runs `command` in this process: takes the embedded lock, opens the database, runs, closes. */
async function runHere(settings: ServerSettings, command: AdminCommand, signal: AbortSignal): Promise<AdminCommandResult> {
  const release = settings.database.url ? () => undefined : acquireEmbeddedLock(settings.dataDir);
  try {
    const database = command.name === "migrate" ? await openDatabase(settings.database) : await openExistingDatabase(settings);
    const logger = createLogger({ level: "warn", write: (line) => process.stderr.write(line + "\n") });
    // One-off commands record webhook events but leave sending them to `plugboard serve`.
    const plugboard = createPlugboard({ ...settings, database, logger, migrate: command.name !== "migrate", webhooks: { ...settings.webhooks, deliver: false } });
    try {
      return await runAdminCommand({ admin: plugboard.admin, migrate: () => applyMigrations(database) }, command, { signal });
    } finally {
      await plugboard.close();
      await database.close();
    }
  } finally {
    release();
  }
}

/** Runs a data-changing command through the running `serve` when it holds the embedded database, else here. */
async function runCommand(env: NodeJS.ProcessEnv, command: AdminCommand, io: CliIo): Promise<void> {
  // Before loadSettings, which would create DATA_DIR and its encryption key.
  if (command.name !== "migrate" && !env.DATABASE_URL) {
    const dataDir = resolveDataDir(env);
    if (!existsSync(join(dataDir, "db", "PG_VERSION"))) throw noDatabase(`in ${dataDir} (DATA_DIR)`);
  }
  const settings = loadSettings(env);
  // Ctrl-C stops a rotation between batches (here, or in the serve it was sent to).
  const stop = new AbortController();
  const abort = () => stop.abort();
  process.once("SIGINT", abort);
  process.once("SIGTERM", abort);
  let result: AdminCommandResult;
  try {
    const control = runningServe(settings);
    result = control
      ? await sendToRunningServer(control, command, settings, { signal: stop.signal })
      : await runHere(settings, command, stop.signal);
  } finally {
    process.off("SIGINT", abort);
    process.off("SIGTERM", abort);
  }
  for (const line of result.out) io.out(line);
  if (result.error) throw new Error(result.error);
}

/**
 * Runs the `plugboard` command line. Resolves to the exit status; a failure is one clear line on
 * stderr.
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
    if (command === "serve") {
      await serve(loadSettings(env), io);
      return 0;
    }
    if (command === "providers" && (sub === "list" || sub === "show")) {
      // The catalog ships with the server: reading it needs no database.
      for (const line of await runProvidersReadCommand(sub, rest)) io.out(line);
      return 0;
    }
    if (command === "triggers") {
      const stop = new AbortController();
      const abort = () => stop.abort();
      process.once("SIGINT", abort);
      try {
        await runTriggersCommand(sub, rest, { env, out: (line) => io.out(line), signal: stop.signal });
      } finally {
        process.off("SIGINT", abort);
      }
      return 0;
    }
    if (command === "providers" && sub !== "install") throw new UsageError(`unknown command "providers ${sub ?? ""}"; try: providers list, providers show ID, providers install ID --email E`);
    const parsed =
      command === "plugins" && sub === "import" ? await parseImportCommand(rest) : command === "providers" ? parseProvidersInstallCommand(rest, env) : parseCommand(command, sub, rest);
    await runCommand(env, parsed, io);
    return 0;
  } catch (error) {
    io.err(`plugboard: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
