import type { Logger, LogLevel } from "../logging/logger.js";

/** A database opened elsewhere (by `openDatabase` of this package). */
export interface ExistingDatabase {
  readonly kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Identity provider whose ID tokens the dashboard routes accept. */
export interface OidcOptions {
  issuer: string;
  audience: string;
}

/** Everything `createPlugboard` needs. `loadSettings(process.env)` builds it from the environment. */
export interface CreatePlugboardOptions {
  /** Public origin, e.g. `https://plugboard.example.com`; the OAuth redirect URI is `${baseUrl}/api/v1/oauth/callback`. */
  baseUrl: string;
  /** 64 hex characters (32 bytes): encrypts credentials and signs state tokens. */
  encryptionKey: string;
  /** Older keys, tried for decryption only (key rotation). */
  previousEncryptionKeys?: string[];
  /**
   * Where to open the database (`postgres://…`, `memory://`, or unset for PGlite in `dataDir`), or an
   * already open one (which Plugboard then does not close).
   */
  database?: { url?: string; dataDir?: string } | ExistingDatabase;
  /** Apply pending migrations when starting (default true). */
  migrate?: boolean;
  /** `production` switches on generic errors, https-only return URLs and the private-network guard. */
  production?: boolean;
  logger?: Logger;
  logLevel?: LogLevel;
  oidc?: OidcOptions;
  /** E-mails whose developers get the `admin` role. */
  adminEmails?: string[];
  /** Allow tool requests to loopback/private addresses in production (`PLUGBOARD_ALLOW_PRIVATE_NETWORK`). */
  allowPrivateNetwork?: boolean;
  /** Timeout of one outgoing tool request in milliseconds (default 30 000, `PLUGBOARD_TOOL_TIMEOUT_MS`). */
  toolTimeoutMs?: number;
  /** `fetch` used for OAuth and discovery calls (tests and proxies may inject their own). */
  fetch?: typeof fetch;
}
