import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { AuthorizationServerMetadata, OAuthProtectedResourceMetadata } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { hasErrorMarker, markError } from "@plugboard/core/errors";
import { loadMcpClientSdk } from "../../infra/load-mcp-sdk.js";
import { metadataIssuerRefusal } from "./check-authorization-issuer.js";
import type { McpDiscoveryRecord } from "./read-mcp-plugin-config.js";

/** What {@link discoverMcpServer} found: the record to cache plus the authorization-server metadata. */
export interface McpServerDiscovery {
  record: McpDiscoveryRecord;
  /** RFC 8414 / OpenID metadata, or the 2025-03-26 default endpoints; absent for open servers. */
  metadata?: AuthorizationServerMetadata;
}

/** Why discovery failed, in words an operator can act on (never holds a secret). */
export class McpDiscoveryError extends Error {
  override readonly name = "McpDiscoveryError";

  constructor(message: string) {
    super(message);
    markError(this, "@plugboard/server.McpDiscoveryError");
  }

  /** True for an McpDiscoveryError from any copy of this package. */
  static isInstance(value: unknown): value is McpDiscoveryError {
    return hasErrorMarker(value, "@plugboard/server.McpDiscoveryError");
  }
}

interface Probe {
  requiresAuth: boolean;
  transport: McpDiscoveryRecord["transport"];
  resourceMetadataUrl?: URL;
  scope?: string;
}

const initialize = (protocolVersion: string) => JSON.stringify({
  jsonrpc: "2.0",
  id: 0,
  method: "initialize",
  params: { protocolVersion, capabilities: {}, clientInfo: { name: "plugboard-discovery", version: "1.0.0" } },
});

const challenged = (response: Response) =>
  response.status === 401 || (response.status === 403 && /^bearer\b/i.test(response.headers.get("www-authenticate") ?? ""));

/**
 * Sends an unauthenticated `initialize` to the MCP endpoint: a 401 challenge means OAuth is required
 * (its `resource_metadata` and `scope` are read with the SDK's `extractWWWAuthenticateParams`). A 2xx
 * is followed by `notifications/initialized` and `tools/list`, since a server may let `initialize`
 * through and challenge from the next request on; without a challenge there either the server is open
 * (the session it opened is ended again). A 4xx other than 401 on the POST
 * means the server may only speak the legacy SSE transport, probed with a GET.
 */
async function probe(serverUrl: URL, fetchFn: FetchLike): Promise<Probe> {
  const { auth: { extractWWWAuthenticateParams }, types: { LATEST_PROTOCOL_VERSION } } = await loadMcpClientSdk();
  const post = await fetchFn(serverUrl, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": LATEST_PROTOCOL_VERSION },
    body: initialize(LATEST_PROTOCOL_VERSION),
  });
  await post.body?.cancel().catch(() => undefined);
  if (challenged(post)) return { requiresAuth: true, transport: "streamable-http", ...extractWWWAuthenticateParams(post) };
  if (post.ok) {
    const sessionId = post.headers.get("mcp-session-id");
    // Past initialize: a server may let it through and challenge only from the next request on.
    const session: Record<string, string> = sessionId ? { "mcp-session-id": sessionId } : {};
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": LATEST_PROTOCOL_VERSION, ...session };
    const later = await (async () => {
      const notified = await fetchFn(serverUrl, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) });
      await notified.body?.cancel().catch(() => undefined);
      if (challenged(notified)) return notified;
      const listed = await fetchFn(serverUrl, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }) });
      await listed.body?.cancel().catch(() => undefined);
      return challenged(listed) ? listed : null;
    })().catch(() => null);
    if (sessionId) {
      await fetchFn(serverUrl, { method: "DELETE", headers: { "mcp-session-id": sessionId } })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
    }
    if (later) return { requiresAuth: true, transport: "streamable-http", ...extractWWWAuthenticateParams(later) };
    return { requiresAuth: false, transport: "streamable-http" };
  }
  if (post.status >= 400 && post.status < 500) {
    // Only the status and headers matter: the stream is cut as soon as they arrive (or after 15 s).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15_000);
    const get = await fetchFn(serverUrl, { method: "GET", headers: { accept: "text/event-stream" }, signal: controller.signal }).catch(() => null);
    clearTimeout(timer);
    controller.abort();
    if (get && challenged(get)) return { requiresAuth: true, transport: "sse", ...extractWWWAuthenticateParams(get) };
    if (get?.ok && (get.headers.get("content-type") ?? "").includes("text/event-stream")) return { requiresAuth: false, transport: "sse" };
  }
  throw new McpDiscoveryError(`The MCP server answered an initialize request with HTTP ${post.status}; check mcpConfig.serverUrl`);
}

