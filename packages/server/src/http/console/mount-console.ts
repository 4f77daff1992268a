import { consoleAssetsDir } from "@plugboard/console";
import type { Router } from "express";
import type { ConsoleSessionRevocations } from "../../services/console-sessions/console-session-revocations.js";
import type { DashboardIdentity } from "../../services/developers/create-dashboard-identity.js";
import { consoleRouter } from "./console-router.js";
import { consoleSessionAuth } from "./console-session-auth.js";
import { createConsoleSessionCodec } from "./console-session-codec.js";

/** What {@link mountConsole} needs. */
export interface MountConsoleOptions {
  baseUrl: string;
  production: boolean;
  encryptionKey: string;
  identity: Pick<DashboardIdentity, "identify">;
  /** Console sessions signed out (shared by every instance through the database). */
  revocations: ConsoleSessionRevocations;
  idTokenSignIn: boolean;
  /** The built console; default: the assets of `@plugboard/console`. */
  assetsDir?: string;
}

/**
 * Registers the web console on Plugboard's router: the page and its session API under `/console`,
 * and the session middleware that lets the console's cookie authenticate `/api/v1` and
 * `/api/dashboard` as the signed-in token would (CSRF token required on changes). Register it before
 * those routes.
 *
 * @example
 * mountConsole(router, { baseUrl, production, encryptionKey, identity: services.dashboardIdentity, revocations: services.consoleSessions, idTokenSignIn: false });
 */
export function mountConsole(router: Router, options: MountConsoleOptions): void {
  const codec = createConsoleSessionCodec({ encryptionKey: options.encryptionKey });
  router.use(consoleSessionAuth({ codec, baseUrl: options.baseUrl, revocations: options.revocations }));
  router.use(
    "/console",
    consoleRouter({
      codec,
      revocations: options.revocations,
      identity: options.identity,
      baseUrl: options.baseUrl,
      production: options.production,
      idTokenSignIn: options.idTokenSignIn,
      assetsDir: options.assetsDir ?? consoleAssetsDir,
    }),
  );
}
