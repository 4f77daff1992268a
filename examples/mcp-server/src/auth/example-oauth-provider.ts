import type { Response } from "express";
import {
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  InvalidTokenError,
  UnauthorizedClientError,
} from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { AuthorizationParams, OAuthServerProvider } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type {
  OAuthClientInformationFull,
  OAuthTokenRevocationRequest,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { SUPPORTED_SCOPES } from "../scopes.js";
import type { ExampleClientsStore } from "./example-clients-store.js";
import { renderConsentPage } from "./render-consent-page.js";
import { type Grant, TokenStore, digest, randomSecret } from "./token-store.js";

/** Options of {@link ExampleOAuthProvider}. */
export interface ExampleOAuthProviderOptions {
  clientsStore: ExampleClientsStore;
  /** The protected resource (`<origin>/mcp`): the only audience tokens are issued for. */
  resource: URL;
  accessTokenTtlSeconds: number;
  codeTtlSeconds: number;
  rotateRefreshTokens: boolean;
  autoApprove: boolean;
  /** Path the consent page's form posts to. */
  consentPath: string;
}

/** What a verified access token carries (see `AuthInfo.extra`). */
export interface TokenSubject {
  /** The end-user the grant belongs to. */
  subject: string;
}

interface AuthorizationCode {
  clientId: string;
  codeChallenge: string;
  redirectUri: string;
  scopes: string[];
  subject: string;
  resource: string;
  expiresAt: number;
  /** Set once exchanged; a second exchange revokes what the first one issued (RFC 6749 §4.1.2). */
  grant?: Grant;
}

interface PendingConsent {
  client: OAuthClientInformationFull;
  params: AuthorizationParams;
  subject: string;
  expiresAt: number;
}

const LOGIN_HINT = /^[\w.@+-]{1,64}$/;

/**
 * The authorization server's behaviour behind the SDK's OAuth handlers (`authorizationHandler`, `tokenHandler`,
 * `revocationHandler`, which do request parsing, PKCE verification and error mapping): authorization codes,
 * opaque access and refresh tokens with rotation, and the consent step. State lives in memory.
 */
export class ExampleOAuthProvider implements OAuthServerProvider {
  readonly #options: ExampleOAuthProviderOptions;
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #tokens: TokenStore;
  readonly #pendingConsents = new Map<string, PendingConsent>();
  #nextUser = 1;

  constructor(options: ExampleOAuthProviderOptions) {
    this.#options = options;
    this.#tokens = new TokenStore({ accessTokenTtlSeconds: options.accessTokenTtlSeconds });
  }

  get clientsStore(): ExampleClientsStore {
    return this.#options.clientsStore;
  }

  /** Called by the SDK after it has checked client_id, redirect_uri, response_type and code_challenge_method=S256. */
  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, response: Response): Promise<void> {
    const unknownScope = params.scopes?.find((scope) => !SUPPORTED_SCOPES.includes(scope));
    if (unknownScope) throw new InvalidScopeError(`Unknown scope ${unknownScope}`);
    if (params.resource && !this.#isOurResource(params.resource.href)) {
      throw new InvalidTargetError(`This server only issues tokens for ${this.#options.resource.href}`);
    }
    const subject = this.#subjectFrom(response) ?? `user-${this.#nextUser++}`;

    if (this.#options.autoApprove) {
      response.redirect(302, this.#approve(client, params, subject));
      return;
    }
    this.#sweep();
    const requestId = randomSecret();
    this.#pendingConsents.set(requestId, {
      client,
      params,
      subject,
      expiresAt: Date.now() + this.#options.codeTtlSeconds * 1000,
    });
    response
      .status(200)
      .set({
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
      })
      .type("html")
      .send(
        renderConsentPage({
          action: this.#options.consentPath,
          requestId,
          clientName: client.client_name ?? client.client_id,
          scopes: grantedScopes(params.scopes),
          subject,
        }),
      );
  }

  /**
   * Completes a consent page: returns where to send the browser (the client's redirect URI with `code` and `state`,
   * or with `error=access_denied`), or `undefined` when the request id is unknown, used or expired.
   */
  decideConsent(options: { requestId: string; approve: boolean; subject?: string }): string | undefined {
    const pending = this.#pendingConsents.get(options.requestId);
    this.#pendingConsents.delete(options.requestId);
    if (!pending || pending.expiresAt <= Date.now()) return undefined;
    if (!options.approve) {
      return redirectWith(pending.params.redirectUri, { error: "access_denied", state: pending.params.state });
    }
    const subject = options.subject && LOGIN_HINT.test(options.subject) ? options.subject : pending.subject;
    return this.#approve(pending.client, pending.params, subject);
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, authorizationCode: string): Promise<string> {
    return this.#usableCode(client, authorizationCode).codeChallenge;
  }

  /** The SDK has already verified the PKCE code_verifier against {@link challengeForAuthorizationCode}. */
  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    authorizationCode: string,
    _codeVerifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    const code = this.#usableCode(client, authorizationCode);
    if (!client.grant_types?.includes("authorization_code")) {
      throw new UnauthorizedClientError("This client may not use the authorization_code grant");
    }
    if (redirectUri === undefined) throw new InvalidRequestError("redirect_uri is required");
    if (redirectUri !== code.redirectUri) {
      throw new InvalidGrantError("redirect_uri differs from the one of the authorization request");
    }
    if (resource && !this.#isOurResource(resource.href)) {
      throw new InvalidTargetError(`This server only issues tokens for ${this.#options.resource.href}`);
    }
    const grant = this.#tokens.createGrant({
      clientId: client.client_id,
      subject: code.subject,
      scopes: code.scopes,
      resource: code.resource,
    });
    code.grant = grant;
    // A client that did not register for the refresh_token grant gets no refresh token it could not use.
    const withRefreshToken = client.grant_types?.includes("refresh_token") ?? false;
    return this.#tokens.issue(grant, grant.scopes, { withRefreshToken });
  }

  async exchangeRefreshToken(
    client: OAuthClientInformationFull,
    refreshToken: string,
    scopes?: string[],
    resource?: URL,
  ): Promise<OAuthTokens> {
    const grant = this.#tokens.findRefreshGrant(refreshToken);
    if (!grant || grant.clientId !== client.client_id) {
      throw new InvalidGrantError("The refresh token is invalid, expired, revoked or was issued to another client");
    }
    if (!client.grant_types?.includes("refresh_token")) {
      throw new UnauthorizedClientError("This client may not use the refresh_token grant");
    }
    const excess = scopes?.find((scope) => !grant.scopes.includes(scope));
    if (excess) throw new InvalidScopeError(`Scope ${excess} was not granted`);
    if (resource && !this.#isOurResource(resource.href)) {
      throw new InvalidTargetError(`This server only issues tokens for ${this.#options.resource.href}`);
    }
    if (this.#options.rotateRefreshTokens) this.#tokens.retireRefreshToken(refreshToken);
    return this.#tokens.issue(grant, scopes ?? grant.scopes, { withRefreshToken: this.#options.rotateRefreshTokens });
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const record = this.#tokens.findAccessToken(token);
    if (!record) throw new InvalidTokenError("The access token is invalid or has been revoked");
    const extra: TokenSubject = { subject: record.subject };
    return {
      token,
      clientId: record.clientId,
      scopes: record.scopes,
      expiresAt: record.expiresAt / 1000,
      resource: new URL(record.resource),
      extra: { ...extra },
    };
  }

  /** RFC 7009. Revoking a refresh token ends its whole grant, access tokens included. */
  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    this.#tokens.revoke(request.token, client.client_id);
  }

  /** Invalidates every access and refresh token (authorization codes not yet exchanged stay usable). */
  revokeAll(): void {
    this.#tokens.revokeAll();
  }

  /** Makes every access token expired now; refresh tokens keep working. */
  expireAccessTokens(): void {
    this.#tokens.expireAccessTokens();
  }

  /** Mints an access token without the OAuth dance (tests: other audiences, other subjects, short lifetimes). */
  issueAccessToken(options: {
    subject?: string;
    clientId?: string;
    scopes?: string[];
    resource?: string;
    expiresInSeconds?: number;
  }): string {
    return this.#tokens.mint({
      clientId: options.clientId ?? "test-client",
      subject: options.subject ?? "test-user",
      scopes: options.scopes ?? [...SUPPORTED_SCOPES],
      resource: options.resource ?? this.#options.resource.href,
      expiresInSeconds: options.expiresInSeconds,
    });
  }

  #approve(client: OAuthClientInformationFull, params: AuthorizationParams, subject: string): string {
    this.#sweep();
    const code = randomSecret();
    this.#codes.set(digest(code), {
      clientId: client.client_id,
      codeChallenge: params.codeChallenge,
      redirectUri: params.redirectUri,
      scopes: grantedScopes(params.scopes),
      subject,
      resource: this.#options.resource.href,
      expiresAt: Date.now() + this.#options.codeTtlSeconds * 1000,
    });
    return redirectWith(params.redirectUri, { code, state: params.state });
  }

  /** Forgets codes and consent requests past their lifetime (a used code is kept that long to detect replays). */
  #sweep(): void {
    const now = Date.now();
    for (const [hash, code] of this.#codes) if (code.expiresAt <= now) this.#codes.delete(hash);
    for (const [id, pending] of this.#pendingConsents) if (pending.expiresAt <= now) this.#pendingConsents.delete(id);
  }

  #usableCode(client: OAuthClientInformationFull, authorizationCode: string): AuthorizationCode {
    const code = this.#codes.get(digest(authorizationCode));
    if (!code || code.clientId !== client.client_id) {
      throw new InvalidGrantError("The authorization code is invalid or was issued to another client");
    }
    if (code.grant) {
      this.#tokens.revokeGrant(code.grant);
      throw new InvalidGrantError("The authorization code has already been used");
    }
    if (code.expiresAt <= Date.now()) {
      this.#codes.delete(digest(authorizationCode));
      throw new InvalidGrantError("The authorization code has expired");
    }
    return code;
  }

  #isOurResource(resource: string): boolean {
    // RFC 8707 identifiers carry no fragment; tolerate one trailing slash as the SDK's own check does.
    const normalize = (value: string) => value.replace(/#.*$/, "").replace(/\/$/, "");
    return normalize(resource) === normalize(this.#options.resource.href);
  }

  #subjectFrom(response: Response): string | undefined {
    const request = response.req;
    const source = (request.method === "POST" ? request.body : request.query) as Record<string, unknown> | undefined;
    const hint = source?.login_hint;
    if (hint === undefined) return undefined;
    if (typeof hint !== "string" || !LOGIN_HINT.test(hint)) {
      throw new InvalidRequestError("login_hint must be 1-64 letters, digits or . _ @ + -");
    }
    return hint;
  }
}

/** An authorization request without `scope` gets every supported scope. */
function grantedScopes(requested: string[] | undefined): string[] {
  const scopes = (requested ?? []).filter((scope) => scope !== "");
  return scopes.length > 0 ? [...new Set(scopes)] : [...SUPPORTED_SCOPES];
}

function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}