async function protectedResourceMetadata(serverUrl: URL, challenge: URL | undefined, fetchFn: FetchLike) {
  const attempts: Array<URL | undefined> = challenge ? [challenge, undefined] : [undefined];
  let answered = "";
  // Remembers which address answered (path-suffixed or root well-known URL, or the challenge's).
  const recording: FetchLike = async (url, init) => {
    const response = await fetchFn(url, init);
    if (response.ok) answered = String(url);
    return response;
  };
  for (const resourceMetadataUrl of attempts) {
    try {
      const metadata = await (await loadMcpClientSdk()).auth.discoverOAuthProtectedResourceMetadata(serverUrl, resourceMetadataUrl ? { resourceMetadataUrl } : {}, recording);
      return { metadata, url: answered };
    } catch {
      // not at this address: try the next one, then go without (2025-03-26 servers)
    }
  }
  return undefined;
}

/** The 2025-03-26 fallback: `/authorize`, `/token` and `/register` at the server's origin. */
function defaultEndpoints(origin: string): AuthorizationServerMetadata {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/token`,
    registration_endpoint: `${origin}/register`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
  };
}

/**
 * Discovers how to authorize at an MCP server (docs/mcp-plugins.md §2), with the MCP SDK's
 * helpers doing the standard parts:
 *
 * 1. an unauthenticated `initialize` POST, then `tools/list`: no 401 → open server, done (unless
 *    `requireAuth`: a later request of a user was challenged);
 * 2. RFC 9728 protected resource metadata — from the challenge's `resource_metadata`, else the
 *    path-suffixed then root well-known URL (`discoverOAuthProtectedResourceMetadata`);
 * 3. RFC 8414 metadata of `authorization_servers[0]` (else the server's origin), path-aware, with the
 *    OpenID Connect fallback (`discoverAuthorizationServerMetadata`); its `issuer` must be the URL it
 *    was fetched for (RFC 8414 §3.3), else discovery fails;
 * 4. no metadata at all → the 2025-03-26 default endpoints at the origin;
 * 5. the RFC 8707 `resource` (`selectResourceURL`, checked against the server URL).
 *
 * @throws {McpDiscoveryError} when the server cannot be reached or answers nonsense
 * @example
 * const { record, metadata } = await discoverMcpServer("https://mcp.example.com/mcp", { fetch });
 */
export async function discoverMcpServer(serverUrl: string, options: { fetch: FetchLike; now?: () => number; requireAuth?: boolean }): Promise<McpServerDiscovery> {
  const url = new URL(serverUrl);
  const fetchFn = options.fetch;
  const discoveredAt = new Date((options.now ?? Date.now)()).toISOString();
  let found: Probe;
  try {
    found = await probe(url, fetchFn);
  } catch (error) {
    if (McpDiscoveryError.isInstance(error)) throw error;
    throw new McpDiscoveryError(`The MCP server at ${url.origin} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  // `requireAuth`: the server challenged a later request (a tool call) though the probe got through.
  if (!found.requiresAuth && !options.requireAuth) return { record: { requiresAuth: false, transport: found.transport, defaultEndpoints: false, discoveredAt } };

  const resource = await protectedResourceMetadata(url, found.resourceMetadataUrl, fetchFn);
  const authorizationServerUrl = resource?.metadata.authorization_servers?.[0] ?? new URL("/", url).href;
  let metadata: AuthorizationServerMetadata | undefined;
  try {
    metadata = await (await loadMcpClientSdk()).auth.discoverAuthorizationServerMetadata(authorizationServerUrl, { fetchFn });
  } catch (error) {
    throw new McpDiscoveryError(`The authorization server metadata could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  // RFC 8414 §3.3 binds the metadata to an issuer someone named: the protected resource metadata's
  // `authorization_servers`. The 2025-03-26 fallback (no such metadata) only guesses the server's origin,
  // so there is no named issuer to hold the metadata to.
  const refusal = metadata && resource?.metadata.authorization_servers?.[0] ? metadataIssuerRefusal(metadata, authorizationServerUrl) : null;
  if (refusal) throw new McpDiscoveryError(refusal);
  let indicator: URL | undefined;
  try {
    indicator = await (await loadMcpClientSdk()).auth.selectResourceURL(url, {} as OAuthClientProvider, resource?.metadata);
  } catch (error) {
    throw new McpDiscoveryError(error instanceof Error ? error.message : String(error));
  }
  const record: McpDiscoveryRecord = {
    requiresAuth: true,
    transport: found.transport,
    authorizationServerUrl,
    defaultEndpoints: metadata === undefined,
    discoveredAt,
  };
  // The SDK advises sending the metadata's string verbatim (a pathless URL's href gains a slash).
  if (indicator && resource) record.resource = resource.metadata.resource;
  if (resource) {
    record.resourceMetadataUrl = resource.url;
    record.resourceMetadata = resource.metadata as OAuthProtectedResourceMetadata;
  }
  if (found.scope) record.challengeScope = found.scope;
  return { record, metadata: metadata ?? defaultEndpoints(new URL(authorizationServerUrl).origin) };
}
