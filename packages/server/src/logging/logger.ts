/** How much a logger writes: its level and every level above it; `silent` writes nothing. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
/** The levels, least severe first. */
export const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error", "silent"];

/** Structured fields of a log line. Never put a secret here. */
export type LogFields = Record<string, unknown>;

/** A structured logger: one JSON object per line. */
export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /**
   * True when lines of `level` are written. Optional: a caller may skip building a line's fields when
   * it says false (the request log on every request); without it every line is built.
   */
  enabled?(level: LogLevel): boolean;
}

const SECRET_KEY = /(secret|password|token|authorization|api_?key|credential|cookie|verifier|code$)/i;

function redact(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SECRET_KEY.test(key) ? "[redacted]" : value;
  }
  return out;
}

/**
 * Creates a JSON-lines logger. Fields whose names look secret (token, secret, password, api key,
 * credentials, authorization) are replaced by `[redacted]` as a last line of defence.
 *
 * @example
 * const logger = createLogger({ level: "info" });
 * logger.info("listening", { url: "http://localhost:3000" });
 */
export function createLogger(options: { level?: LogLevel; write?: (line: string) => void } = {}): Logger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? "info");
  const write = options.write ?? ((line: string) => process.stdout.write(line + "\n"));
  const log = (level: LogLevel) => (message: string, fields?: LogFields) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...(fields ? redact(fields) : {}) }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error"), enabled: (level) => LOG_LEVELS.indexOf(level) >= threshold };
}
