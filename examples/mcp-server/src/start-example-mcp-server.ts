import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ErrorRequestHandler } from "express";
import { hostHeaderValidation } from "@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js";
import { AUTH_PATHS, createAuthRouter } from "./auth/create-auth-router.js";
import { ExampleClientsStore, type StaticClient } from "./auth/example-clients-store.js";
import { ExampleOAuthProvider } from "./auth/example-oauth-provider.js";
import { createMcpRouter, MCP_PATHS } from "./mcp/create-mcp-router.js";
import { requireMcpBearerAuth, requireMcpScopes } from "./mcp/require-mcp-bearer-auth.js";
import { assertSafeBinding, isLoopbackHost } from "./transport-security.js";

/** Options of {@link startExampleMcpServer}. Every member is optional. */
export interface ExampleMcpServerOptions {
  /** TCP port; default 0 (a free port, read it back from `url`). */
  port?: number;
  /** Address to bind; default `127.0.0.1`. A non-loopback address needs an https `publicUrl` (see README). */
  host?: string;
  /** The origin clients see when a TLS-terminating proxy sits in front (e.g. `https://mcp.example.com`); default `http://<host>:<port>`. */
  publicUrl?: string;
  /** Require a bearer token on every MCP request; default true. False serves MCP to anyone (dev only). */
  requireAuth?: boolean;
  /** Offer RFC 7591 registration at `/register`; default true. */
  dynamicRegistration?: boolean;
  /** Access token lifetime; default 3600. */
  accessTokenTtlSeconds?: number;
  /** Authorization code (and consent page) lifetime; default 600. 0 makes every code expired on arrival. */
  codeTtlSeconds?: number;
  /** Issue a new refresh token on each refresh and invalidate the old one; default true. When false the response has no refresh_token and the old one stays valid. */
  rotateRefreshTokens?: boolean;
  /** Serve the legacy HTTP+SSE transport (`GET /sse`, `GET /mcp` without a session, `POST /messages`); default true. */
  legacySse?: boolean;
  /** Serve Streamable HTTP at `/mcp`; default true. False (legacy only) answers `POST /mcp` with 405 so clients fall back. */
  streamableHttp?: boolean;
  /** Clients known without registration. */
  staticClients?: StaticClient[];
  /** `/authorize` redirects back at once, as a consenting user would; default true. False renders a consent page. */
  autoApprove?: boolean;
}

/** Counters for assertions in tests. Live: read them when needed. */
export interface ExampleMcpServerStats {
  /** Every POST to `/token`, any grant type, accepted or not. */
  tokenRequests: number;
  /** The subset of `tokenRequests` with `grant_type=refresh_token`. */
  refreshRequests: number;
  /** Successful dynamic client registrations. */
  registrations: number;
  /** MCP sessions opened (Streamable HTTP and legacy SSE). */
  sessionsCreated: number;
  /** Tool invocations that reached a tool. */
  toolCalls: number;
}

/** A running example server. */
export interface ExampleMcpServer {
  /** The origin, e.g. `http://127.0.0.1:3001` (the issuer and `authorization_servers` entry). */
  url: string;
  /** The MCP endpoint and OAuth resource: `url + "/mcp"`. Use it as a plugin's `mcpConfig.serverUrl`. */
  mcpUrl: string;
  /** The legacy SSE endpoint: `url + "/sse"`. */
  sseUrl: string;
  stats: ExampleMcpServerStats;
  /** Ends all sessions and stops listening. */
  close(): Promise<void>;
  /** Invalidates every access and refresh token: MCP requests get 401, refreshes get `invalid_grant`. */
  revokeAllTokens(): void;
  /** Makes every access token expired (401 `invalid_token`) while refresh tokens keep working. */
  expireAccessTokens(): void;
  /** Drops every MCP session: the next request with an old `Mcp-Session-Id` gets 404. */
  forgetSessions(): void;
  /**
   * Mints an access token without the OAuth flow, e.g. for another `resource` (audience) or subject.
   * Defaults: this server's resource, subject `test-user`, client `test-client`, all scopes, `accessTokenTtlSeconds`.
   */
  issueAccessToken(options?: {
    subject?: string;
    clientId?: string;
    scopes?: string[];
    resource?: string;
    expiresInSeconds?: number;
  }): string;
}

