import { randomBytes } from "node:crypto";
import { AuthMethodTypeSchema } from "@plugboard/core";
import { createSealedToken, CryptoError } from "@plugboard/core/crypto";
import * as z from "zod";

/** Lifetime of a hosted-page connect token: 30 minutes. */
export const CONNECT_TOKEN_MAX_AGE_MS = 30 * 60_000;

// An expired token is still read (authenticity checked) for this long, only to send the user back.
const EXPIRED_GRACE_MS = 24 * 3600_000;

/**
 * What a connect token binds: who connects, to which plugin, where to return, optionally which method, and
 * `linkId`, the random id that makes the link single-use (see `claimConnectLink`), and `requestId`, the
 * connection request that follows the link's outcome.
 */
export const ConnectTokenPayloadSchema = z.object({
  linkId: z.string().regex(/^[0-9a-f]{32}$/),
  developerId: z.uuid(),
  userId: z.string().min(1),
  pluginId: z.uuid(),
  redirectUrl: z.url({ protocol: /^https?$/ }),
  method: AuthMethodTypeSchema.optional(),
  /** The connection request this link reports to. */
  requestId: z.uuid().optional(),
  /** `connection_config` values the developer gave at initiate: the page shows them pre-filled. */
  connectionConfig: z.record(z.string(), z.string()).optional(),
  /** The account the link connects; `"default"` when absent (links made before accounts). */
  accountLabel: z.string().optional(),
  /** The account the link updates, when its maker named it (`AccountTarget`). */
  connectionId: z.string().optional(),
  /** The link adds an account instead of updating the user's existing one. */
  addAccount: z.boolean().optional(),
  /** A link an agent could complete: it may not replace an active account's credentials. */
  reauthorizeOnly: z.boolean().optional(),
  /** MCP: the server challenged a request, so authorize even if it let `initialize` through. */
  authorize: z.boolean().optional(),
  /** Scopes the server asked for (step-up): requested with the scopes the connection already has. */
  scopes: z.array(z.string()).optional(),
});

/** A connect token's payload; see {@link ConnectTokenPayloadSchema}. */
export type ConnectTokenPayload = z.infer<typeof ConnectTokenPayloadSchema>;

/** Result of {@link ConnectTokens.read}. */
export type ConnectTokenReading =
  | { ok: true; payload: ConnectTokenPayload }
  /** Authentic but too old: `payload.redirectUrl` can be trusted to send the user back. */
  | { ok: false; reason: "expired"; payload: ConnectTokenPayload }
  | { ok: false; reason: "invalid" };

/** Seals and reads hosted-page connect tokens; created by {@link createConnectTokens}. */
export interface ConnectTokens {
  /** Seals a new link for `payload`, with a fresh random `linkId`. */
  sign(payload: Omit<ConnectTokenPayload, "linkId">): string;
  read(token: string): ConnectTokenReading;
}

/**
 * Connect tokens of the hosted page (`/connect/{slug}?token=…`): sealed (AES-256-GCM) with a key derived
 * from the service key for the purpose `connect` (so an OAuth state never opens as one), valid for 30
 * minutes. The holder is the end-user the developer sent there; the token is unforgeable and unreadable,
 * so the page and its `/api/connect/*` calls trust developer, user, plugin and return URL only from it.
 *
 * @example
 * const tokens = createConnectTokens({ key: context.encryptionKey });
 * const token = tokens.sign({ developerId, userId, pluginId, redirectUrl, method: "api_key" });
 * const reading = tokens.read(token); // { ok: true, payload: { linkId, developerId, … } }
 */
export function createConnectTokens(options: { key: string; now?: () => number }): ConnectTokens {
  const base = { key: options.key, purpose: "connect", schema: ConnectTokenPayloadSchema, label: "connect link", ...(options.now ? { now: options.now } : {}) };
  const strict = createSealedToken({ ...base, maxAgeMs: CONNECT_TOKEN_MAX_AGE_MS });
  const lenient = createSealedToken({ ...base, maxAgeMs: CONNECT_TOKEN_MAX_AGE_MS + EXPIRED_GRACE_MS });
  return {
    sign: (payload) => strict.sign({ ...payload, linkId: randomBytes(16).toString("hex") }),
    read(token) {
      try {
        const { issuedAt: _issuedAt, ...payload } = strict.verify(token);
        return { ok: true, payload };
      } catch (error) {
        if (!CryptoError.isInstance(error) || error.code !== "token_expired") return { ok: false, reason: "invalid" };
      }
      try {
        const { issuedAt: _issuedAt, ...payload } = lenient.verify(token);
        return { ok: false, reason: "expired", payload };
      } catch {
        return { ok: false, reason: "invalid" };
      }
    },
  };
}
