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
  /**
   * Serve the web console at `/console` (default true): its page, its session API and the session
   * cookie it authenticates `/api/v1` and `/api/dashboard` with. `false` leaves all three out.
   */
  console?: boolean;
  /** `production` switches on generic errors, https-only return URLs and the private-network guard. */
  production?: boolean;
  logger?: Logger;
  logLevel?: LogLevel;
  oidc?: OidcOptions;
  /** E-mails whose developers get the `admin` role. */
  adminEmails?: string[];
  /** Allow tool requests to loopback/private addresses in production (`PLUGBOARD_ALLOW_PRIVATE_NETWORK`). */
  allowPrivateNetwork?: boolean;
  /**
   * How long an approval (a call held by a `require_approval` policy) waits for a decision, and an
   * approved call for its run, in milliseconds (default 15 minutes, `PLUGBOARD_APPROVAL_TTL_MS`).
   */
  approvalTtlMs?: number;
  /** Days audit-log entries are kept (default 365, `PLUGBOARD_AUDIT_RETENTION_DAYS`). */
  auditRetentionDays?: number;
  /** Timeout of one outgoing tool request in milliseconds (default 30 000, `PLUGBOARD_TOOL_TIMEOUT_MS`). */
  toolTimeoutMs?: number;
  /**
   * How long an unused warm MCP session (and its open stream) stays open, in milliseconds (default
   * 300 000; `plugboard serve` reads `PLUGBOARD_MCP_SESSION_IDLE_S`, in seconds).
   */
  mcpSessionIdleMs?: number;
  /**
   * Most bytes read of one tool response or MCP message (default 10 MB,
   * `PLUGBOARD_TOOL_MAX_RESPONSE_BYTES`); a larger answer is a 502 naming the limit.
   */
  toolMaxResponseBytes?: number;
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
  /**
   * `fetch` for MCP transports, discovery, client registration and token requests, instead of the
   * guarded one (tests and proxies may inject their own; the private-network guard is then theirs to
   * apply). Response bodies are still bounded.
   */
  fetch?: typeof fetch;
  /**
   * The outbound fast path (`PLUGBOARD_OUTBOUND_FAST_PATH`, default on): MCP messages and other fetches
   * read over `undici.request` straight from the socket, with the MCP SDK's stream handling replaced
   * by an equivalent that needs no web streams. `false` selects undici's `fetch` and the MCP SDK's own
   * transport unchanged — the plain path, for when an SDK upgrade changes what the fast path relies on.
   */
  outboundFastPath?: boolean;
  /**
   * The URL Plugboard presents as its OAuth `client_id` to MCP authorization servers that support
   * client ID metadata documents (`PLUGBOARD_MCP_CLIENT_METADATA_URL`): an `https` URL with a path
   * serving Plugboard's document. Default: `${baseUrl}/api/v1/oauth/client-metadata.json` when the
   * base URL is `https`; `null` turns client ID metadata documents off.
   */
  mcpClientMetadataUrl?: string | null;
  /** Webhook delivery tuning (tests use short delays); see {@link WebhookDeliveryOptions}. */
  webhooks?: WebhookDeliveryOptions;
  /**
   * Poll triggers on this instance: the smallest interval (`minIntervalSeconds`, default 30 s,
   * `PLUGBOARD_TRIGGER_MIN_INTERVAL_S`), the scheduler's tick and concurrency, or `poll: false`.
   */
  triggers?: TriggerPollOptions;
  /**
   * Test-only, never a setting: exact IP addresses the private-network guard treats as public, so a
   * test can run a "public" server on a loopback address such as 127.0.0.2 that redirects to a
   * private one. Production deployments leave it unset.
   *
   * @internal
   */
  testOnlyPublicAddresses?: string[];
  /**
   * Test-only: host names resolved to these addresses instead of DNS (a provider's per-tenant hosts
   * played on loopback); the private-network guard still checks the address. Not a setting.
   */
  testOnlyHostAddresses?: Record<string, string>;
}

/** Poll scheduling of one instance. */
export interface TriggerPollOptions {
  /** Smallest interval any poll trigger runs at, seconds (`PLUGBOARD_TRIGGER_MIN_INTERVAL_S`, default 30). */
  minIntervalSeconds?: number;
  /** How often this instance looks for due polls (default 1 000 ms). */
  tickMs?: number;
  /** Polls one instance runs at once (default 16). */
  concurrency?: number;
  /** `false`: this instance polls nothing (another does; tests drive `runOnce`). */
  poll?: boolean;
}

/** How webhook deliveries are retried and polled. */
export interface WebhookDeliveryOptions {
  /**
   * Waits before each retry, in milliseconds; a delivery gets `retryScheduleMs.length + 1` attempts
   * and is then `failed`. Default 5 s, 30 s, 2 min, 10 min, 30 min, 1 h (7 attempts over about 1 h 43 min).
   */
  retryScheduleMs?: readonly number[];
  /** How often each instance looks for due deliveries (default 2 000 ms); new events wake it at once. */
  pollIntervalMs?: number;
  /** Time allowed for the receiver to answer (default 10 000 ms). */
  timeoutMs?: number;
  /** Set false to send nothing from this instance (events are still recorded). Default true. */
  deliver?: boolean;
  /** Attempts in flight on one instance, all developers together (default 64). */
  maxInFlight?: number;
  /** Attempts in flight to one webhook endpoint (default 2). */
  maxInFlightPerEndpoint?: number;
  /** Attempts in flight of one developer, all their endpoints together (default 8). */
  maxInFlightPerDeveloper?: number;
  /**
   * Consecutive timeouts or connection failures of one receiver (a developer's origin) that open its
   * circuit breaker: its deliveries are then postponed along the retry schedule without being sent
   * (default 5).
   */
  breakerThreshold?: number;
  /** How long an open breaker stays open before one probe delivery goes out (default 60 000 ms). */
  breakerCooldownMs?: number;
}
