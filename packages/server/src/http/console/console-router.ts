import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CONSOLE_CSRF_HEADER, ConsoleSignInRequestSchema, type ConsoleSession, type DashboardDeveloper } from "@plugboard/core";
import { API_KEY_PREFIX } from "@plugboard/core/crypto";
import express, { Router, type Request, type Response } from "express";
import { ServiceError } from "../../errors/service-error.js";
import type { DashboardIdentity } from "../../services/developers/create-dashboard-identity.js";
import { parseInput } from "../parse-input.js";
import type { BodyDeclaration } from "../read-body.js";
import { isCrossOrigin } from "./console-session-auth.js";
import { CONSOLE_SESSION_COOKIE, type ConsoleSessionCodec, type ConsoleSessionContent } from "./console-session-codec.js";
import { readCookie } from "./read-cookie.js";
import type { ConsoleSessionRevocations } from "../../services/console-sessions/console-session-revocations.js";

/**
 * The console page's Content-Security-Policy: everything from its own origin, no inline script or
 * style, no other origin to load from or talk to, no framing.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Longest cookie value set: browsers keep at least 4096 bytes per cookie, name and attributes included. */
const MAX_COOKIE_VALUE = 3800;

/** What the console router needs. */
export interface ConsoleRouterOptions {
  codec: ConsoleSessionCodec;
  /** Sessions signed out: recorded on sign-out, refused afterwards on every instance. */
  revocations: Pick<ConsoleSessionRevocations, "isRevoked" | "revoke">;
  identity: Pick<DashboardIdentity, "identify">;
  baseUrl: string;
  production: boolean;
  /** Whether an identity provider is configured (the sign-in form then offers ID tokens). */
  idTokenSignIn: boolean;
  /** The built console (`index.html`, `assets/`). */
  assetsDir: string;
}

/** Seconds until an ID token's `exp`, read without verifying (the identity service verified it). */
function idTokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The console's sign-in post (JSON, 16 KB at most), read by the service's one body reader. */
export const CONSOLE_BODIES: readonly BodyDeclaration[] = [{ method: "post", path: "/console/session", bodyLimit: "16kb" }];

/**
 * `/console`: the web console's page and assets (built by `@plugboard/console`), served with a strict
 * Content-Security-Policy, and its session API — `GET /console/session` (who is signed in, and the CSRF
 * token), `POST /console/session` (`{ apiKey }` or `{ idToken }`: checked as the dashboard routes check
 * them, then kept in an `HttpOnly`, `SameSite=Strict` cookie, `Secure` outside development), `DELETE
 * /console/session` (sign out; needs the CSRF token; the session is recorded as ended, so a copy of the
 * cookie is refused too). The token never returns to the page.
 *
 * @example
 * router.use("/console", consoleRouter({ codec, revocations, identity, baseUrl, production, idTokenSignIn: false, assetsDir }));
 */
