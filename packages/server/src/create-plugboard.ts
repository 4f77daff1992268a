import {
  ImportSubmissionRequestSchema,
  InstallProviderRequestSchema,
  type ImportSubmissionRequest,
  type ImportSubmissionResponse,
  type InstallProviderRequest,
  type InstallProviderResponse,
} from "@plugboard/core";
import { createCipher, createStateSigner } from "@plugboard/core/crypto";
import { Router, type RequestHandler } from "express";
import type { PlugboardContext } from "./context.js";
import { ServiceError } from "./errors/service-error.js";
import { cors } from "./http/cors.js";
import { inSequence } from "./http/in-sequence.js";
import { mountConsole } from "./http/console/mount-console.js";
import { DOCUMENTED_ROUTES, mountBodyReader, mountHttpRoutes } from "./http/mount-http-routes.js";
import { errorHandler } from "./http/error-handler.js";
import { parseInput } from "./http/parse-input.js";
import { requestLogger } from "./http/request-logger.js";
import { redactTokenPaths, TOKEN_PAGE_PATHS } from "./http/redact-token-paths.js";
import { securityHeaders } from "./http/security-headers.js";
import { createOutbound } from "./outbound/create-outbound.js";
import type { OutboundGuardOptions } from "./outbound/create-outbound-dispatcher.js";
import { authorizationPolicy } from "./outbound/outbound-policy.js";
import { createLogger } from "./logging/logger.js";
import { composeServices, type Services } from "./compose.js";
import { rotateEncryption, type EncryptionRotationReport, type RotateEncryptionOptions } from "./services/encryption/rotate-encryption.js";
import type { CreatePlugboardOptions } from "./settings/create-plugboard-options.js";
import { SETTING_DEFAULTS } from "./settings/setting-groups.js";
import { resolveClientMetadataUrl } from "./services/mcp-upstream/mcp-client-metadata.js";
import { applyMigrations } from "./store/apply-migrations.js";
import { sealMigratedCredentials } from "./services/credentials/credential-store.js";
import { openDatabase, type Database } from "./store/open-database.js";

/** The router `createPlugboard` returns: mount it on an Express app; await `ready` before listening. */
export interface PlugboardRouter extends Router {
  /** Resolves once the database is open and migrated; rejects with the reason it could not start. */
  ready: Promise<void>;
  /** Closes the database (when Plugboard opened it) and stops background work. */
  close(): Promise<void>;
  /** Operator tasks for an app that embeds Plugboard (the same as the `plugboard` command's). */
  admin: PlugboardAdmin;
}

/** Operator tasks of an embedded Plugboard. */
export interface PlugboardAdmin {
  /** Creates (or finds) a developer; `admin: true` gives it the admin role. */
  createDeveloper(input: { email: string; admin?: boolean }): Promise<{ id: string; email: string; role: "developer" | "admin" }>;
  /** Creates an API key for a developer and returns it in clear (the only time it is shown). */
  createApiKey(input: { email: string; name?: string }): Promise<{ id: string; key: string; prefix: string }>;
  /** Moves a plugin's review status (any transition, as an operator may). */
  reviewPlugin(input: { slug: string; status: "approved" | "declined" | "revision_requested"; notes?: string }): Promise<{ id: string; slug: string; reviewStatus: string }>;
  /**
   * Re-encrypts every stored secret under `encryptionKey`, reading with `previousEncryptionKeys`
   * (`plugboard encryption rotate`). Safe while this and other instances serve; idempotent, so run it
   * again after a stop or a crash. When the report says `failed: 0`, the previous keys can be removed.
   */
  rotateEncryption(options?: RotateEncryptionOptions): Promise<EncryptionRotationReport>;
  /**
   * Imports an OpenAPI document as a submission of the developer with `email`, exactly as
   * `POST /api/v1/submissions/import` does (`plugboard plugins import`).
   */
  importOpenApi(input: ImportSubmissionRequest & { email: string }): Promise<ImportSubmissionResponse>;
  /**
   * Installs catalog provider `provider` as a submission of the developer with `email`, exactly as
   * `POST /api/v1/providers/{id}/install` does (`plugboard providers install`).
   */
  installProvider(input: InstallProviderRequest & { email: string; provider: string }): Promise<InstallProviderResponse>;
}

