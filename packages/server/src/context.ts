import type { createCipher, createStateSigner } from "@plugboard/core/crypto";
import type { PrismaClient } from "./generated/prisma/client.js";
import type { Logger } from "./logging/logger.js";
import type { ConcurrencyLimits } from "./infra/concurrency-limiter.js";
import type { OutboundGuardOptions } from "./outbound/create-outbound-dispatcher.js";
import type { Outbound } from "./outbound/create-outbound.js";
import type { OidcOptions } from "./settings/create-plugboard-options.js";
import type { Database } from "./store/open-database.js";

/** What every service shares: resolved settings, the database, crypto and the logger. Built once per server. */
export interface PlugboardContext {
  baseUrl: string;
  /** `${baseUrl}/api/v1/oauth/callback`: the redirect URI registered with every OAuth provider. */
  redirectUri: string;
  /** Plugboard's client ID metadata document URL for MCP authorization servers, or null when it has none (see `resolveClientMetadataUrl`). */
  mcpClientMetadataUrl: string | null;
  production: boolean;
  logger: Logger;
  database: Database;
  prisma: PrismaClient;
  cipher: ReturnType<typeof createCipher>;
  states: ReturnType<typeof createStateSigner>;
  encryptionKey: string;
  toolTimeoutMs: number;
  /** How long an unused warm MCP session stays open. */
  mcpSessionIdleMs: number;
  /** Bounds of tool executions in flight per developer and per upstream origin. */
  concurrency: ConcurrencyLimits;
  /** Execution-log rows kept in memory while the database cannot take them. */
  executionLogBuffer: number;
  /** How long `close()` keeps retrying buffered execution-log rows. */
  shutdownTimeoutMs: number;
  allowPrivateNetwork: boolean;
  /**
   * `outbound.http.fetch(authorizationPolicy())`: REST OAuth token, revocation and connect-metadata
   * requests (guarded, 1 MB, 15 s unless the caller says less, a redirect is an error).
   */
  fetch: typeof fetch;
  /** Everything outbound: the guard's policy, the tool response bound, and the one outbound module. */
  outbound: {
    guard: OutboundGuardOptions;
    /** Most bytes read of one tool response or MCP message (`PLUGBOARD_TOOL_MAX_RESPONSE_BYTES`). */
    maxResponseBytes: number;
    /** The outbound HTTP module every request to the outside goes through, under its caller's policy. */
    http: Outbound;
  };
  adminEmails: string[];
  /** How long an approval waits for a decision, and an approved call for its run (default 15 minutes). */
  approvalTtlMs?: number;
  /** Days audit-log entries are kept (default 365). */
  auditRetentionDays?: number;
  oidc?: OidcOptions;
}
