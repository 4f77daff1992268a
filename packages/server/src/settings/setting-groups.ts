import { resolve } from "node:path";
import { z } from "zod";
import { isClientMetadataUrl } from "../infra/is-client-metadata-url.js";
import { DEFAULT_CONCURRENCY_LIMITS } from "../infra/concurrency-limiter.js";
import { LOG_LEVELS, type LogLevel } from "../logging/logger.js";
import { DEFAULT_TOOL_MAX_RESPONSE_BYTES } from "../outbound/outbound-policy.js";
import { DEFAULT_APPROVAL_TTL_MS, DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_TRIGGER_MIN_INTERVAL_SECONDS } from "./service-defaults.js";
import type { ServerSettings } from "./load-settings.js";
import { RUNTIME_FAST_PATHS_ENV } from "./fast-paths.js";
import { SettingsError } from "./settings-error.js";

/**
 * The defaults of the settings, in the unit of their option: `loadSettings` and `createPlugboard` apply
 * these, and the settings table of the README prints them (generated from {@link SETTING_GROUPS}).
 */
export const SETTING_DEFAULTS = {
  port: 3000,
  host: "127.0.0.1",
  dataDir: "./.plugboard",
  logLevel: "info" as LogLevel,
  toolTimeoutMs: 30_000,
  mcpSessionIdleMs: 300_000,
  toolMaxResponseBytes: DEFAULT_TOOL_MAX_RESPONSE_BYTES,
  maxConcurrentPerDeveloper: DEFAULT_CONCURRENCY_LIMITS.perDeveloper,
  maxConcurrentPerOrigin: DEFAULT_CONCURRENCY_LIMITS.perOrigin,
  executionLogBuffer: 50_000,
  shutdownTimeoutMs: 10_000,
  approvalTtlMs: DEFAULT_APPROVAL_TTL_MS,
  auditRetentionDays: DEFAULT_AUDIT_RETENTION_DAYS,
  triggerMinIntervalSeconds: DEFAULT_TRIGGER_MIN_INTERVAL_SECONDS,
} as const;

type Settings = Required<ServerSettings>;

/** Where in `ServerSettings` an environment variable lands: an option, or a field of an object option. */
export type SettingOption =
  | keyof ServerSettings
  | "database.url"
  | `oidc.${keyof NonNullable<ServerSettings["oidc"]>}`
  | `bootstrap.${keyof NonNullable<ServerSettings["bootstrap"]>}`
  | `triggers.${keyof NonNullable<ServerSettings["triggers"]>}`;

/** The type of the option at `P`. */
export type SettingValue<P extends SettingOption> = P extends `${infer O extends keyof Settings}.${infer F}`
  ? F extends keyof NonNullable<Settings[O]>
    ? NonNullable<Settings[O]>[F]
    : never
  : P extends keyof Settings
    ? Settings[P]
    : never;

/** One environment variable: the option it sets and the Zod schema that reads its text into the option's type. */
export interface EnvSetting {
  readonly option: SettingOption;
  /** Reads the variable's text (undefined when unset); `undefined` out leaves the option unset. */
  readonly schema: z.ZodType<unknown, string | undefined>;
}

/** A group of settings: one row of the settings table. */
export interface SettingGroup {
  /** The environment variables of the group, in order, by name. */
  readonly env: Readonly<Record<string, EnvSetting>>;
  /** All of them as one schema over the environment (unknown variables ignored). */
  readonly schema: z.ZodType<Record<string, unknown>, NodeJS.ProcessEnv>;
  /** A rule across the group's variables (both or neither, …), checked first; throws a `SettingsError`. */
  readonly check?: (raw: NodeJS.ProcessEnv) => void;
  /** Its row of the settings table. */
  readonly docs: {
    /** Instead of the variables' names (settings read by another library). */
    readonly label?: string;
    /** Between the names (default ", "). */
    readonly joiner?: string;
    readonly default: string;
    readonly meaning: string;
  };
}

class Invalid extends Error {}

/** Throws from a reader: the text of the variable is not acceptable (the message never repeats it). */
function invalid(message: string): never {
  throw new Invalid(message);
}

