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
export interface PlugboardOptions {
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
  /**
   * Tool executions one developer may have in flight on this instance (default 64,
   * `PLUGBOARD_MAX_CONCURRENT_PER_DEVELOPER`); more are refused with 429 `rate_limited` and `Retry-After`.
   */
  maxConcurrentPerDeveloper?: number;
  /**
   * Tool executions in flight to one upstream origin on this instance, all developers together (default
   * 128, `PLUGBOARD_MAX_CONCURRENT_PER_ORIGIN`); also the size of the keep-alive pool per origin.
   */
  maxConcurrentPerOrigin?: number;
  /**
   * Execution-log rows kept in memory while the database cannot take them (default 50 000,
   * `PLUGBOARD_EXECUTION_LOG_BUFFER`); past it the oldest are dropped and counted in the log.
   */
  executionLogBuffer?: number;
  /**
   * On `close()`: how long to keep retrying buffered execution-log rows when the database is down
   * (default 10 000 ms, `PLUGBOARD_SHUTDOWN_TIMEOUT_MS`; `plugboard serve` also waits this long for
   * requests in flight on SIGTERM).
   */
  shutdownTimeoutMs?: number;
  /** `fetch` used for OAuth and discovery calls (tests and proxies may inject their own). */
  fetch?: typeof fetch;
}
