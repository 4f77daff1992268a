import type { NextFunction, Request, RequestHandler, Response } from "express";
import { InvalidTokenError, OAuthError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { OAuthTokenVerifier } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import { CALL_SCOPE, READ_SCOPE, SUPPORTED_SCOPES } from "../scopes.js";

/** An Express request after {@link requireMcpBearerAuth}: `auth` is what the SDK transports hand to tool handlers. */
export type AuthenticatedRequest = Request & { auth?: AuthInfo };

/** Options of {@link requireMcpBearerAuth}. */
export interface RequireMcpBearerAuthOptions {
  verifier: OAuthTokenVerifier;
  /** The resource (audience) every token must have been issued for. */
  resource: URL;
  /** Advertised in the challenge's `resource_metadata` parameter. */
  resourceMetadataUrl: string;
}

interface Challenge {
  status: 401 | 403;
  error?: "invalid_token" | "insufficient_scope";
  description: string;
  scope?: string;
}

/** Builds `Bearer realm="mcp", …` (RFC 6750 §3 + RFC 9728 §5.1). No error code when no token was sent at all. */
function sendChallenge(response: Response, resourceMetadataUrl: string, challenge: Challenge): void {
  const parameters = [`realm="mcp"`];
  if (challenge.error) parameters.push(`error="${challenge.error}"`, `error_description="${challenge.description.replace(/["\\]/g, "")}"`);
  parameters.push(`scope="${challenge.scope ?? SUPPORTED_SCOPES.join(" ")}"`);
  parameters.push(`resource_metadata="${resourceMetadataUrl}"`);
  response
    .status(challenge.status)
    .set("WWW-Authenticate", `Bearer ${parameters.join(", ")}`)
    .json({ error: challenge.error ?? "unauthorized", error_description: challenge.description });
}

const sameResource = (a: string, b: string) => {
  const normalize = (value: string) => value.replace(/#.*$/, "").replace(/\/$/, "");
  return normalize(a) === normalize(b);
};

/**
 * Checks the bearer token of every MCP request — the token, never the session id, is what authorizes a
 * request. Answers 401 with the `WWW-Authenticate` challenge of RFC 9728 §5.1 (realm `mcp` and
 * `resource_metadata`) when the token is missing, unknown, revoked, expired or issued for another resource.
 *
 * The SDK's `requireBearerAuth` does the same checks but cannot add `realm="mcp"` and puts
 * `error="invalid_token"` on a request that sent no token (RFC 6750 §3.1 says no error code there), hence this
 * small replacement. It reuses the SDK's `OAuthTokenVerifier` contract and sets `request.auth` the same way.
 */
export function requireMcpBearerAuth(options: RequireMcpBearerAuthOptions): RequestHandler {
  return async (request: AuthenticatedRequest, response: Response, next: NextFunction) => {
    const header = request.headers.authorization;
    if (!header) {
      sendChallenge(response, options.resourceMetadataUrl, { status: 401, description: "Authorization: Bearer <token> is required" });
      return;
    }
    const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header);
    if (!match?.[1]) {
      sendChallenge(response, options.resourceMetadataUrl, { status: 401, error: "invalid_token", description: "Expected Authorization: Bearer <token>" });
      return;
    }
    let authInfo: AuthInfo;
    try {
      authInfo = await options.verifier.verifyAccessToken(match[1]);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        sendChallenge(response, options.resourceMetadataUrl, { status: 401, error: "invalid_token", description: error.message });
        return;
      }
      if (error instanceof OAuthError) {
        response.status(500).json(error.toResponseObject());
        return;
      }
      throw error;
    }
    if (!authInfo.resource || !sameResource(authInfo.resource.href, options.resource.href)) {
      sendChallenge(response, options.resourceMetadataUrl, { status: 401, error: "invalid_token", description: "The token was not issued for this resource" });
      return;
    }
    if (typeof authInfo.expiresAt !== "number" || authInfo.expiresAt * 1000 <= Date.now()) {
      sendChallenge(response, options.resourceMetadataUrl, { status: 401, error: "invalid_token", description: "The access token has expired" });
      return;
    }
    request.auth = authInfo;
    next();
  };
}

/** JSON-RPC methods that need a scope beyond {@link READ_SCOPE}. */
const METHOD_SCOPES: Record<string, string> = { "tools/call": CALL_SCOPE };

/**
 * Runs after the body is parsed: every MCP request needs `tools:read`, and a `tools/call` also needs
 * `tools:call`; otherwise 403 with `error="insufficient_scope"` naming the scopes to ask for (MCP step-up
 * authorization). Does nothing when the request carries no `auth` (authorization switched off).
 */
export function requireMcpScopes(options: Pick<RequireMcpBearerAuthOptions, "resourceMetadataUrl">): RequestHandler {
  return (request: AuthenticatedRequest, response: Response, next: NextFunction) => {
    const auth = request.auth;
    if (!auth) return next();
    const messages: unknown[] = Array.isArray(request.body) ? request.body : [request.body];
    const needed = new Set([READ_SCOPE]);
    for (const message of messages) {
      const method = (message as { method?: unknown } | undefined)?.method;
      const scope = typeof method === "string" ? METHOD_SCOPES[method] : undefined;
      if (scope) needed.add(scope);
    }
    const missing = [...needed].filter((scope) => !auth.scopes.includes(scope));
    if (missing.length > 0) {
      sendChallenge(response, options.resourceMetadataUrl, {
        status: 403,
        error: "insufficient_scope",
        description: `This request needs the scope ${missing.join(" ")}`,
        scope: [...new Set([...auth.scopes, ...needed])].join(" "),
      });
      return;
    }
    next();
  };
}