/** `read()` with a bad value as a `SettingsError` naming `name`. */
export function readSetting<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof Invalid) throw new SettingsError(name, error.message);
    throw error;
  }
}

/** The variable of option `P`, read by `read` (which calls `invalid` on a bad value). */
function setting<P extends SettingOption>(option: P, read: (text: string | undefined) => SettingValue<P> | undefined): EnvSetting {
  const schema = z
    .string()
    .optional()
    .transform((text, context) => {
      try {
        return read(text);
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        context.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    });
  return { option, schema };
}

function group(definition: Omit<SettingGroup, "schema">): SettingGroup {
  const shape = Object.fromEntries(Object.entries(definition.env).map(([name, variable]) => [name, variable.schema]));
  return { ...definition, schema: z.object(shape) as unknown as SettingGroup["schema"] };
}

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const API_KEY = /^nk_[A-Za-z0-9_-]{16,}$/;

/** Unset or empty. */
const unset = (text: string | undefined): text is undefined | "" => text === undefined || text === "";

/** An absolute http(s) URL without its trailing slashes. */
export function readUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    return invalid("must be an absolute http(s) URL, e.g. https://plugboard.example.com");
  }
}

/** An encryption key: 64 hex characters, lower-cased. */
export function readKey(text: string): string {
  if (!HEX_KEY.test(text.trim())) invalid("must be 64 hexadecimal characters (32 bytes); generate one with `openssl rand -hex 32`");
  return text.trim().toLowerCase();
}

/** A positive whole number in `unit`; undefined when unset or blank. */
function positiveInteger(unit: string) {
  return (text: string | undefined): number | undefined => {
    if (text === undefined || text.trim() === "") return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value <= 0) invalid(`must be a positive number of ${unit}`);
    return value;
  };
}

