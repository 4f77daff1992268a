import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { createSealedToken, CryptoError } from "@plugboard/core/crypto";
import * as z from "zod";

/** Name of the console's session cookie. */
export const CONSOLE_SESSION_COOKIE = "plugboard_console";

/** Longest a console session lasts (an ID-token session ends earlier, with its token). */
export const CONSOLE_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** What a console session cookie holds, sealed: its id, the bearer it stands for and its CSRF token. */
export interface ConsoleSessionContent {
  /** Random; what signing out records, so a copy of the cookie is refused afterwards. */
  id: string;
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
  /** The cookie value of a session (a sealed token: AES-256-GCM under a key derived for this purpose). */
  seal(session: ConsoleSessionContent): string;
  /** The session a cookie value holds, or null when it was tampered with, made under another key, or expired. */
  open(value: string): ConsoleSessionContent | null;
  /** Whether `sent` is the session's CSRF token (constant time). */
  csrfMatches(session: ConsoleSessionContent, sent: string | undefined): boolean;
}

const PayloadSchema = z.object({ sid: z.string().min(1), t: z.string().min(1), c: z.string().min(1), e: z.number() });

/**
 * The console's session cookies: the session's id, the token the person signed in with and its CSRF
 * token, sealed with core's `createSealedToken` (purpose `console-session`), so the cookie can be
 * neither read nor forged and every instance sharing the key accepts it. Each request resolves the
 * token again, so revoking the API key (or the ID token expiring) ends every session made from it at
 * once; signing out records the session's id (see the console session revocations), which ends that
 * session and every copy of its cookie.
 *
 * @example
 * const codec = createConsoleSessionCodec({ encryptionKey, now: Date.now });
 * const cookie = codec.seal(codec.create("nk_…"));
 * codec.open(cookie)?.token; // "nk_…"
 */
export function createConsoleSessionCodec(options: { encryptionKey: string; now?: () => number }): ConsoleSessionCodec {
  const now = options.now ?? Date.now;
  const sealed = createSealedToken({ key: options.encryptionKey, purpose: "console-session", schema: PayloadSchema, maxAgeMs: CONSOLE_SESSION_MAX_AGE_MS, now, label: "console session" });
  return {
    create(token, expiresAt) {
      const latest = now() + CONSOLE_SESSION_MAX_AGE_MS;
      return { id: randomUUID(), token, csrf: randomBytes(32).toString("base64url"), expiresAt: Math.min(expiresAt ?? latest, latest) };
    },
    seal(session) {
      return sealed.sign({ sid: session.id, t: session.token, c: session.csrf, e: session.expiresAt });
    },
    open(value) {
      let payload: z.infer<typeof PayloadSchema>;
      try {
        payload = sealed.verify(value);
      } catch (error) {
        if (CryptoError.isInstance(error)) return null;
        throw error;
      }
      if (payload.e <= now()) return null;
      return { id: payload.sid, token: payload.t, csrf: payload.c, expiresAt: payload.e };
    },
    csrfMatches(session, sent) {
      if (!sent) return false;
      const expected = Buffer.from(session.csrf);
      const given = Buffer.from(sent);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
