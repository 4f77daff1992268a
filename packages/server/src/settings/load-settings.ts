import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOG_LEVELS, type LogLevel } from "../logging/logger.js";
import { isClientMetadataUrl } from "../infra/is-client-metadata-url.js";
import { DEFAULT_TOOL_MAX_RESPONSE_BYTES } from "../outbound/outbound-policy.js";
import type { CreatePlugboardOptions } from "./create-plugboard-options.js";
import { SettingsError } from "./settings-error.js";

/** Settings of the standalone server: `CreatePlugboardOptions` plus the listen address and bootstrap. */
export interface ServerSettings extends CreatePlugboardOptions {
  port: number;
  host: string;
  dataDir: string;
  database: { url?: string; dataDir: string };
  /** True when the encryption key was generated into `dataDir` on this start. */
  generatedEncryptionKey: boolean;
  bootstrap?: { adminEmail: string; apiKey?: string };
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

function parseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new SettingsError(name, "must be an absolute http(s) URL, e.g. https://plugboard.example.com");
  }
}

function readKey(name: string, value: string): string {
  if (!HEX_KEY.test(value.trim())) {
    throw new SettingsError(name, "must be 64 hexadecimal characters (32 bytes); generate one with `openssl rand -hex 32`");
  }
  return value.trim().toLowerCase();
}

