import type { TokenRequestInput } from "@plugboard/core/server";
import type { Prisma } from "../../generated/prisma/client.js";
import type { CredentialSource } from "../../sources/credential-access.js";

export type { CredentialSource };

/** `active`, or `needs_reauth` once the provider refused the grant (`invalid_grant`). */
export type CredentialStatus = "active" | "needs_reauth";

/** One stored credential in clear (memory only): what a source's calls send, when it expires, its state. */
export interface StoredCredential {
  /** The credential values: an API key, or `access_token` / `refresh_token` / `token_type` of an OAuth grant. */
  values: Record<string, string>;
  expiresAt: Date | null;
  status: CredentialStatus;
  /** The OAuth client that obtained an MCP grant (its authorization server and metadata); null for REST. */
  client: unknown;
}

/** Whose credential it is: the connection (account) and what names it in events and errors. */
export interface CredentialHolder {
  connectionId: string;
  developerId: string;
  userId: string;
  pluginId: string;
  pluginSlug: string;
  accountLabel: string;
  authMethodId: string | null;
  connectionConfig: Record<string, string> | null;
}

/** What one refresh request answered: the whole new credential set, or why there is none. */
export type RefreshAnswer =
  | { ok: true; values: Record<string, string>; expiresAt: Date | null }
  /**
   * `refused`: `invalid_grant` when the provider refused the grant itself (the credential becomes
   * `needs_reauth`), `no_grant` when nothing can renew it (no refresh token); either way the user must
   * authorize again. Without it the request failed otherwise (the provider's error, unreachable…).
   */
  | { ok: false; refused?: "invalid_grant" | "no_grant"; reason: string };

/** Where and how to revoke a credential's tokens (RFC 7009), with the client that obtained them. */
export interface RevocationPlan {
  url: string;
  client: TokenRequestInput["client"];
  tokens: Array<{ token: string; hint: "access_token" | "refresh_token" }>;
}

/** What a deleted connection held beside its credential, for the protocol to find its revocation endpoint. */
export interface RevocationContext {
  authMethod: { type: string; config: unknown } | null;
  /** The plugin's stored `mcpConfig` (its `oauthMetadata` may name a `revocation_endpoint`). */
  mcpConfig: unknown;
  /** The connection's config values (`{{config.x}}` of a revocation URL template). */
  connectionConfig?: unknown;
}

/**
 * How one source of credentials talks to its authorization server: the only part of the credential
 * lifecycle that differs between REST OAuth (token URL and client auth from the plugin's oauth2 method)
 * and MCP OAuth (the MCP server's discovered metadata and the client registered there). Reading,
 * expiry, the single flight, storing, `needs_reauth` and the error contract are the lifecycle's.
 */
export interface CredentialProtocol {
  readonly source: CredentialSource;
  /**
   * Sends one refresh request for `stored`; runs inside the transaction that holds the credential's row
   * lock (`tx` reads what the request needs). Expected failures are answers, never throws.
   */
  requestRefresh(input: { holder: CredentialHolder; stored: StoredCredential; tx: Prisma.TransactionClient }): Promise<RefreshAnswer>;
  /** Where to revoke `stored`'s tokens; null when the provider offers no revocation endpoint. */
  revocation(stored: StoredCredential, context: RevocationContext): RevocationPlan | null;
}

/** The token list of a revocation: the refresh token first (revoking it usually ends the grant), then the access token. */
export function revocableTokens(values: Readonly<Record<string, string>>): RevocationPlan["tokens"] {
  return [
    ...(values.refresh_token ? [{ token: values.refresh_token, hint: "refresh_token" as const }] : []),
    ...(values.access_token ? [{ token: values.access_token, hint: "access_token" as const }] : []),
  ];
}
