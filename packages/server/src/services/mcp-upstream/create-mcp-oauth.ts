import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { FetchLike } from "@modelcontextprotocol/sdk/shared/transport.js";
import { hasErrorMarker, markError } from "@plugboard/core/errors";
import { loadMcpClientSdk } from "../../infra/load-mcp-sdk.js";

/** The OAuth client Plugboard uses at one MCP authorization server (secret in clear while in use). */
export interface McpOAuthClientIdentity {
  clientId: string;
  clientSecret?: string;
  /** From registration; otherwise the SDK picks one from the server's supported methods. */
  tokenEndpointAuthMethod?: string;
}

/** Where and how to talk OAuth for one MCP server. */
export interface McpAuthorizationServer {
  url: string;
  metadata?: AuthorizationServerMetadata;
  /** RFC 8707 resource indicator, sent on authorize, code exchange and refresh. */
  resource?: string;
}

/** Tokens from a code exchange or a refresh. */
export interface McpTokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt: Date | null;
  /** The granted scope, when the token response says it. */
  scope?: string;
}

/**
 * A failed OAuth request: `code` is the server's OAuth error (`invalid_grant`, `invalid_client`, …)
 * or `request_failed` when there was no usable answer. The message never holds a token.
 */
export class McpOAuthError extends Error {
  override readonly name = "McpOAuthError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    markError(this, "@plugboard/server.McpOAuthError");
  }

  /** True for an McpOAuthError from any copy of this package. */
  static isInstance(value: unknown): value is McpOAuthError {
    return hasErrorMarker(value, "@plugboard/server.McpOAuthError");
  }
}

/** Plugboard's RFC 7591 registration: a public client (PKCE) unless the server only takes secrets. */
function registrationAuthMethod(metadata: AuthorizationServerMetadata | undefined): string {
  const supported = metadata?.token_endpoint_auth_methods_supported;
  if (!supported || supported.includes("none")) return "none";
  if (supported.includes("client_secret_post")) return "client_secret_post";
  return supported.includes("client_secret_basic") ? "client_secret_basic" : "none";
}

function toError(error: unknown, action: string): McpOAuthError {
  // The SDK's OAuthError subclasses carry the RFC 6749 code; duck-typed (ESM and CJS copies differ).
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  const detail = error instanceof Error ? error.message : String(error);
  if (typeof code === "string" && code !== "") return new McpOAuthError(code, `${action} was refused (${code}): ${detail}`);
  return new McpOAuthError("request_failed", `${action} failed: ${detail}`);
}

/**
 * Plugboard's small interface over the MCP SDK's OAuth helpers (`registerClient`,
 * `startAuthorization`, `exchangeAuthorization`, `refreshAuthorization`): the SDK builds the PKCE
 * S256 challenge, the token requests and the client authentication (`none`, `client_secret_post`,
 * `client_secret_basic` per metadata); this wrapper fixes Plugboard's client metadata, turns
 * `expires_in` into a date and errors into {@link McpOAuthError}.
 *
 * @example
 * const oauth = createMcpOAuth({ fetch });
 * const { url, codeVerifier } = await oauth.startAuthorization(server, client, { redirectUri, scope: "tools:read" });
 */
export function createMcpOAuth(options: { fetch: FetchLike; now?: () => number }) {
  const now = options.now ?? Date.now;
  const fetchFn = options.fetch;
  const info = (client: McpOAuthClientIdentity): OAuthClientInformationMixed => ({
    client_id: client.clientId,
    ...(client.clientSecret ? { client_secret: client.clientSecret } : {}),
    ...(client.tokenEndpointAuthMethod ? { token_endpoint_auth_method: client.tokenEndpointAuthMethod } : {}),
    redirect_uris: [],
  });
  const tokens = (result: OAuthTokens): McpTokenSet => ({
    accessToken: result.access_token,
    ...(result.refresh_token ? { refreshToken: result.refresh_token } : {}),
    expiresAt: typeof result.expires_in === "number" && Number.isFinite(result.expires_in) ? new Date(now() + result.expires_in * 1000) : null,
    ...(typeof result.scope === "string" && result.scope.trim() !== "" ? { scope: result.scope } : {}),
  });

  return {
    /** RFC 7591 dynamic client registration as "Plugboard" with our redirect URI. */
    async register(server: McpAuthorizationServer, input: { redirectUri: string; scope?: string }): Promise<McpOAuthClientIdentity> {
      try {
        const registered = await (await loadMcpClientSdk()).auth.registerClient(server.url, {
          ...(server.metadata ? { metadata: server.metadata } : {}),
          clientMetadata: {
            client_name: "Plugboard",
            redirect_uris: [input.redirectUri],
            grant_types: ["authorization_code", "refresh_token"],
            response_types: ["code"],
            token_endpoint_auth_method: registrationAuthMethod(server.metadata),
          },
          ...(input.scope ? { scope: input.scope } : {}),
          fetchFn,
        });
        return {
          clientId: registered.client_id,
          ...(registered.client_secret ? { clientSecret: registered.client_secret } : {}),
          ...(registered.token_endpoint_auth_method ? { tokenEndpointAuthMethod: registered.token_endpoint_auth_method } : {}),
        };
      } catch (error) {
        throw toError(error, "Client registration at the MCP authorization server");
      }
    },

    /** The authorization URL with PKCE S256 (and `resource`, `scope`); the verifier goes into the state. */
    async startAuthorization(server: McpAuthorizationServer, client: McpOAuthClientIdentity, input: { redirectUri: string; scope?: string }) {
      try {
        const { authorizationUrl, codeVerifier } = await (await loadMcpClientSdk()).auth.startAuthorization(server.url, {
          ...(server.metadata ? { metadata: server.metadata } : {}),
          clientInformation: info(client),
          redirectUrl: input.redirectUri,
          ...(input.scope ? { scope: input.scope } : {}),
          ...(server.resource ? { resource: server.resource } : {}),
        });
        return { url: authorizationUrl, codeVerifier };
      } catch (error) {
        throw toError(error, "Starting the MCP authorization");
      }
    },

    /** Exchanges an authorization code with its PKCE verifier. */
    async exchangeCode(server: McpAuthorizationServer, client: McpOAuthClientIdentity, input: { code: string; codeVerifier: string; redirectUri: string }): Promise<McpTokenSet> {
      try {
        return tokens(
          await (await loadMcpClientSdk()).auth.exchangeAuthorization(server.url, {
            ...(server.metadata ? { metadata: server.metadata } : {}),
            clientInformation: info(client),
            authorizationCode: input.code,
            codeVerifier: input.codeVerifier,
            redirectUri: input.redirectUri,
            ...(server.resource ? { resource: server.resource } : {}),
            fetchFn,
          }),
        );
      } catch (error) {
        throw toError(error, "The authorization code exchange");
      }
    },

    /** Refreshes with the same client; the SDK keeps the old refresh token when none is returned. */
    async refresh(server: McpAuthorizationServer, client: McpOAuthClientIdentity, refreshToken: string): Promise<McpTokenSet> {
      try {
        return tokens(
          await (await loadMcpClientSdk()).auth.refreshAuthorization(server.url, {
            ...(server.metadata ? { metadata: server.metadata } : {}),
            clientInformation: info(client),
            refreshToken,
            ...(server.resource ? { resource: server.resource } : {}),
            fetchFn,
          }),
        );
      } catch (error) {
        throw toError(error, "The MCP token refresh");
      }
    },
  };
}

/** The MCP OAuth helper's interface. */
export type McpOAuth = ReturnType<typeof createMcpOAuth>;
