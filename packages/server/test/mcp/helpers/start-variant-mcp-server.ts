import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import express, { type Request, type Response } from "express";
import * as z from "zod";

/** How a variant MCP server publishes its OAuth metadata (the discovery cases of the MCP spec). */
export interface VariantMcpServerOptions {
  /** Require a bearer token on MCP requests (default true). */
  auth?: boolean;
  /** Protected resource metadata: root or path-suffixed well-known URL, only via the 401 challenge, or none. */
  prm?: "root" | "path" | "challenge" | "none";
  /** Issuer path of the authorization server (`/tenants/acme` → path-aware RFC 8414 discovery). */
  issuerPath?: string;
  /** Authorization-server metadata document: RFC 8414, OpenID Connect discovery, or none (2025-03-26 defaults). */
  asMetadata?: "oauth" | "openid" | "none";
  registration?: boolean;
  tokenEndpointAuthMethods?: string[];
  challengeScope?: string;
  scopesSupported?: string[];
  /** Clients known without registration (`client_secret_post` or basic when a secret is set). */
  staticClients?: Array<{ clientId: string; clientSecret?: string }>;
  /** Loopback address to listen on (default 127.0.0.1); tests of the private-network guard use 127.0.0.2. */
  host?: string;
  /** Answers a request itself (a redirect, a huge body) when it returns true; runs before every route. */
  intercept?: (request: Request, response: Response) => boolean;
  /** Answer MCP requests with plain JSON instead of an SSE stream. */
  jsonResponse?: boolean;
  /** Also offer the tool `big`, which answers with `bytes` characters of text. */
  bigTool?: boolean;
  /** Publish an RFC 7009 `revocation_endpoint` that records and forgets revoked tokens. */
  revocation?: boolean;
  /** The first MCP request that needs a token (default `initialize`): later ones let a server lure clients past initialize. */
  authFrom?: "initialize" | "tools/list" | "tools/call";
  /** Scopes a tool needs at `tools/call`: a token granted fewer gets `403 insufficient_scope` naming them (with the token's). */
  toolScopes?: Record<string, string[]>;
  /** Scopes the authorization server grants at most (default: all requested); others are dropped from the grant. */
  grantableScopes?: string[];
  /** Advertise `client_id_metadata_document_supported` and accept any https URL as client id without registration. */
  clientIdMetadataDocuments?: boolean;
  /** Advertise `authorization_response_iss_parameter_supported` and send `iss` back: the issuer, another one, or none. */
  issParameter?: "correct" | "wrong" | "missing";
  /** The `issuer` the authorization-server metadata claims (default: its own issuer URL), to test RFC 8414 §3.3. */
  claimedIssuer?: string;
}

/** A running variant server and what it saw. */
export interface VariantMcpServer {
  url: string;
  mcpUrl: string;
  /** `METHOD path` of every request, in order. */
  requests: string[];
  authorizeRequests: URLSearchParams[];
  tokenRequests: Array<{ grantType: string; clientId: string | undefined; resource: string | null; authorization: "basic" | "post" | "none" }>;
  registrations: Array<Record<string, unknown>>;
  /** `sleeping`: `sleep` calls running now. */
  stats: { sessionsCreated: number; toolCalls: number; sleeping: number };
  /** Revocation requests (`revocation: true`): token, hint and the client that sent it. */
  revocations: Array<{ token: string; hint: string | undefined; clientId: string | undefined }>;
  close(): Promise<void>;
}

interface Client {
  clientId: string;
  clientSecret?: string;
}

/**
 * A small OAuth-protected MCP server built on the SDK's `McpServer` and Streamable HTTP transport,
 * whose metadata layout is configurable, for the discovery variants Plugboard must handle. Its
 * `/authorize` approves at once (redirect with code and state); `/token` checks PKCE S256.
 */
