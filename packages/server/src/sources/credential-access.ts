import type { ServiceError } from "../errors/service-error.js";
import type { ConnectionSnapshot } from "./tool-source.js";

/** Where a credential came from: a REST auth method (API key, OAuth 2.0…) or an MCP server's OAuth grant. */
export type CredentialSource = "rest" | "mcp";

/** The values a call sends, and why a refresh that was due failed (the values are then the old ones). */
export interface UsableCredential {
  values: Readonly<Record<string, string>>;
  /**
   * Null when no refresh was due or it succeeded. Otherwise the call still goes out with the old
   * values (when a refresh fails, the request continues with the old token); the source answers
   * this error only when the upstream refuses them (409 `reauthorization_required` when the grant was
   * refused, 502 `upstream_failed` naming the failure otherwise).
   */
  refreshFailure: ServiceError | null;
}

/**
 * What a tool source needs of a connection's credentials: the values to send, refreshed first when they
 * expired, and a refresh after the upstream refused a token. Implemented by the credential lifecycle
 * (`services/credentials/`), which owns the single flight, the storage and the one error contract
 * (409 `reauthorization_required` when the grant is refused, 502 with the reason otherwise).
 */
export interface CredentialAccess {
  /**
   * The values of `source` a call sends (`{}` without such a credential): decrypted, refreshed first
   * when expiring and `renewable` (default: a refresh token is stored); a failed refresh leaves the old
   * values and names the failure ({@link UsableCredential}).
   */
  usable(
    connection: ConnectionSnapshot,
    source: CredentialSource,
    options?: { renewable?: (values: Readonly<Record<string, string>>) => boolean },
  ): Promise<UsableCredential>;
  /** Refreshes one credential (single flight); with `staleAccessToken`, only when the stored token is still that one. */
  refresh(
    connectionId: string,
    source: CredentialSource,
    options?: { staleAccessToken?: string | undefined },
  ): Promise<{ values: Readonly<Record<string, string>>; expiresAt: Date | null }>;
}