/** A positive whole number from `env[name]`, undefined when unset or empty. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, unit: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new SettingsError(name, `must be a positive number of ${unit}`);
  return value;
}

/** `DATA_DIR` as an absolute path (default `./.plugboard`), without reading or creating anything. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || "./.plugboard");
}

/**
 * Reads and checks the settings (README "Settings", docs/deployment.md) from an environment. A bad value throws a
 * `SettingsError` naming the variable. In development a missing `ENCRYPTION_KEY` is generated once and
 * kept in `$DATA_DIR/encryption.key`; in production it is required.
 *
 * @example
 * const settings = loadSettings(process.env);
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const nodeEnv = env.NODE_ENV ?? "development";
  const production = nodeEnv === "production";

  const port = env.PORT === undefined || env.PORT === "" ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SettingsError("PORT", "must be a port number (0-65535)");
  const host = env.HOST || "127.0.0.1";
  const baseUrl = parseUrl("BASE_URL", env.BASE_URL || `http://localhost:${port}`);
  const dataDir = resolveDataDir(env);
  const mcpClientMetadataUrl = env.PLUGBOARD_MCP_CLIENT_METADATA_URL || undefined;
  if (mcpClientMetadataUrl !== undefined && mcpClientMetadataUrl !== "off" && !isClientMetadataUrl(mcpClientMetadataUrl)) {
    throw new SettingsError("PLUGBOARD_MCP_CLIENT_METADATA_URL", "must be an https URL with a path (where Plugboard's client metadata document is published), or off");
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^(postgres|postgresql|memory):\/\//.test(databaseUrl)) {
    throw new SettingsError("DATABASE_URL", "must start with postgres://, postgresql:// or memory://");
  }

  let encryptionKey: string;
  let generatedEncryptionKey = false;
  if (env.ENCRYPTION_KEY) {
    encryptionKey = readKey("ENCRYPTION_KEY", env.ENCRYPTION_KEY);
  } else if (production) {
    throw new SettingsError("ENCRYPTION_KEY", "is required in production (64 hex characters; `openssl rand -hex 32`)");
  } else {
    const keyFile = join(dataDir, "encryption.key");
    if (existsSync(keyFile)) {
      encryptionKey = readKey("ENCRYPTION_KEY", readFileSync(keyFile, "utf8"));
    } else {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      encryptionKey = randomBytes(32).toString("hex");
      writeFileSync(keyFile, encryptionKey + "\n", { mode: 0o600 });
      generatedEncryptionKey = true;
    }
  }
  const previousEncryptionKeys = (env.PREVIOUS_ENCRYPTION_KEYS ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => readKey("PREVIOUS_ENCRYPTION_KEYS", key));

  const logLevel = (env.LOG_LEVEL || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new SettingsError("LOG_LEVEL", `must be one of ${LOG_LEVELS.join(", ")}`);

  let oidc: CreatePlugboardOptions["oidc"];
  if (env.OIDC_ISSUER || env.OIDC_AUDIENCE) {
    if (!env.OIDC_ISSUER) throw new SettingsError("OIDC_ISSUER", "is required when OIDC_AUDIENCE is set");
    if (!env.OIDC_AUDIENCE) throw new SettingsError("OIDC_AUDIENCE", "is required when OIDC_ISSUER is set");
    oidc = { issuer: parseUrl("OIDC_ISSUER", env.OIDC_ISSUER), audience: env.OIDC_AUDIENCE };
  }

  const toolTimeoutMs = positiveInteger(env, "PLUGBOARD_TOOL_TIMEOUT_MS", "milliseconds") ?? 30_000;
  const approvalTtlMs = positiveInteger(env, "PLUGBOARD_APPROVAL_TTL_MS", "milliseconds");
  const auditRetentionDays = positiveInteger(env, "PLUGBOARD_AUDIT_RETENTION_DAYS", "days");
  // Unset: createPlugboard's defaults apply.
  const maxConcurrentPerDeveloper = positiveInteger(env, "PLUGBOARD_MAX_CONCURRENT_PER_DEVELOPER", "executions");
  const maxConcurrentPerOrigin = positiveInteger(env, "PLUGBOARD_MAX_CONCURRENT_PER_ORIGIN", "executions");
  const executionLogBuffer = positiveInteger(env, "PLUGBOARD_EXECUTION_LOG_BUFFER", "rows");
  const shutdownTimeoutMs = positiveInteger(env, "PLUGBOARD_SHUTDOWN_TIMEOUT_MS", "milliseconds");
  const mcpSessionIdleSeconds = positiveInteger(env, "PLUGBOARD_MCP_SESSION_IDLE_S", "seconds");
  const triggerMinIntervalSeconds = positiveInteger(env, "PLUGBOARD_TRIGGER_MIN_INTERVAL_S", "seconds");

  const toolMaxResponseBytes = env.PLUGBOARD_TOOL_MAX_RESPONSE_BYTES ? Number(env.PLUGBOARD_TOOL_MAX_RESPONSE_BYTES) : DEFAULT_TOOL_MAX_RESPONSE_BYTES;
  if (!Number.isSafeInteger(toolMaxResponseBytes) || toolMaxResponseBytes <= 0) {
    throw new SettingsError("PLUGBOARD_TOOL_MAX_RESPONSE_BYTES", "must be a positive number of bytes, e.g. 10485760 for 10 MB");
  }

  let bootstrap: ServerSettings["bootstrap"];
  if (env.PLUGBOARD_BOOTSTRAP_API_KEY && !env.PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL) {
    throw new SettingsError("PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL", "is required when PLUGBOARD_BOOTSTRAP_API_KEY is set");
  }
  if (env.PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL) {
    const apiKey = env.PLUGBOARD_BOOTSTRAP_API_KEY || undefined;
    if (apiKey && !/^nk_[A-Za-z0-9_-]{16,}$/.test(apiKey)) {
      throw new SettingsError("PLUGBOARD_BOOTSTRAP_API_KEY", "must start with nk_ followed by at least 16 letters, digits, - or _");
    }
    bootstrap = { adminEmail: env.PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL.trim().toLowerCase(), ...(apiKey ? { apiKey } : {}) };
  }

  return {
    port,
    host,
    baseUrl,
    dataDir,
    encryptionKey,
    generatedEncryptionKey,
    previousEncryptionKeys,
    database: { ...(databaseUrl ? { url: databaseUrl } : {}), dataDir },
    production,
    logLevel,
    ...(oidc ? { oidc } : {}),
    adminEmails: (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    allowPrivateNetwork: env.PLUGBOARD_ALLOW_PRIVATE_NETWORK === "true",
    ...(env.PLUGBOARD_OUTBOUND_FAST_PATH === "off" ? { outboundFastPath: false } : {}),
    ...(mcpClientMetadataUrl !== undefined ? { mcpClientMetadataUrl: mcpClientMetadataUrl === "off" ? null : mcpClientMetadataUrl } : {}),
    toolTimeoutMs,
    toolMaxResponseBytes,
    ...(maxConcurrentPerDeveloper !== undefined ? { maxConcurrentPerDeveloper } : {}),
    ...(maxConcurrentPerOrigin !== undefined ? { maxConcurrentPerOrigin } : {}),
    ...(executionLogBuffer !== undefined ? { executionLogBuffer } : {}),
    ...(shutdownTimeoutMs !== undefined ? { shutdownTimeoutMs } : {}),
    ...(mcpSessionIdleSeconds !== undefined ? { mcpSessionIdleMs: mcpSessionIdleSeconds * 1000 } : {}),
    ...(approvalTtlMs !== undefined ? { approvalTtlMs } : {}),
    ...(auditRetentionDays !== undefined ? { auditRetentionDays } : {}),
    ...(triggerMinIntervalSeconds !== undefined ? { triggers: { minIntervalSeconds: triggerMinIntervalSeconds } } : {}),
    ...(bootstrap ? { bootstrap } : {}),
  };
}
