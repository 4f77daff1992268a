import { createSealedToken } from "./sealed-token";
import { StatePayloadSchema } from "./state-payload";
import type { StatePayload } from "./state-payload";

/** Default lifetime of an OAuth state: 10 minutes, like the pending connection it belongs to. */
export const STATE_TOKEN_MAX_AGE_MS = 600_000;

/** Options of {@link createStateSigner}. */
export interface StateSignerOptions {
  /** The service's encryption key, 64 hexadecimal characters (`ENCRYPTION_KEY`). */
  key: string;
  /** Age in milliseconds after which a state is refused. Default {@link STATE_TOKEN_MAX_AGE_MS}. */
  maxAgeMs?: number;
  /** Clock in epoch milliseconds; inject one in tests. Default `Date.now`. */
  now?: () => number;
}

/** Seals and opens OAuth state tokens; created by {@link createStateSigner}. */
export interface StateSigner {
  /** Seals a state payload (validated first; an invalid payload is a bug and throws a `TypeError`). */
  sign(payload: StatePayload): string;
  /**
   * Opens a state received on the OAuth callback and returns its payload plus the issue time.
   *
   * @throws {CryptoError} `invalid_state` for a malformed, forged or tampered state (or one sealed for
   * another purpose), `state_expired` when older than `maxAgeMs` or issued more than 60 s in the future
   */
  verify(token: string): StatePayload & { issuedAt: number };
}

/**
 * Creates the sealer of the OAuth `state` parameter (the OAuth `state` parameter): the JSON payload with its
 * issue time, encrypted and authenticated with AES-256-GCM under a key derived from the service's encryption
 * key for the purpose `state` ({@link createSealedToken}). The state carries everything the callback needs
 * (developer, user, plugin, method, return URL, PKCE verifier), so it must be unforgeable, short-lived and
 * unreadable: it passes through the browser and the provider, and a PKCE verifier read from it would let
 * whoever intercepts the code redeem it. (A signed but readable state would leak the verifier; Plugboard seals it.)
 *
 * @example
 * ```ts
 * const states = createStateSigner({ key: process.env.ENCRYPTION_KEY! });
 * const state = states.sign({
 *   developerId, userId, pluginId, authMethodId: null, redirectUrl,
 *   nonce: randomBytes(16).toString("hex"), isMcp: true, codeVerifier,
 * });
 * // later, on GET /api/v1/oauth/callback?code=…&state=…
 * const { pluginId: verifiedPluginId, codeVerifier: verifier } = states.verify(request.query.state);
 * ```
 */
export function createStateSigner(options: StateSignerOptions): StateSigner {
  return createSealedToken<StatePayload>({
    key: options.key,
    purpose: "state",
    schema: StatePayloadSchema,
    maxAgeMs: options.maxAgeMs ?? STATE_TOKEN_MAX_AGE_MS,
    ...(options.now ? { now: options.now } : {}),
    label: "OAuth state",
    errorCodes: { invalid: "invalid_state", expired: "state_expired" },
  });
}
