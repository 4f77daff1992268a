import { buildRevocationRequest } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import type { CredentialProtocol, CredentialSource, RevocationContext, RevocationPlan } from "./credential-protocol.js";
import { storedCredentials, type StoredConnectionCredentials } from "./credential-store.js";

const REVOCATION_TIMEOUT_MS = 10_000;

/** What a deleted connection held, read (still encrypted) before the row was removed. */
export interface RevocableConnection extends StoredConnectionCredentials, RevocationContext {
  id: string;
  pluginId: string;
}

/**
 * Revokes the tokens of a deleted connection at the provider (RFC 7009), best effort, every credential
 * it held: each source's protocol names the endpoint and client (the oauth2 method's `revokeUrl` for
 * REST; the authorization server's `revocation_endpoint` for MCP); the refresh token first, then the
 * access token. Runs after the delete, never blocks or fails it; outcomes are logged without any token.
 */
export function createCredentialRevoker(context: Pick<PlugboardContext, "logger" | "cipher" | "fetch">, deps: { protocols: readonly CredentialProtocol[] }) {
  const { cipher, logger } = context;

  function plan(connection: RevocableConnection): Array<{ source: CredentialSource; plan: RevocationPlan }> {
    return storedCredentials(cipher, connection).flatMap(({ source, stored }) => {
      const protocol = deps.protocols.find((candidate) => candidate.source === source);
      const found = protocol?.revocation(stored, connection);
      return found && found.tokens.length > 0 ? [{ source, plan: found }] : [];
    });
  }

  async function send(connectionId: string, source: CredentialSource, revocation: RevocationPlan): Promise<void> {
    for (const { token, hint } of revocation.tokens) {
      const request = buildRevocationRequest({ revocationUrl: revocation.url, token, tokenTypeHint: hint, client: revocation.client });
      try {
        const response = await context.fetch(request.url, {
          method: "POST",
          headers: request.headers,
          body: request.body,
          redirect: "error",
          signal: AbortSignal.timeout(REVOCATION_TIMEOUT_MS),
        });
        await response.body?.cancel().catch(() => undefined);
        logger.info("token revocation sent", { connectionId, side: source, kind: hint, status: response.status });
      } catch (error) {
        logger.warn("token revocation failed", { connectionId, side: source, kind: hint, errorName: error instanceof Error ? error.name : "unknown" });
      }
    }
  }

  return {
    /** Revokes what can be revoked; resolves when done, never rejects. */
    async revoke(connection: RevocableConnection): Promise<void> {
      let plans: Array<{ source: CredentialSource; plan: RevocationPlan }>;
      try {
        plans = plan(connection);
      } catch (error) {
        logger.warn("token revocation skipped: stored tokens unreadable", { connectionId: connection.id, errorName: error instanceof Error ? error.name : "unknown" });
        return;
      }
      for (const { source, plan: revocation } of plans) await send(connection.id, source, revocation);
    },
  };
}

/** The credential revoker's interface. */
export type CredentialRevoker = ReturnType<typeof createCredentialRevoker>;
