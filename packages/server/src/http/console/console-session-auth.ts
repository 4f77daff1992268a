import { CONSOLE_CSRF_HEADER } from "@plugboard/core";
import type { RequestHandler } from "express";
import { ServiceError } from "../../errors/service-error.js";
import type { ConsoleSessionRevocations } from "../../services/console-sessions/console-session-revocations.js";
import { CONSOLE_SESSION_COOKIE, type ConsoleSessionCodec } from "./console-session-codec.js";
import { readCookie } from "./read-cookie.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a request's `Origin` / `Sec-Fetch-Site` say it comes from another site or origin. */
export function isCrossOrigin(request: Parameters<RequestHandler>[0], ownOrigin: string): boolean {
  const origin = request.get("origin");
  const site = request.get("sec-fetch-site");
  return (origin !== undefined && origin !== ownOrigin) || site === "cross-site" || site === "same-site";
}

/**
 * Lets a console session authenticate `/api/v1` and `/api/dashboard` exactly as the token it was
 * made from: a request with the session cookie and no `Authorization` header goes on with
 * `Authorization: Bearer <that token>`, so every route applies its own rules (API-key check, admin
 * role, plugin access, the ID-token-only `/api-keys`) unchanged. A state-changing request (anything
 * but GET, HEAD, OPTIONS) must also carry the session's CSRF token in `x-plugboard-csrf` and must not
 * come from another origin, or it is refused with 403; a read from another origin or site goes on without
 * the session (401). A session signed out (on any instance) authenticates nothing, even from a copy
 * of its cookie. A request that sends its own `Authorization`
 * header is never touched: API-key and ID-token authentication work as before, cookie or not.
 *
 * @example
 * router.use(consoleSessionAuth({ codec, baseUrl, revocations: services.consoleSessions }));
 */
export function consoleSessionAuth(options: { codec: ConsoleSessionCodec; baseUrl: string; revocations: Pick<ConsoleSessionRevocations, "isRevoked"> }): RequestHandler {
  const ownOrigin = new URL(options.baseUrl).origin;
  return (request, response, next) => {
    const path = request.path;
    if (!path.startsWith("/api/v1/") && !path.startsWith("/api/dashboard/")) return next();
    if (request.headers.authorization !== undefined) return next();
    const value = readCookie(request, CONSOLE_SESSION_COOKIE);
    if (!value) return next();
    const session = options.codec.open(value);
    // An expired or foreign cookie authenticates nothing: the route answers 401 as without it.
    if (!session) return next();
    const crossOrigin = isCrossOrigin(request, ownOrigin);
    if (SAFE_METHODS.has(request.method)) {
      // A read from another origin or site (a sibling subdomain) is not the console's: no session.
      if (crossOrigin) return next();
    } else {
      if (crossOrigin) {
        return next(new ServiceError("forbidden", "Forbidden: a console session accepts changes only from the console's own origin"));
      }
      if (!options.codec.csrfMatches(session, request.get(CONSOLE_CSRF_HEADER))) {
        return next(new ServiceError("forbidden", `Forbidden: the console session's CSRF token is missing or wrong (send it as ${CONSOLE_CSRF_HEADER}); reload the console`));
      }
    }
    options.revocations.isRevoked(session.id).then((revoked) => {
      // Signed out (on any instance): a copy of the cookie authenticates nothing, the route answers 401.
      if (!revoked) {
        request.headers.authorization = `Bearer ${session.token}`;
        // The audit log says the change came through the console's session (see `auditOrigin`).
        response.locals.consoleSession = true;
      }
      next();
    }, next);
  };
}
