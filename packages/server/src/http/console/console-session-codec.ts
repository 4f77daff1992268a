import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCipher } from "@plugboard/core/crypto";

/** Name of the console's session cookie. */
export const CONSOLE_SESSION_COOKIE = "plugboard_console";

/** Longest a console session lasts (an ID-token session ends earlier, with its token). */
export const CONSOLE_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** What a console session cookie holds, sealed: the bearer it stands for and its CSRF token. */
export interface ConsoleSessionContent {
  /** The `nk_` API key or ID token the person signed in with; sent on as `Authorization: Bearer`. */
  token: string;
  /** Random; the page sends it back in the CSRF header on every state-changing request. */
  csrf: string;
  /** Expiry, epoch milliseconds. */
  expiresAt: number;
}

/** Seals and opens console session cookies. */
export interface ConsoleSessionCodec {
  /** A new session for `token`, ending at `expiresAt` (or after {@link CONSOLE_SESSION_MAX_AGE_MS}). */
  create(token: string, expiresAt?: number): ConsoleSessionContent;
  /** The cookie value of a session (AES-256-GCM under a key derived from the encryption key). */
  seal(session: ConsoleSessionContent): string;
  /** The session a cookie value holds, or null when it was tampered with, made under another key, or expired. */
  open(value: string): ConsoleSessionContent | null;
  /** Whether `sent` is the session's CSRF token (constant time). */
  csrfMatches(session: ConsoleSessionContent, sent: string | undefined): boolean;
}

/**
 * The console's session cookies: the token the person signed in with, sealed with AES-256-GCM under a
 * key derived (HMAC-SHA256) from the encryption key, so the cookie can be neither read nor forged and
 * every instance sharing the key accepts it. The session is stateless: each request resolves the token
 * again, so revoking the API key (or the ID token expiring) ends every session made from it at once.
 *
 * @example
 * const codec = createConsoleSessionCodec({ encryptionKey, now: Date.now });
 * const cookie = codec.seal(codec.create("nk_…"));
 * codec.open(cookie)?.token; // "nk_…"
 */
export function createConsoleSessionCodec(options: { encryptionKey: string; now?: () => number }): ConsoleSessionCodec {
  const now = options.now ?? Date.now;
  const derived = createHmac("sha256", Buffer.from(options.encryptionKey, "hex")).update("plugboard console session v1").digest("hex");
  const cipher = createCipher({ key: derived });
  return {
    create(token, expiresAt) {
      const latest = now() + CONSOLE_SESSION_MAX_AGE_MS;
      return { token, csrf: randomBytes(32).toString("base64url"), expiresAt: Math.min(expiresAt ?? latest, latest) };
    },
    seal(session) {
      return cipher.encrypt(JSON.stringify({ t: session.token, c: session.csrf, e: session.expiresAt }));
    },
    open(value) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(cipher.decrypt(value));
      } catch {
        return null;
      }
      const { t, c, e } = (parsed ?? {}) as { t?: unknown; c?: unknown; e?: unknown };
      if (typeof t !== "string" || typeof c !== "string" || typeof e !== "number" || e <= now()) return null;
      return { token: t, csrf: c, expiresAt: e };
    },
    csrfMatches(session, sent) {
      if (!sent) return false;
      const expected = Buffer.from(session.csrf);
      const given = Buffer.from(sent);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
