import { createHash, randomBytes } from "node:crypto";
import type { OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";

/** What one authorization (one user consenting for one client) allows; its tokens die with it. */
export interface Grant {
  clientId: string;
  subject: string;
  scopes: string[];
  resource: string;
  accessTokenHashes: Set<string>;
  refreshTokenHashes: Set<string>;
}

/** A stored access token (the token itself is not stored, only its digest). */
export interface AccessTokenRecord {
  clientId: string;
  subject: string;
  scopes: string[];
  /** The audience: the resource the token was issued for. */
  resource: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Digest under which a token or code is stored, so memory never holds a value a client could replay. */
export const digest = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** An opaque, unpredictable token or code: 32 random bytes, base64url. */
export const randomSecret = (): string => randomBytes(32).toString("base64url");

/**
 * Opaque access and refresh tokens in memory, grouped by grant so a grant can be revoked as a whole
 * (code replay, refresh token revocation).
 */
export class TokenStore {
  readonly #accessTokenTtlSeconds: number;
  readonly #accessTokens = new Map<string, AccessTokenRecord>();
  readonly #refreshTokens = new Map<string, Grant>();

  constructor(options: { accessTokenTtlSeconds: number }) {
    this.#accessTokenTtlSeconds = options.accessTokenTtlSeconds;
  }

  /** Starts a grant; it holds no token until {@link issue}. */
  createGrant(options: { clientId: string; subject: string; scopes: string[]; resource: string }): Grant {
    return { ...options, accessTokenHashes: new Set(), refreshTokenHashes: new Set() };
  }

  /** Issues an access token for `scopes` (a subset of the grant's) and, when asked, a new refresh token. */
  issue(grant: Grant, scopes: string[], options: { withRefreshToken: boolean }): OAuthTokens {
    const accessToken = randomSecret();
    const accessHash = digest(accessToken);
    this.#accessTokens.set(accessHash, {
      clientId: grant.clientId,
      subject: grant.subject,
      scopes,
      resource: grant.resource,
      expiresAt: Date.now() + this.#accessTokenTtlSeconds * 1000,
    });
    grant.accessTokenHashes.add(accessHash);
    const tokens: OAuthTokens = {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: this.#accessTokenTtlSeconds,
      scope: scopes.join(" "),
    };
    if (options.withRefreshToken) {
      const refreshToken = randomSecret();
      const refreshHash = digest(refreshToken);
      this.#refreshTokens.set(refreshHash, grant);
      grant.refreshTokenHashes.add(refreshHash);
      tokens.refresh_token = refreshToken;
    }
    return tokens;
  }

  /** Mints a standalone access token (no grant, no refresh token). */
  mint(record: Omit<AccessTokenRecord, "expiresAt"> & { expiresInSeconds?: number }): string {
    const token = randomSecret();
    const { expiresInSeconds, ...rest } = record;
    this.#accessTokens.set(digest(token), {
      ...rest,
      expiresAt: Date.now() + (expiresInSeconds ?? this.#accessTokenTtlSeconds) * 1000,
    });
    return token;
  }

  findAccessToken(token: string): AccessTokenRecord | undefined {
    return this.#accessTokens.get(digest(token));
  }

  findRefreshGrant(refreshToken: string): Grant | undefined {
    return this.#refreshTokens.get(digest(refreshToken));
  }

  /** Invalidates one refresh token (rotation). */
  retireRefreshToken(refreshToken: string): void {
    const hash = digest(refreshToken);
    this.#refreshTokens.get(hash)?.refreshTokenHashes.delete(hash);
    this.#refreshTokens.delete(hash);
  }

  /** RFC 7009 for one client: an access token is dropped; a refresh token ends its whole grant. */
  revoke(token: string, clientId: string): void {
    const hash = digest(token);
    if (this.#accessTokens.get(hash)?.clientId === clientId) this.#accessTokens.delete(hash);
    const grant = this.#refreshTokens.get(hash);
    if (grant?.clientId === clientId) this.revokeGrant(grant);
  }

  revokeGrant(grant: Grant): void {
    for (const hash of grant.accessTokenHashes) this.#accessTokens.delete(hash);
    for (const hash of grant.refreshTokenHashes) this.#refreshTokens.delete(hash);
    grant.accessTokenHashes.clear();
    grant.refreshTokenHashes.clear();
  }

  revokeAll(): void {
    this.#accessTokens.clear();
    this.#refreshTokens.clear();
  }

  expireAccessTokens(): void {
    const now = Date.now();
    for (const record of this.#accessTokens.values()) record.expiresAt = Math.min(record.expiresAt, now - 1);
  }
}