function nonNegative(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

/**
 * Starts the example remote MCP server: an OAuth 2.1 authorization server (PKCE S256, RFC 8414 / 9728 / 7591 /
 * 7009 / 8707) and the MCP endpoint it protects, with the tools `echo`, `add`, `whoami`, `fail`, `get-time` and
 * `text.reverse`. Everything is in memory; each call is an independent server.
 *
 * @example
 * const server = await startExampleMcpServer();
 * // register a plugin with toolSource "mcp" and mcpConfig.serverUrl = server.mcpUrl
 * await server.close();
 */
export async function startExampleMcpServer(options: ExampleMcpServerOptions = {}): Promise<ExampleMcpServer> {
  const host = options.host ?? "127.0.0.1";
  const streamableHttp = options.streamableHttp ?? true;
  const legacySse = options.legacySse ?? true;
  if (!streamableHttp && !legacySse) throw new Error("Enable at least one of streamableHttp and legacySse");
  const publicUrl = options.publicUrl ? new URL(options.publicUrl) : undefined;
  assertSafeBinding({ host, publicUrl });
  if ((host === "0.0.0.0" || host === "::") && !publicUrl) {
    throw new Error(`Binding ${host} needs publicUrl (PUBLIC_URL): the origin clients reach this server by`);
  }
  const accessTokenTtlSeconds = nonNegative("accessTokenTtlSeconds", options.accessTokenTtlSeconds ?? 3600);
  const codeTtlSeconds = nonNegative("codeTtlSeconds", options.codeTtlSeconds ?? 600);

  const httpServer = createServer();
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(options.port ?? 0, host, () => {
      httpServer.off("error", reject);
      resolve();
    });
  });
  const { port } = httpServer.address() as AddressInfo;
  const origin = publicUrl?.origin ?? `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const resource = new URL(`${origin}${MCP_PATHS.mcp}`);
  const resourceMetadataUrl = `${origin}${AUTH_PATHS.protectedResourceMetadata}`;

  const stats: ExampleMcpServerStats = { tokenRequests: 0, refreshRequests: 0, registrations: 0, sessionsCreated: 0, toolCalls: 0 };
  const clientsStore = new ExampleClientsStore({
    staticClients: options.staticClients,
    onRegister: () => (stats.registrations += 1),
  });
  const provider = new ExampleOAuthProvider({
    clientsStore,
    resource,
    accessTokenTtlSeconds,
    codeTtlSeconds,
    rotateRefreshTokens: options.rotateRefreshTokens ?? true,
    autoApprove: options.autoApprove ?? true,
    consentPath: AUTH_PATHS.consent,
  });
  const requireAuth = options.requireAuth ?? true;
  const mcp = createMcpRouter({
    authenticate: requireAuth ? requireMcpBearerAuth({ verifier: provider, resource, resourceMetadataUrl }) : undefined,
    authorizeScopes: requireAuth ? requireMcpScopes({ resourceMetadataUrl }) : undefined,
    streamableHttp,
    legacySse,
    onSessionCreated: () => (stats.sessionsCreated += 1),
    onToolCall: () => (stats.toolCalls += 1),
  });

  const app = express();
  app.disable("x-powered-by");
  // DNS-rebinding protection: only accept the host names this server is reached by.
  const allowedHosts = [
    ...(isLoopbackHost(host) ? ["localhost", "127.0.0.1", "[::1]"] : []),
    ...(publicUrl ? [publicUrl.hostname] : []),
  ];
  if (allowedHosts.length > 0) app.use(hostHeaderValidation(allowedHosts));
  app.use((_request, response, next) => {
    response.set("X-Content-Type-Options", "nosniff");
    next();
  });
  app.get("/", (_request, response) => {
    response.json({
      name: "Plugboard example MCP server",
      mcp: resource.href,
      sse: legacySse ? `${origin}${MCP_PATHS.sse}` : undefined,
      protectedResourceMetadata: resourceMetadataUrl,
      authorizationServerMetadata: `${origin}${AUTH_PATHS.authorizationServerMetadata}`,
    });
  });
  app.use(
    createAuthRouter({
      provider,
      origin,
      resource,
      dynamicRegistration: options.dynamicRegistration ?? true,
      counters: stats,
    }),
  );
  app.use(mcp.router);
  app.use((_request, response) => {
    response.status(404).json({ error: "not_found" });
  });
  const lastResort: ErrorRequestHandler = (error, _request, response, next) => {
    if (response.headersSent) return next(error);
    const status = (error as { status?: unknown } | undefined)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      response.status(status).json({ error: "invalid_request" }); // body parser: malformed or too large
      return;
    }
    console.error("example-mcp-server: unhandled error:", error instanceof Error ? error.message : error);
    response.status(500).json({ error: "server_error" });
  };
  app.use(lastResort);
  httpServer.on("request", app);

  return {
    url: origin,
    mcpUrl: resource.href,
    sseUrl: `${origin}${MCP_PATHS.sse}`,
    stats,
    async close() {
      await mcp.closeSessions();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve, reject) => httpServer.close((error) => (error ? reject(error) : resolve())));
    },
    revokeAllTokens: () => provider.revokeAll(),
    expireAccessTokens: () => provider.expireAccessTokens(),
    forgetSessions: () => void mcp.closeSessions(),
    issueAccessToken: (tokenOptions = {}) => provider.issueAccessToken(tokenOptions),
  };
}
