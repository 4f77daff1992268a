import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Server } from "oauth2-mock-server";
import type { TestPlugboard } from "../helpers/start-plugboard.js";

/** One request the provider's token endpoint received (form body as sent, Basic header if any). */
export interface TokenCall {
  body: Record<string, string>;
  authorization: string | undefined;
}

/** oauth2-mock-server on loopback, recording token requests and the tokens it issued. */
export interface MockProvider {
  server: OAuth2Server;
  url: string;
  authorizeUrl: string;
  tokenUrl: string;
  tokenCalls: TokenCall[];
  /** Response bodies of the token endpoint, in order (to compare with what Plugboard stored). */
  issued: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * Starts oauth2-mock-server (RS256 key, random port). Its /authorize redirects to redirect_uri with a
 * code and the state; its /token issues JWT access tokens and a random refresh token.
 */
export async function startProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const url = server.issuer.url!;
  const tokenCalls: TokenCall[] = [];
  const issued: Array<Record<string, unknown>> = [];
  server.service.on("beforeResponse", (response: { body: Record<string, unknown> }, request: { body: Record<string, string>; headers: Record<string, string | undefined> }) => {
    tokenCalls.push({ body: { ...request.body }, authorization: request.headers.authorization });
    queueMicrotask(() => issued.push({ ...response.body }));
  });
  return {
    server,
    url,
    authorizeUrl: `${url}/authorize`,
    tokenUrl: `${url}/token`,
    tokenCalls,
    issued,
    close: () => server.stop(),
  };
}

/** An oauth2 auth method config pointing at the mock provider. */
export function oauthMethod(provider: MockProvider, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    type: "oauth2",
    label: "Sign in with Mock",
    isDefault: true,
    config: {
      authorize_url: provider.authorizeUrl,
      token_url: provider.tokenUrl,
      client_id: "plugboard-client",
      client_secret: "client-secret-7d1f0c",
      scopes: ["read", "write"],
      extra_params: { access_type: "offline" },
      ...config,
    },
    ...extra,
  };
}

/** Creates and approves a plugin with the given auth methods (through the submissions API). */
export async function createPlugin(pb: TestPlugboard, slug: string, authMethods: unknown[], extra: Record<string, unknown> = {}) {
  const id = await pb.createApprovedPlugin({ slug, name: `Plugin ${slug}`, baseUrl: "https://api.example.com", authMethods, ...extra });
  const methods = await pb.context.prisma.authMethod.findMany({ where: { pluginId: id } });
  return { id, methods: Object.fromEntries(methods.map((method) => [method.type, method.id])) as Record<string, string> };
}

/** GET without following redirects; returns status, Location and body text. */
export async function getManual(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { redirect: "manual", headers });
  return { status: response.status, location: response.headers.get("location"), text: await response.text(), headers: response.headers };
}

/**
 * Runs the provider leg of a flow: GET the authorization URL (the mock redirects at once) and return
 * the callback URL it sends the browser to.
 */
export async function authorizeAtProvider(authorizationUrl: string): Promise<string> {
  const step = await getManual(authorizationUrl);
  if (step.status !== 302 || !step.location) throw new Error(`provider did not redirect: ${step.status} ${step.text}`);
  return step.location;
}

/** A tiny page on loopback standing for the developer's app (the return URL). */
export async function startReturnPage(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>App</title><h1>Back in the app</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