/** Comma-separated, trimmed, empty entries dropped. */
const list = (text: string | undefined): string[] =>
  (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

const code = (value: string | number) => `\`${value}\``;

/**
 * Every environment setting of `plugboard serve`, in the order of the README's settings table: per group
 * its variables (each with the option it sets and a Zod schema reading it), a rule across them where
 * there is one, and its row of the table. `loadSettings` is these schemas applied to the environment;
 * the table is generated from them (`pnpm --filter @plugboard/server docs:settings`, a test fails when
 * it is stale).
 */
export const SETTING_GROUPS: readonly SettingGroup[] = [
  group({
    env: {
      PORT: setting("port", (text) => {
        const port = unset(text) ? SETTING_DEFAULTS.port : Number(text);
        if (!Number.isInteger(port) || port < 0 || port > 65535) invalid("must be a port number (0-65535)");
        return port;
      }),
      HOST: setting("host", (text) => text || SETTING_DEFAULTS.host),
    },
    docs: { joiner: " / ", default: `${SETTING_DEFAULTS.port} / ${SETTING_DEFAULTS.host}`, meaning: "listen address" },
  }),
  group({
    // Unset: `http://localhost:$PORT`, filled in by loadSettings.
    env: { BASE_URL: setting("baseUrl", (text) => (unset(text) ? undefined : readUrl(text))) },
    docs: { default: "`http://localhost:$PORT`", meaning: "public origin; the OAuth redirect URI is `$BASE_URL/api/v1/oauth/callback`" },
  }),
  group({
    env: {
      DATABASE_URL: setting("database.url", (text) => {
        if (unset(text)) return undefined;
        if (!/^(postgres|postgresql|memory):\/\//.test(text)) invalid("must start with postgres://, postgresql:// or memory://");
        return text;
      }),
    },
    docs: { default: "unset: embedded PGlite in `$DATA_DIR/db`", meaning: "`postgres://…` for PostgreSQL; `memory://` for a throw-away embedded database" },
  }),
  group({
    env: { DATA_DIR: setting("dataDir", (text) => resolve(text || SETTING_DEFAULTS.dataDir)) },
    docs: { default: code(SETTING_DEFAULTS.dataDir), meaning: "embedded database and, in development only, a generated encryption key" },
  }),
  group({
    // Unset: generated (development) or required (production), by loadSettings.
    env: { ENCRYPTION_KEY: setting("encryptionKey", (text) => (unset(text) ? undefined : readKey(text))) },
    docs: { default: "development: generated once into `$DATA_DIR/encryption.key`; production: required", meaning: "64 hex characters (32 bytes): `openssl rand -hex 32`" },
  }),
  group({
    env: { PREVIOUS_ENCRYPTION_KEYS: setting("previousEncryptionKeys", (text) => list(text).map(readKey)) },
    docs: { default: "empty", meaning: "comma-separated older keys, tried for decryption only (key rotation: `plugboard encryption rotate`)" },
  }),
  group({
    env: { NODE_ENV: setting("production", (text) => (text ?? "development") === "production") },
    docs: { default: "`development`", meaning: "`production` switches on generic error messages, https-only return URLs, a required key and the private-network guard" },
  }),
  group({
    env: {
      OIDC_ISSUER: setting("oidc.issuer", (text) => (unset(text) ? undefined : readUrl(text))),
      OIDC_AUDIENCE: setting("oidc.audience", (text) => text || undefined),
    },
    check: (raw) => {
      if (!raw.OIDC_ISSUER && raw.OIDC_AUDIENCE) throw new SettingsError("OIDC_ISSUER", "is required when OIDC_AUDIENCE is set");
      if (raw.OIDC_ISSUER && !raw.OIDC_AUDIENCE) throw new SettingsError("OIDC_AUDIENCE", "is required when OIDC_ISSUER is set");
    },
    docs: {
      default: "unset",
      meaning: "identity provider whose ID tokens the dashboard routes accept; a first sign-in needs `email_verified: true` ([docs/dashboard-api.md](docs/dashboard-api.md))",
    },
  }),
  group({
    env: { ADMIN_EMAILS: setting("adminEmails", (text) => list(text).map((email) => email.toLowerCase())) },
    docs: { default: "empty", meaning: "comma-separated e-mails whose developers get the `admin` role (through an ID token only when it says `email_verified: true`)" },
  }),
  group({
    env: {
      PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: setting("bootstrap.adminEmail", (text) => (unset(text) ? undefined : text.trim().toLowerCase())),
      PLUGBOARD_BOOTSTRAP_API_KEY: setting("bootstrap.apiKey", (text) => text || undefined),
    },
    check: (raw) => {
      if (raw.PLUGBOARD_BOOTSTRAP_API_KEY && !raw.PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL) {
        throw new SettingsError("PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL", "is required when PLUGBOARD_BOOTSTRAP_API_KEY is set");
      }
      if (raw.PLUGBOARD_BOOTSTRAP_API_KEY && !API_KEY.test(raw.PLUGBOARD_BOOTSTRAP_API_KEY)) {
        throw new SettingsError("PLUGBOARD_BOOTSTRAP_API_KEY", "must start with nk_ followed by at least 16 letters, digits, - or _");
      }
    },
    docs: {
      default: "unset",
      meaning:
        "at start, create this admin developer and this exact API key (`nk_…`) if they do not exist; with the e-mail alone, the first start makes the admin a key and prints it once (a container's first start)",
    },
  }),
  group({
    env: { PLUGBOARD_ALLOW_PRIVATE_NETWORK: setting("allowPrivateNetwork", (text) => text === "true") },
    docs: {
      default: "`false`",
      meaning:
        "in production, allow outgoing requests (tools, MCP, OAuth) to loopback, private, link-local and metadata addresses (refused otherwise, on every connection and redirect hop; development allows them)",
    },
  }),
  group({
    env: {
      PLUGBOARD_MCP_CLIENT_METADATA_URL: setting("mcpClientMetadataUrl", (text) => {
        if (unset(text)) return undefined;
        if (text === "off") return null;
        if (!isClientMetadataUrl(text)) invalid("must be an https URL with a path (where Plugboard's client metadata document is published), or off");
        return text;
      }),
    },
    docs: {
      default: "`$BASE_URL/api/v1/oauth/client-metadata.json` when `BASE_URL` is https",
      meaning:
        "the `client_id` Plugboard presents to MCP authorization servers that support client ID metadata documents (an https URL with a path serving Plugboard's document; `off` turns it off); see [docs/mcp-plugins.md](docs/mcp-plugins.md#4-which-oauth-client-is-used)",
    },
  }),
  group({
    env: { PLUGBOARD_TOOL_TIMEOUT_MS: setting("toolTimeoutMs", (text) => positiveInteger("milliseconds")(text) ?? SETTING_DEFAULTS.toolTimeoutMs) },
    docs: { default: code(SETTING_DEFAULTS.toolTimeoutMs), meaning: "timeout of one outgoing tool request" },
  }),
  group({
    env: {
      PLUGBOARD_MCP_SESSION_IDLE_S: setting("mcpSessionIdleMs", (text) => {
        const seconds = positiveInteger("seconds")(text);
        return seconds === undefined ? undefined : seconds * 1000;
      }),
    },
    docs: {
      default: `${code(SETTING_DEFAULTS.mcpSessionIdleMs / 1000)} (${SETTING_DEFAULTS.mcpSessionIdleMs / 60_000} min)`,
      meaning:
        "seconds an unused warm session with an upstream MCP server (and its open stream) is kept before it is closed ([docs/deployment.md](docs/deployment.md#postgresql-and-several-instances))",
    },
  }),
  group({
    env: {
      PLUGBOARD_TOOL_MAX_RESPONSE_BYTES: setting("toolMaxResponseBytes", (text) => {
        const bytes = text ? Number(text) : SETTING_DEFAULTS.toolMaxResponseBytes;
        if (!Number.isSafeInteger(bytes) || bytes <= 0) invalid("must be a positive number of bytes, e.g. 10485760 for 10 MB");
        return bytes;
      }),
    },
    docs: {
      default: `${code(SETTING_DEFAULTS.toolMaxResponseBytes)} (${SETTING_DEFAULTS.toolMaxResponseBytes / 1024 / 1024} MB)`,
      meaning:
        "most bytes read of one tool response or MCP message, counted while it streams; a larger answer is a 502 naming the limit ([docs/deployment.md](docs/deployment.md#outbound-requests))",
    },
  }),
  group({
    env: { PLUGBOARD_OUTBOUND_FAST_PATH: setting("outboundFastPath", (text) => (text === "off" ? false : undefined)) },
    docs: {
      default: "on",
      meaning:
        "`off` reads MCP messages through undici's `fetch` and the MCP SDK's own transport instead of straight from the socket (the plain path, for an SDK upgrade the fast path does not know yet; [docs/deployment.md](docs/deployment.md#outbound-requests))",
    },
  }),
  group({
    env: { [RUNTIME_FAST_PATHS_ENV]: setting("outboundFastPath", (text) => (text === "off" ? false : undefined)) },
    docs: {
      default: "on",
      meaning:
        "`off` turns off every fast path tied to exact runtime versions: the outbound one above (as `PLUGBOARD_OUTBOUND_FAST_PATH=off`) and the V8 tuning the `plugboard` command applies on PostgreSQL ([docs/deployment.md](docs/deployment.md#fast-paths))",
    },
  }),
  group({
    env: { PLUGBOARD_MAX_CONCURRENT_PER_DEVELOPER: setting("maxConcurrentPerDeveloper", positiveInteger("executions")) },
    docs: {
      default: code(SETTING_DEFAULTS.maxConcurrentPerDeveloper),
      meaning:
        "tool executions one developer may have in flight on one instance; more are refused with `429 rate_limited` and `Retry-After`. One MCP client (a link, or one end-user in header mode) holds at most a quarter of it (16), more are refused with JSON-RPC error `-32029` ([docs/deployment.md](docs/deployment.md#what-one-mcp-session-may-cost))",
    },
  }),
  group({
    env: { PLUGBOARD_MAX_CONCURRENT_PER_ORIGIN: setting("maxConcurrentPerOrigin", positiveInteger("executions")) },
    docs: {
      default: code(SETTING_DEFAULTS.maxConcurrentPerOrigin),
      meaning:
        "tool executions in flight to one upstream origin on one instance, all developers together (also the keep-alive pool size per origin); more are refused with `429`",
    },
  }),
  group({
    env: { PLUGBOARD_EXECUTION_LOG_BUFFER: setting("executionLogBuffer", positiveInteger("rows")) },
    docs: {
      default: code(SETTING_DEFAULTS.executionLogBuffer),
      meaning: "execution-log rows kept in memory while the database cannot take them; past it the oldest are dropped (and counted in the log)",
    },
  }),
  group({
    env: { PLUGBOARD_SHUTDOWN_TIMEOUT_MS: setting("shutdownTimeoutMs", positiveInteger("milliseconds")) },
    docs: {
      default: code(SETTING_DEFAULTS.shutdownTimeoutMs),
      meaning: "on SIGTERM, how long `serve` waits for requests in flight, and then again for the database to take buffered log rows",
    },
  }),
  group({
    env: { PLUGBOARD_APPROVAL_TTL_MS: setting("approvalTtlMs", positiveInteger("milliseconds")) },
    docs: {
      default: `${code(SETTING_DEFAULTS.approvalTtlMs)} (${SETTING_DEFAULTS.approvalTtlMs / 60_000} min)`,
      meaning: "how long an approval waits for a decision, and an approved call for its run ([docs/governance.md](docs/governance.md))",
    },
  }),
  group({
    env: { PLUGBOARD_AUDIT_RETENTION_DAYS: setting("auditRetentionDays", positiveInteger("days")) },
    docs: { default: code(SETTING_DEFAULTS.auditRetentionDays), meaning: "days audit-log entries are kept" },
  }),
  group({
    env: { PLUGBOARD_TRIGGER_MIN_INTERVAL_S: setting("triggers.minIntervalSeconds", positiveInteger("seconds")) },
    docs: {
      default: code(SETTING_DEFAULTS.triggerMinIntervalSeconds),
      meaning: "the shortest interval any poll trigger runs at on this deployment ([docs/triggers.md](docs/triggers.md#poll-triggers))",
    },
  }),
  group({
    // Read by the OpenTelemetry SDK itself (infra/telemetry/start-telemetry.ts), not here.
    env: {},
    docs: {
      label: "`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_PROTOCOL`, `OTEL_SERVICE_NAME`, …",
      default: "unset",
      meaning: "OpenTelemetry traces and metrics over OTLP, off unless set ([docs/governance.md](docs/governance.md#traces-and-metrics-opentelemetry))",
    },
  }),
  group({
    env: {
      LOG_LEVEL: setting("logLevel", (text) => {
        const level = (text || SETTING_DEFAULTS.logLevel) as LogLevel;
        if (!LOG_LEVELS.includes(level)) invalid(`must be one of ${LOG_LEVELS.join(", ")}`);
        return level;
      }),
    },
    docs: { default: code(SETTING_DEFAULTS.logLevel), meaning: "`debug`, `info`, `warn`, `error` or `silent`; structured JSON logs on stdout, never secrets" },
  }),
];

/**
 * The settings of `SETTING_GROUPS` read from `env`: each group's rule, then its schema; the options
 * they set, nested where the option is (`oidc.issuer`). The first bad value throws a `SettingsError`
 * naming its variable.
 */
export function readSettingGroups(env: NodeJS.ProcessEnv): Partial<ServerSettings> {
  const options: Record<string, unknown> = {};
  for (const settingGroup of SETTING_GROUPS) {
    settingGroup.check?.(env);
    const parsed = settingGroup.schema.safeParse(env);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SettingsError(String(issue?.path[0] ?? Object.keys(settingGroup.env)[0]), issue?.message ?? "is not valid");
    }
    for (const [name, variable] of Object.entries(settingGroup.env)) {
      const value = parsed.data[name];
      if (value === undefined) continue;
      const [option, field] = variable.option.split(".") as [string, string | undefined];
      if (field === undefined) options[option] = value;
      else options[option] = { ...(options[option] as object | undefined), [field]: value };
    }
  }
  return options as Partial<ServerSettings>;
}
