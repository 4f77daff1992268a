import express from "express";
import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import { authorizationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/authorize.js";
import { metadataHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/metadata.js";
import { clientRegistrationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/register.js";
import { revocationHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/revoke.js";
import { tokenHandler } from "@modelcontextprotocol/sdk/server/auth/handlers/token.js";
import type { OAuthMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import { SUPPORTED_SCOPES } from "../scopes.js";
import { authenticateTokenClient } from "./authenticate-token-client.js";
import { GRANT_TYPES, TOKEN_ENDPOINT_AUTH_METHODS } from "./example-clients-store.js";
import type { ExampleOAuthProvider } from "./example-oauth-provider.js";

/** Paths of the authorization server, relative to the origin. */
export const AUTH_PATHS = {
  authorize: "/authorize",
  consent: "/consent",
  token: "/token",
  register: "/register",
  revoke: "/revoke",
  authorizationServerMetadata: "/.well-known/oauth-authorization-server",
  protectedResourceMetadata: "/.well-known/oauth-protected-resource",
} as const;

/** Counters the token endpoint updates. */
export interface TokenEndpointCounters {
  tokenRequests: number;
  refreshRequests: number;
}

/** Options of {@link createAuthRouter}. */
export interface CreateAuthRouterOptions {
  provider: ExampleOAuthProvider;
  /** The issuer and public origin, e.g. `http://127.0.0.1:3001` (no trailing slash). */
  origin: string;
  /** The protected resource, `<origin>/mcp`. */
  resource: URL;
  dynamicRegistration: boolean;
  counters: TokenEndpointCounters;
}

/**
 * Builds the RFC 8414 authorization server metadata. Written out rather than taken from the SDK's
 * `createOAuthMetadata`, which advertises only `client_secret_post` and `none` and demands an https issuer
 * unless the host is `localhost`/`127.0.0.1`.
 */
export function authorizationServerMetadata(options: { origin: string; dynamicRegistration: boolean }): OAuthMetadata {
  const endpoint = (path: string) => `${options.origin}${path}`;
  return {
    issuer: options.origin,
    authorization_endpoint: endpoint(AUTH_PATHS.authorize),
    token_endpoint: endpoint(AUTH_PATHS.token),
    ...(options.dynamicRegistration ? { registration_endpoint: endpoint(AUTH_PATHS.register) } : {}),
    revocation_endpoint: endpoint(AUTH_PATHS.revoke),
    revocation_endpoint_auth_methods_supported: [...TOKEN_ENDPOINT_AUTH_METHODS],
    response_types_supported: ["code"],
    grant_types_supported: [...GRANT_TYPES],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: [...TOKEN_ENDPOINT_AUTH_METHODS],
    scopes_supported: [...SUPPORTED_SCOPES],
  };
}

/** Builds the RFC 9728 protected resource metadata of the MCP endpoint. */
export function protectedResourceMetadata(options: { origin: string; resource: URL }): OAuthProtectedResourceMetadata {
  return {
    resource: options.resource.href,
    authorization_servers: [options.origin],
    scopes_supported: [...SUPPORTED_SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Plugboard example MCP server",
  };
}

const onlyPost =
  (...handlers: RequestHandler[]): RequestHandler =>
  (request, response, next) => {
    if (request.method !== "POST") return next();
    const run = (index: number): void => {
      const handler = handlers[index];
      if (!handler) return next();
      Promise.resolve(handler(request, response, (error?: unknown) => (error ? next(error) : run(index + 1)))).catch(next);
    };
    run(0);
  };

const urlencoded = express.urlencoded({ extended: false, limit: "16kb" });

/**
 * Runs before the SDK's `authorizationHandler` to tighten two things:
 * - OAuth 2.1 requires an exact redirect_uri match; the SDK also accepts any port on a loopback redirect URI
 *   (RFC 8252 §7.3) and falls back to the only registered URI when none is sent. Here a missing or not verbatim
 *   registered redirect_uri gets 400 (never a redirect).
 * - When response_type, code_challenge or code_challenge_method (only `S256`) is wrong, the SDK redirects with
 *   an error but drops `state` (RFC 6749 §4.1.2.1 requires it), so the client could not match the error to
 *   its request. Those errors are answered here, with the state.
 */
function checkAuthorizationRequest(provider: ExampleOAuthProvider): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const source = ((request.method === "POST" ? request.body : request.query) ?? {}) as Record<string, unknown>;
    const client = typeof source.client_id === "string" ? provider.clientsStore.getClient(source.client_id) : undefined;
    if (!client) return next(); // the SDK answers invalid_client
    response.set("Cache-Control", "no-store");
    const redirectUri = source.redirect_uri;
    if (typeof redirectUri !== "string" || !client.redirect_uris.includes(redirectUri)) {
      response.status(400).json({
        error: "invalid_request",
        error_description:
          typeof redirectUri === "string"
            ? "redirect_uri is not registered for this client (exact match required)"
            : "redirect_uri is required",
      });
      return;
    }
    const problem =
      source.response_type !== "code"
        ? ["unsupported_response_type", "response_type must be code"]
        : typeof source.code_challenge !== "string" || source.code_challenge === ""
          ? ["invalid_request", "code_challenge is required (PKCE)"]
          : source.code_challenge_method !== "S256"
            ? ["invalid_request", "code_challenge_method must be S256"]
            : undefined;
    if (!problem) return next();
    const location = new URL(redirectUri);
    location.searchParams.set("error", problem[0] ?? "invalid_request");
    location.searchParams.set("error_description", problem[1] ?? "");
    if (typeof source.state === "string") location.searchParams.set("state", source.state);
    response.redirect(302, location.href);
  };
}

/**
 * The authorization server: metadata documents, `/authorize` (+ the consent form's `/consent`), `/token`,
 * `/register` (RFC 7591, when enabled) and `/revoke` (RFC 7009). Request parsing, PKCE verification and OAuth
 * error responses come from the SDK's handlers; the behaviour behind them is {@link ExampleOAuthProvider}.
 * The SDK's per-IP rate limits are switched off because test suites hammer these endpoints; turn them on
 * (drop `rateLimit: false`) in a real deployment.
 */
export function createAuthRouter(options: CreateAuthRouterOptions): Router {
  const { provider, origin, resource, counters } = options;
  const router = express.Router();

  router.use(AUTH_PATHS.authorizationServerMetadata, metadataHandler(authorizationServerMetadata(options)));
  const resourceMetadata = metadataHandler(protectedResourceMetadata({ origin, resource }));
  router.use(`${AUTH_PATHS.protectedResourceMetadata}${resource.pathname}`, resourceMetadata);
  router.use(AUTH_PATHS.protectedResourceMetadata, resourceMetadata);

  router.use(
    AUTH_PATHS.authorize,
    onlyPost(urlencoded),
    checkAuthorizationRequest(provider),
    authorizationHandler({ provider, rateLimit: false }),
  );
  router.post(AUTH_PATHS.consent, urlencoded, (request, response) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const location = provider.decideConsent({
      requestId: String(body.request_id ?? ""),
      approve: body.decision === "approve",
      subject: typeof body.user === "string" ? body.user : undefined,
    });
    response.set("Cache-Control", "no-store");
    if (!location) {
      response.status(400).type("text").send("This authorization request is unknown, used or expired. Start again from the app.");
      return;
    }
    response.redirect(302, location);
  });

  const countTokenRequest: RequestHandler = (request, _response, next) => {
    counters.tokenRequests += 1;
    if ((request.body as Record<string, unknown> | undefined)?.grant_type === "refresh_token") counters.refreshRequests += 1;
    next();
  };
  router.use(
    AUTH_PATHS.token,
    onlyPost(urlencoded, countTokenRequest, authenticateTokenClient(provider.clientsStore)),
    tokenHandler({ provider, rateLimit: false }),
  );
  router.use(
    AUTH_PATHS.revoke,
    onlyPost(urlencoded, authenticateTokenClient(provider.clientsStore)),
    revocationHandler({ provider, rateLimit: false }),
  );
  if (options.dynamicRegistration) {
    router.use(
      AUTH_PATHS.register,
      clientRegistrationHandler({ clientsStore: provider.clientsStore, rateLimit: false, clientSecretExpirySeconds: 0 }),
    );
  }
  return router;
}