export function consoleRouter(options: ConsoleRouterOptions): Router {
  const router = Router();
  const ownOrigin = new URL(options.baseUrl).origin;
  const secure = options.production || options.baseUrl.startsWith("https:");
  const indexFile = join(options.assetsDir, "index.html");
  let indexHtml: string | undefined;

  // The mount path of Plugboard (the cookie must reach its /api routes): `/console`'s base without `/console`.
  const cookiePath = (request: Request) => `${request.baseUrl.replace(/\/console$/, "")}/`;
  const setCookie = (request: Request, response: Response, value: string, maxAgeSeconds: number) => {
    const attributes = [`${CONSOLE_SESSION_COOKIE}=${encodeURIComponent(value)}`, `Path=${cookiePath(request)}`, `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Strict"];
    if (secure) attributes.push("Secure");
    response.append("Set-Cookie", attributes.join("; "));
  };

  async function signedIn(session: ConsoleSessionContent): Promise<DashboardDeveloper | null> {
    if (await options.revocations.isRevoked(session.id)) return null;
    return (await options.identity.identify(session.token)).developer;
  }
  const answer = (response: Response, body: ConsoleSession, status = 200) => response.status(status).set("Cache-Control", "no-store").json(body);
  const sameOriginOnly = (request: Request) => {
    if (isCrossOrigin(request, ownOrigin)) throw new ServiceError("forbidden", "Forbidden: the console's session API only accepts calls from the console itself");
  };

  router.use((_request, response, next) => {
    response.setHeader("Content-Security-Policy", CONSOLE_CONTENT_SECURITY_POLICY);
    next();
  });

  router.get("/session", async (request, response) => {
    const value = readCookie(request, CONSOLE_SESSION_COOKIE);
    const session = value ? options.codec.open(value) : null;
    const developer = session ? await signedIn(session) : null;
    if (!session || !developer) return answer(response, { signedIn: false, idTokenSignIn: options.idTokenSignIn });
    answer(response, { signedIn: true, developer, csrfToken: session.csrf, expiresAt: new Date(session.expiresAt).toISOString(), idTokenSignIn: options.idTokenSignIn });
  });

  router.post("/session", async (request, response) => {
    sameOriginOnly(request);
    const input = parseInput(ConsoleSignInRequestSchema, request.body ?? {});
    const token = "apiKey" in input ? input.apiKey : input.idToken;
    if ("apiKey" in input && !token.startsWith(API_KEY_PREFIX)) {
      throw new ServiceError("invalid_input", "Invalid input", { details: { formErrors: [], fieldErrors: { apiKey: ["an API key starts with nk_"] } } });
    }
    if ("idToken" in input && token.startsWith(API_KEY_PREFIX)) {
      throw new ServiceError("invalid_input", "Invalid input", { details: { formErrors: [], fieldErrors: { idToken: ["this is an API key: sign in with it as apiKey"] } } });
    }
    const { developer, refusal } = await options.identity.identify(token);
    if (!developer) {
      throw refusal ?? new ServiceError("unauthorized", "apiKey" in input ? "Unauthorized: this API key is not valid (mistyped or revoked)" : "Unauthorized: this ID token was refused (expired, or not from the configured identity provider)");
    }
    const session = options.codec.create(token, "idToken" in input ? idTokenExpiry(token) : undefined);
    const sealed = options.codec.seal(session);
    if (encodeURIComponent(sealed).length > MAX_COOKIE_VALUE) {
      // A browser drops a cookie past ~4 KB without a word; say so instead of a session that never works.
      throw new ServiceError("invalid_input", "Invalid input", {
        details: { formErrors: [], fieldErrors: { idToken: [`this ID token (${token.length} characters) is too large to keep in a session cookie; ask the identity provider for a smaller token (fewer claims)`] } },
      });
    }
    setCookie(request, response, sealed, Math.max(0, Math.floor((session.expiresAt - Date.now()) / 1000)));
    answer(response, { signedIn: true, developer, csrfToken: session.csrf, expiresAt: new Date(session.expiresAt).toISOString(), idTokenSignIn: options.idTokenSignIn });
  });

  router.delete("/session", async (request, response) => {
    sameOriginOnly(request);
    const value = readCookie(request, CONSOLE_SESSION_COOKIE);
    const session = value ? options.codec.open(value) : null;
    if (session && !options.codec.csrfMatches(session, request.get(CONSOLE_CSRF_HEADER))) {
      throw new ServiceError("forbidden", "Forbidden: the console session's CSRF token is missing or wrong; reload the console");
    }
    // Ends the session itself, not only this browser's cookie: a copy of it is refused from now on.
    if (session) await options.revocations.revoke(session.id, new Date(session.expiresAt));
    setCookie(request, response, "", 0);
    answer(response, { signedIn: false, idTokenSignIn: options.idTokenSignIn });
  });

  const sendIndex = (_request: Request, response: Response) => {
    if (indexHtml === undefined) {
      if (!existsSync(indexFile)) {
        throw new ServiceError("service_unavailable", "The console is not built: run `pnpm build` (or `pnpm --filter @plugboard/console build`)");
      }
      indexHtml = readFileSync(indexFile, "utf8");
    }
    response.status(200).set("Cache-Control", "no-store").type("html").send(indexHtml);
  };
  router.get("/", (request, response) => {
    // `/console` without its slash: the page's relative URLs need it.
    if (!request.originalUrl.split("?")[0]!.endsWith("/")) return response.redirect(301, `${request.baseUrl}/`);
    sendIndex(request, response);
  });
  router.use(
    "/assets",
    express.static(join(options.assetsDir, "assets"), { immutable: true, maxAge: "365d", index: false, dotfiles: "ignore" }),
  );
  return router;
}