/** The running service behind a router: its context, services and routes (for the CLI and tests, not public). */
export type PlugboardInternals = PlugboardContext & { services: Services; http: Router };

const internals = new WeakMap<Router, Promise<PlugboardInternals>>();

/** The context and services of a router made by `createPlugboard`, once it is ready. */
export function plugboardInternals(router: PlugboardRouter): Promise<PlugboardInternals> {
  const found = internals.get(router);
  if (!found) throw new Error("not a router made by createPlugboard");
  return found;
}

function isDatabase(value: CreatePlugboardOptions["database"]): value is Database {
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
export function createPlugboard(options: CreatePlugboardOptions): PlugboardRouter {
  const logger = options.logger ?? createLogger({ level: options.logLevel ?? SETTING_DEFAULTS.logLevel });
  const production = options.production ?? false;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const ownsDatabase = !isDatabase(options.database);
  const mcpClientMetadataUrl = resolveClientMetadataUrl(baseUrl, options.mcpClientMetadataUrl);
  // The one router a request crosses: security headers, request log, CORS and a wait for the services,
  // then (registered once they are ready) the routes, then the error mapping.
  const router = Router() as PlugboardRouter;
  let routesMounted = false;
  let database: Database | undefined;
  const closers: Array<() => Promise<void> | void> = [];

  // Until the routes are registered a request waits here; then it goes on to them (Express reads the
  // router's layers as it walks them). A failed start is an error for the first error handler below.
  const untilReady: RequestHandler = (_request, _response, next) => {
    if (routesMounted) return next();
    ready.then(() => next(), next);
  };
  // Paths whose token is a credential (the page routes, the route tables' token parameters): never logged.
  const redactPath = redactTokenPaths([...TOKEN_PAGE_PATHS, ...DOCUMENTED_ROUTES.map((route) => route.path)]);
  router.use(inSequence(securityHeaders(), requestLogger(logger, redactPath), cors({ baseUrl }), untilReady));
  // The error mapping, here for errors raised before the routes (a failed start), and again after them.
  const mapErrors = errorHandler({ production, logger, redactPath });
  router.use(mapErrors);

  const ready = (async () => {
    const cipher = createCipher({ key: options.encryptionKey, previousKeys: options.previousEncryptionKeys ?? [] });
    const states = createStateSigner({ key: options.encryptionKey });
    database = isDatabase(options.database)
      ? options.database
      : await openDatabase({ ...((options.database as { url?: string; dataDir?: string } | undefined) ?? { url: "memory://" }), logger });
    if (options.migrate !== false) {
      const applied = await applyMigrations(database);
      if (applied.length > 0) logger.info("migrations applied", { migrations: applied });
    }
    const guard: OutboundGuardOptions = {
      guardPrivateNetwork: production && !(options.allowPrivateNetwork ?? false),
      ...(options.testOnlyPublicAddresses ? { publicAddresses: options.testOnlyPublicAddresses } : {}),
      ...(options.testOnlyHostAddresses ? { hostAddresses: Object.fromEntries(Object.entries(options.testOnlyHostAddresses).map(([host, address]) => [host.toLowerCase(), address])) } : {}),
    };
    // Every outbound request goes through this module, under its caller's policy.
    const outbound = createOutbound({ guard, fetch: options.fetch, fastPath: options.outboundFastPath });
    // Runs last (closers run in reverse): after the MCP sessions that stream over its pools are closed.
    closers.push(() => outbound.close());
    const context: PlugboardContext = {
      baseUrl,
      redirectUri: `${baseUrl}/api/v1/oauth/callback`,
      mcpClientMetadataUrl,
      production,
      logger,
      database,
      prisma: database.prisma,
      cipher,
      states,
      encryptionKey: options.encryptionKey,
      toolTimeoutMs: options.toolTimeoutMs ?? SETTING_DEFAULTS.toolTimeoutMs,
      mcpSessionIdleMs: options.mcpSessionIdleMs ?? SETTING_DEFAULTS.mcpSessionIdleMs,
      concurrency: {
        perDeveloper: options.maxConcurrentPerDeveloper ?? SETTING_DEFAULTS.maxConcurrentPerDeveloper,
        perOrigin: options.maxConcurrentPerOrigin ?? SETTING_DEFAULTS.maxConcurrentPerOrigin,
      },
      executionLogBuffer: options.executionLogBuffer ?? SETTING_DEFAULTS.executionLogBuffer,
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? SETTING_DEFAULTS.shutdownTimeoutMs,
      allowPrivateNetwork: options.allowPrivateNetwork ?? false,
      fetch: outbound.fetch(authorizationPolicy()),
      outbound: {
        guard,
        maxResponseBytes: options.toolMaxResponseBytes ?? SETTING_DEFAULTS.toolMaxResponseBytes,
        http: outbound,
      },
      adminEmails: (options.adminEmails ?? []).map((email) => email.toLowerCase()),
      ...(options.oidc ? { oidc: options.oidc } : {}),
      ...(options.approvalTtlMs !== undefined ? { approvalTtlMs: options.approvalTtlMs } : {}),
      ...(options.auditRetentionDays !== undefined ? { auditRetentionDays: options.auditRetentionDays } : {}),
    };
    // MCP tokens the `credentials` migration moved without a key are sealed as one encrypted set.
    const sealed = await sealMigratedCredentials(database.prisma, cipher);
    if (sealed > 0) logger.info("migrated credentials sealed", { credentials: sealed });
    const services = composeServices(context, { webhooks: options.webhooks, triggers: options.triggers });
    closers.push(() => services.close());
    await services.bus.ready;
    services.webhookDispatcher.start();
    services.triggerPoller.start();
    mountBodyReader(router);
    if (options.console !== false) {
      mountConsole(router, {
        baseUrl,
        production,
        encryptionKey: options.encryptionKey,
        identity: services.dashboardIdentity,
        revocations: services.consoleSessions,
        idTokenSignIn: options.oidc !== undefined,
      });
    }
    mountHttpRoutes(router, services, { baseUrl: context.baseUrl, production: context.production });
    router.use(mapErrors);
    routesMounted = true;
    return { ...context, services, http: router as Router };
  })();
  // Avoid an unhandled rejection when nobody awaits `ready`; requests still see the failure.
  ready.catch(() => undefined);

  internals.set(router, ready);
  router.admin = {
    async createDeveloper(input) {
      const { services } = await ready;
      return services.developers.ensure({ email: input.email, admin: input.admin ?? false });
    },
    async createApiKey(input) {
      const { services } = await ready;
      const developer = await services.developers.findByEmail(input.email);
      if (!developer) throw new ServiceError("not_found", `No developer with e-mail ${input.email}`);
      const key = await services.apiKeys.create({ developerId: developer.id, name: input.name ?? "default" });
      return { id: key.id, key: key.key, prefix: key.prefix };
    },
    async reviewPlugin(input) {
      const { services } = await ready;
      const result = await services.review.review({ slug: input.slug }, input.status, { adminNotes: input.notes ?? null, force: true });
      return { id: result.id, slug: result.slug, reviewStatus: result.reviewStatus };
    },
    async importOpenApi({ email, ...request }) {
      const { services } = await ready;
      const developer = await services.developers.findByEmail(email);
      if (!developer) throw new ServiceError("not_found", `No developer with e-mail ${email}`);
      return services.submissions.importOpenApi(developer.id, parseInput(ImportSubmissionRequestSchema, request));
    },
    async installProvider({ email, provider, ...request }) {
      const { services } = await ready;
      const developer = await services.developers.findByEmail(email);
      if (!developer) throw new ServiceError("not_found", `No developer with e-mail ${email}`);
      return services.providers.install(developer.id, provider, parseInput(InstallProviderRequestSchema, request));
    },
    async rotateEncryption(rotateOptions) {
      const context = await ready;
      const report = await rotateEncryption(context, { ...rotateOptions, audit: context.services.audit });
      logger.info("encryption rotation finished", { complete: report.complete, ...report.total });
      return report;
    },
  };
  router.ready = ready.then(() => undefined);
  router.ready.catch(() => undefined);
  router.close = async () => {
    await ready.catch(() => undefined);
    for (const close of closers.reverse()) await close();
    if (ownsDatabase && database) await database.close();
  };

  return router;
}
