// Test helpers: drive the example server the way an MCP client (Plugboard) does, with the SDK's client helpers.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  exchangeAuthorization,
  registerClient,
  startAuthorization,
} from "@modelcontextprotocol/sdk/client/auth.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type {
  AuthorizationServerMetadata,
  OAuthClientInformationFull,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import type { ExampleMcpServer } from "../src/index.js";

export const REDIRECT_URI = "http://127.0.0.1:9/callback";

/** Discovery exactly as a client does it: resource metadata first, then its authorization server's metadata. */
export async function discover(server: ExampleMcpServer): Promise<AuthorizationServerMetadata> {
  const resourceMetadata = await discoverOAuthProtectedResourceMetadata(server.mcpUrl);
  const issuer = resourceMetadata.authorization_servers?.[0];
  if (!issuer) throw new Error("no authorization server advertised");
  const metadata = await discoverAuthorizationServerMetadata(issuer);
  if (!metadata) throw new Error("no authorization server metadata");
  return metadata;
}

/** RFC 7591 registration through the SDK helper. */
export async function register(
  server: ExampleMcpServer,
  overrides: Partial<OAuthClientMetadata> = {},
): Promise<OAuthClientInformationFull> {
  const metadata = await discover(server);
  return registerClient(server.url, {
    metadata,
    clientMetadata: {
      client_name: "Plugboard test",
      redirect_uris: [REDIRECT_URI],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
      ...overrides,
    },
  });
}

/** Where `/authorize` sent the browser, read from a 302 without following it. */
export async function followAuthorize(url: URL | string): Promise<URL> {
  const response = await fetch(url, { redirect: "manual" });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get("location") ?? "");
}

/** Builds an authorization URL with PKCE (SDK `startAuthorization`) and runs the auto-approved authorize step. */
export async function authorize(
  server: ExampleMcpServer,
  client: OAuthClientInformationFull,
  options: { scope?: string; state?: string; loginHint?: string; redirectUri?: string } = {},
): Promise<{ code: string; codeVerifier: string; state: string | null; callback: URL; authorizationUrl: URL }> {
  const metadata = await discover(server);
  const { authorizationUrl, codeVerifier } = await startAuthorization(server.url, {
    metadata,
    clientInformation: client,
    redirectUrl: options.redirectUri ?? REDIRECT_URI,
    scope: options.scope ?? "tools:read tools:call",
    state: options.state ?? "state-123",
    resource: new URL(server.mcpUrl),
  });
  if (options.loginHint) authorizationUrl.searchParams.set("login_hint", options.loginHint);
  const callback = await followAuthorize(authorizationUrl);
  const code = callback.searchParams.get("code");
  if (!code) throw new Error(`no code in ${callback.href}`);
  return { code, codeVerifier, state: callback.searchParams.get("state"), callback, authorizationUrl };
}

/** The whole dance: discovery, registration (unless a client is given), authorize, code exchange. */
export async function obtainTokens(
  server: ExampleMcpServer,
  options: { client?: OAuthClientInformationFull; scope?: string; loginHint?: string } = {},
): Promise<{ tokens: OAuthTokens; client: OAuthClientInformationFull; metadata: AuthorizationServerMetadata }> {
  const metadata = await discover(server);
  const client = options.client ?? (await register(server));
  const { code, codeVerifier } = await authorize(server, client, options);
  const tokens = await exchangeAuthorization(server.url, {
    metadata,
    clientInformation: client,
    authorizationCode: code,
    codeVerifier,
    redirectUri: REDIRECT_URI,
    resource: new URL(server.mcpUrl),
  });
  return { tokens, client, metadata };
}

/** An MCP client over Streamable HTTP sending `Authorization: Bearer <token>` (or nothing). */
export async function connectStreamable(
  url: string,
  token?: string,
): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  const client = new Client({ name: "plugboard-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** An MCP client over the legacy HTTP+SSE transport. */
export async function connectSse(url: string, token?: string): Promise<{ client: Client; transport: SSEClientTransport }> {
  const transport = new SSEClientTransport(new URL(url), {
    requestInit: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  const client = new Client({ name: "plugboard-test", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
}

/** The text of a tool result's first content item. */
export function firstText(result: unknown): string {
  const content = (result as { content?: Array<{ type: string; text?: string }> }).content;
  const item = content?.[0];
  if (item?.type !== "text" || item.text === undefined) throw new Error(`no text content in ${JSON.stringify(result)}`);
  return item.text;
}

/** A raw JSON-RPC POST to the Streamable HTTP endpoint. */
export function postMcp(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}

export const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

/** Posts a form to the token endpoint without the SDK (to see raw statuses and bodies). */
export async function postToken(
  server: ExampleMcpServer,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