export async function startVariantMcpServer(options: VariantMcpServerOptions = {}): Promise<VariantMcpServer> {
  const auth = options.auth ?? true;
  const prm = options.prm ?? "root";
  const asMetadata = options.asMetadata ?? "oauth";
  const issuerPath = asMetadata === "none" ? "" : (options.issuerPath ?? "");
  const app = express();
  const server: Server = createServer(app);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  const mcpUrl = `${url}/mcp`;
  const issuer = `${url}${issuerPath}`;
  const result: VariantMcpServer = { url, mcpUrl, requests: [], authorizeRequests: [], tokenRequests: [], registrations: [], revocations: [], stats: { sessionsCreated: 0, toolCalls: 0, sleeping: 0 }, close: async () => undefined };
  const clients = new Map<string, Client>((options.staticClients ?? []).map((client) => [client.clientId, client]));
  const codes = new Map<string, { clientId: string; challenge: string; redirectUri: string; scope: string[] }>();
  // Access token → the scopes granted with it.
  const accessTokens = new Map<string, string[]>();
  const refreshTokens = new Map<string, { clientId: string; scope: string[] }>();
  const sessions = new Map<string, StreamableHTTPServerTransport>();

  app.use((request, response, next) => {
    result.requests.push(`${request.method} ${request.path}`);
    if (!options.intercept?.(request, response)) next();
  });
  const prmDocument = { resource: mcpUrl, authorization_servers: [issuer], scopes_supported: options.scopesSupported ?? ["tools"] };
  if (prm === "root") app.get("/.well-known/oauth-protected-resource", (_request, response) => void response.json(prmDocument));
  if (prm === "path") app.get("/.well-known/oauth-protected-resource/mcp", (_request, response) => void response.json(prmDocument));
  if (prm === "challenge") app.get("/meta/resource.json", (_request, response) => void response.json(prmDocument));
  const metadata = {
    issuer: options.claimedIssuer ?? issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    ...(options.registration === false ? {} : { registration_endpoint: `${issuer}/register` }),
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    ...(options.tokenEndpointAuthMethods ? { token_endpoint_auth_methods_supported: options.tokenEndpointAuthMethods } : {}),
    ...(options.revocation ? { revocation_endpoint: `${issuer}/revoke` } : {}),
    ...(options.clientIdMetadataDocuments ? { client_id_metadata_document_supported: true } : {}),
    ...(options.issParameter ? { authorization_response_iss_parameter_supported: true } : {}),
  };
  if (asMetadata === "oauth") app.get(`/.well-known/oauth-authorization-server${issuerPath}`, (_request, response) => void response.json(metadata));
  if (asMetadata === "openid") {
    app.get(`/.well-known/openid-configuration${issuerPath}`, (_request, response) =>
      void response.json({ ...metadata, jwks_uri: `${issuer}/jwks`, subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"] }),
    );
  }

  app.get(`${issuerPath}/authorize`, (request, response) => {
    const query = new URLSearchParams(request.query as Record<string, string>);
    result.authorizeRequests.push(query);
    const clientId = query.get("client_id") ?? "";
    if (options.clientIdMetadataDocuments && clientId.startsWith("https://")) clients.set(clientId, { clientId });
    if (!clients.has(clientId) || query.get("code_challenge_method") !== "S256") return void response.status(400).send("bad authorize request");
    const code = randomBytes(16).toString("hex");
    const scope = (query.get("scope") ?? "").split(" ").filter((item) => item !== "" && (!options.grantableScopes || options.grantableScopes.includes(item)));
    codes.set(code, { clientId, challenge: query.get("code_challenge") ?? "", redirectUri: query.get("redirect_uri") ?? "", scope });
    const back = new URL(query.get("redirect_uri") ?? "");
    back.searchParams.set("code", code);
    back.searchParams.set("state", query.get("state") ?? "");
    if (options.issParameter === "correct") back.searchParams.set("iss", issuer);
    if (options.issParameter === "wrong") back.searchParams.set("iss", "https://attacker.example");
    response.redirect(302, back.href);
  });

  const issue = (response: Response, clientId: string, scope: string[]) => {
    const accessToken = randomBytes(16).toString("hex");
    const refreshToken = randomBytes(16).toString("hex");
    accessTokens.set(accessToken, scope);
    refreshTokens.set(refreshToken, { clientId, scope });
    response.json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, refresh_token: refreshToken, ...(scope.length > 0 ? { scope: scope.join(" ") } : {}) });
  };
  app.post(`${issuerPath}/token`, express.urlencoded({ extended: false }), (request: Request, response) => {
    const body = request.body as Record<string, string>;
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
    const [basicId, basicSecret] = basic ? Buffer.from(basic[1]!, "base64").toString().split(":").map(decodeURIComponent) : [];
    const clientId = basicId ?? body.client_id;
    result.tokenRequests.push({ grantType: body.grant_type ?? "", clientId, resource: body.resource ?? null, authorization: basic ? "basic" : body.client_secret ? "post" : "none" });
    const client = clients.get(clientId ?? "");
    if (!client || (client.clientSecret && (basicSecret ?? body.client_secret) !== client.clientSecret)) return void response.status(401).json({ error: "invalid_client" });
    if (body.grant_type === "authorization_code") {
      const code = codes.get(body.code ?? "");
      codes.delete(body.code ?? "");
      const challenge = createHash("sha256").update(body.code_verifier ?? "").digest("base64url");
      if (!code || code.clientId !== clientId || code.challenge !== challenge || code.redirectUri !== body.redirect_uri) {
        return void response.status(400).json({ error: "invalid_grant" });
      }
      return issue(response, clientId!, code.scope);
    }
    const refresh = refreshTokens.get(body.refresh_token ?? "");
    if (body.grant_type === "refresh_token" && refresh?.clientId === clientId) {
      refreshTokens.delete(body.refresh_token!);
      return issue(response, clientId!, refresh!.scope);
    }
    response.status(400).json({ error: "invalid_grant" });
  });
  if (options.revocation) {
    app.post(`${issuerPath}/revoke`, express.urlencoded({ extended: false }), (request: Request, response) => {
      const body = request.body as Record<string, string>;
      result.revocations.push({ token: body.token ?? "", hint: body.token_type_hint, clientId: body.client_id });
      accessTokens.delete(body.token ?? "");
      refreshTokens.delete(body.token ?? "");
      response.status(200).end();
    });
  }
  if (options.registration !== false) {
    app.post(`${issuerPath}/register`, express.json(), (request, response) => {
      const body = request.body as Record<string, unknown>;
      result.registrations.push(body);
      const method = typeof body.token_endpoint_auth_method === "string" ? body.token_endpoint_auth_method : "client_secret_basic";
      const client: Client = { clientId: randomUUID(), ...(method === "none" ? {} : { clientSecret: randomBytes(12).toString("hex") }) };
      clients.set(client.clientId, client);
      response.status(201).json({ ...body, client_id: client.clientId, ...(client.clientSecret ? { client_secret: client.clientSecret } : {}), token_endpoint_auth_method: method });
    });
  }

  const order = ["initialize", "tools/list", "tools/call"];
  const needsToken = (method: unknown) => {
    if (typeof method !== "string" || method.startsWith("notifications/")) return (options.authFrom ?? "initialize") === "initialize";
    const from = order.indexOf(options.authFrom ?? "initialize");
    const at = order.indexOf(method);
    return at === -1 ? from === 0 : at >= from;
  };
  app.all("/mcp", express.json(), async (request, response) => {
    const method = (request.body as { method?: unknown } | undefined)?.method;
    // GET streams and DELETE need a token only when initialize does.
    if (auth && (request.method === "POST" ? needsToken(method) : (options.authFrom ?? "initialize") === "initialize")) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const granted = token ? accessTokens.get(token) : undefined;
      const tool = (request.body as { params?: { name?: string } } | undefined)?.params?.name;
      const required = method === "tools/call" && tool ? (options.toolScopes?.[tool] ?? []) : [];
      if (granted && required.some((scope) => !granted.includes(scope))) {
        const asked = [...new Set([...granted, ...required])].join(" ");
        return void response.status(403).set("WWW-Authenticate", `Bearer error="insufficient_scope", scope="${asked}"`).json({ error: "insufficient_scope" });
      }
      if (!granted) {
        const parameters = ['Bearer realm="mcp"'];
        if (prm === "challenge") parameters.push(`resource_metadata="${url}/meta/resource.json"`);
        if (prm === "root") parameters.push(`resource_metadata="${url}/.well-known/oauth-protected-resource"`);
        if (options.challengeScope) parameters.push(`scope="${options.challengeScope}"`);
        return void response.status(401).set("WWW-Authenticate", parameters.join(", ")).json({ error: "invalid_token" });
      }
    }
    const sessionId = request.headers["mcp-session-id"];
    let transport = typeof sessionId === "string" ? sessions.get(sessionId) : undefined;
    if (typeof sessionId === "string" && !transport) return void response.status(404).json({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null });
    if (!transport) {
      const mcp = new McpServer({ name: "variant", version: "1.0.0" });
      mcp.registerTool("echo", { description: "Echoes a message", inputSchema: { message: z.string() } }, async ({ message }) => {
        result.stats.toolCalls += 1;
        return { content: [{ type: "text", text: message }] };
      });
      mcp.registerTool("sleep", { description: "Answers after `ms` milliseconds", inputSchema: { ms: z.number() } }, async ({ ms }) => {
        result.stats.sleeping += 1;
        await new Promise((resolve) => setTimeout(resolve, ms));
        result.stats.sleeping -= 1;
        return { content: [{ type: "text", text: `slept ${ms}` }] };
      });
      if (options.bigTool) {
        mcp.registerTool("big", { description: "Answers with `bytes` characters of text", inputSchema: { bytes: z.number() } }, async ({ bytes }) => {
          result.stats.toolCalls += 1;
          return { content: [{ type: "text", text: "x".repeat(bytes) }] };
        });
      }
      mcp.registerTool("get-time", { description: "The server time" }, async () => {
        result.stats.toolCalls += 1;
        return { content: [{ type: "text", text: new Date().toISOString() }] };
      });
      const created: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: options.jsonResponse ?? false,
        onsessioninitialized: (id) => {
          result.stats.sessionsCreated += 1;
          sessions.set(id, created);
        },
      });
      await mcp.connect(created);
      transport = created;
    }
    await transport.handleRequest(request, response, request.body);
  });

  result.close = async () => {
    await Promise.all([...sessions.values()].map((transport) => transport.close().catch(() => undefined)));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return result;
}
