import { DEFAULT_ACCOUNT_LABEL, ERROR_CODES } from "@plugboard/core";
import { validateReturnUrl } from "@plugboard/core/server";
import { createStateSigner, CryptoError, type StatePayload } from "@plugboard/core/crypto";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { appendConnectStatus } from "../connect-sessions/append-connect-status.js";
import { claimConnectLink, releaseConnectLink } from "../connect-sessions/claim-connect-link.js";
import { consumePendingConnection, discardPendingConnection, PENDING_CONNECTION_TTL_MS } from "../connect-sessions/pending-connections.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import type { CallbackCompletion, ConnectCallback } from "./connect-protocol.js";

// An expired state is still read (authenticity checked) this long, only to send the user back with an error.
const EXPIRED_STATE_GRACE_MS = 24 * 3600_000;

type Query = Readonly<Record<string, unknown>>;

const single = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

// The provider's `error` is echoed to the app: keep it a short printable token.
const providerErrorOf = (value: string): string => value.replace(/[^\x20-\x7e]/g, "").slice(0, 100) || "authorization_failed";

/**
 * The fixed OAuth callback (`GET /api/v1/oauth/callback`) of every redirect kind: verifies the sealed
 * state, consumes the pending record once, claims the hosted-page link the flow started from, then
 * hands the callback to the kind that started the flow (`complete`) and redirects to the return URL
 * with `status=success&connectionId=…`, or `status=error&error=…` (provider error, expired or replayed flow, failed code
 * exchange, a connect link that already stored a connection). A replay never creates or changes a
 * connection. A flow that ends in an error records `connection.failed` and settles its connection
 * request `failed`; a replay or an already used link reports nothing (the flow itself may have succeeded).
 */
export function createConnectCallback(
  context: Pick<PlugboardContext, "baseUrl" | "production" | "prisma" | "states" | "encryptionKey">,
  deps: {
    /** Completes a verified callback with the kind that started its flow. */
    complete: (state: StatePayload, callback: ConnectCallback) => Promise<CallbackCompletion>;
    lifecycle?: Pick<LifecycleEvents, "connectionFailed"> | undefined;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const lenientStates = createStateSigner({ key: context.encryptionKey, maxAgeMs: PENDING_CONNECTION_TTL_MS + EXPIRED_STATE_GRACE_MS });

  function readState(token: string): { state: StatePayload; expired: boolean } {
    try {
      return { state: context.states.verify(token), expired: false };
    } catch (error) {
      if (CryptoError.isInstance(error) && error.code === "state_expired") {
        try {
          return { state: lenientStates.verify(token), expired: true };
        } catch {
          // too old, or issued in the future: nothing can be trusted
        }
      }
      throw new ServiceError("invalid_oauth_state", "The OAuth state is invalid or has expired; start the connection again from the app");
    }
  }

  return {
    /**
     * Completes the callback and returns where to redirect.
     *
     * @throws {ServiceError} 400 `invalid_oauth_state` when the state is missing, forged or far too old
     * (no return URL can be trusted), 400 `invalid_return_url` when the signed return URL is no longer valid
     */
    async handleCallback(query: Query, httpRequestId?: string): Promise<{ redirectUrl: string }> {
      const token = single(query.state);
      if (!token) throw new ServiceError("invalid_oauth_state", "The state parameter is missing; start the connection again from the app");
      const { state, expired } = readState(token);
      const checked = validateReturnUrl(state.redirectUrl, { mode: "relaxed", baseUrl: context.baseUrl, production: context.production });
      if (!checked.ok) throw new ServiceError("invalid_return_url", `The return URL of this flow is not allowed: ${checked.reason}`);
      const finish = (completion: CallbackCompletion) => ({
        redirectUrl: appendConnectStatus(
          checked.url,
          "error" in completion
            ? { status: "error", error: completion.error }
            : { status: "success", connectionId: completion.connectionId, accountLabel: completion.accountLabel },
        ),
      });
      // A flow that ended in an error: `connection.failed`, and its connection request `failed`.
      const failed = async (accountLabel: string | undefined, error: string) => {
        const authMethod = state.isMcp ? ("mcp" as const) : state.authMethodId ? { id: state.authMethodId } : null;
        await deps.lifecycle?.connectionFailed(
          { connectionId: null, developerId: state.developerId, userId: state.userId, pluginId: state.pluginId, accountLabel: accountLabel ?? DEFAULT_ACCOUNT_LABEL, authMethod, requestId: state.requestId },
          error,
        );
        return finish({ error });
      };

      if (expired) {
        return failed(await discardPendingConnection(context, state.nonce), "The authorization request has expired; start the connection again");
      }
      const providerError = single(query.error);
      if (providerError) {
        return failed(await discardPendingConnection(context, state.nonce), providerErrorOf(providerError));
      }
      const code = single(query.code);
      if (!code) {
        return failed(await discardPendingConnection(context, state.nonce), "The provider returned no authorization code");
      }
      const pending = await consumePendingConnection(context, state, new Date(now()));
      if (!pending) return finish({ error: "The authorization request has expired or was already used; start the connection again" });
      const linkId = pending.connectLinkId;
      if (linkId && !(await claimConnectLink(context, linkId, new Date(now())))) return finish({ error: ERROR_CODES.connect_link_used.message });
      const completion = await deps.complete(state, { state, code, pending, query, httpRequestId });
      if (!("error" in completion)) return finish(completion);
      if (linkId) await releaseConnectLink(context, linkId);
      return failed(pending.accountLabel, completion.error);
    },
  };
}

/** The OAuth callback's interface. */
export type ConnectCallbackHandler = ReturnType<typeof createConnectCallback>;
