import type { Database } from "./open-database.js";

/** One execution-log row (docs/executions.md): never credentials, never request or response bodies. */
export interface ExecutionLogEntry {
  /** The row's id (a UUID), made by the caller so its answer can name the row before it is written. */
  id: string;
  developerId: string;
  userId: string;
  toolSlug: string;
  pluginId: string | null;
  source: "manual" | "mcp";
  status: number | null;
  success: boolean;
  latencyMs: number;
  error: string | null;
  createdAt: Date;
}

const COLUMNS = ["id", "developerId", "userId", "toolSlug", "pluginId", "source", "status", "success", "latencyMs", "error", "createdAt"] as const;

const COLUMN_LIST = COLUMNS.map((column) => `"${column}"`).join(", ");

/**
 * The rows' one INSERT on PostgreSQL, straight through the store's driver (Prisma's query compiler
 * costs more than the insert itself): one array parameter per column, turned into rows by `unnest`,
 * the same statement text for every batch size.
 */
// PostgreSQL reads the rows from one JSON parameter: serialising them is one native JSON.stringify in
// this process (the database server does the parsing), where eleven arrays cost pg a JavaScript escape
// per value — a few microseconds of the server's CPU per execution.
const INSERT_SQL =
  `INSERT INTO "ExecutionLog" (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM json_to_recordset($1::json) AS row(` +
  '"id" uuid, "developerId" uuid, "userId" text, "toolSlug" text, "pluginId" uuid, "source" text, "status" int, "success" boolean, "latencyMs" int, "error" text, "createdAt" timestamptz)';

/** One value in PostgreSQL's COPY text format: `\N` for NULL, backslash, tab, newline and carriage return escaped. */
function copyField(value: ExecutionLogEntry[keyof ExecutionLogEntry]): string {
  if (value === null) return "\\N";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]!) : value;
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

const COPY_SQL = `COPY "ExecutionLog" (${COLUMN_LIST}) FROM '/dev/blob'`;

/**
 * Inserts execution-log rows in one statement, straight through the store's driver: COPY on PGlite,
 * `unnest` arrays on PostgreSQL. A value PostgreSQL refuses fails the whole statement.
 *
 * @example
 * await insertExecutionLogRows(database, rows);
 */
export async function insertExecutionLogRows(database: Database, rows: readonly ExecutionLogEntry[]): Promise<void> {
  // PGlite runs in this thread, where reading the values is most of a row's cost: COPY's text format
  // took about 16 µs a row in our measurements, unnest arrays 19, one JSON parameter 24, eleven bound
  // parameters per row 40.
  if (database.raw.kind === "pglite") {
    const text = rows.map((row) => COLUMNS.map((column) => copyField(row[column])).join("\t")).join("\n") + "\n";
    await database.raw.pglite.query(COPY_SQL, [], { blob: new Blob([text]) });
    return;
  }
  // No replacer (which would leave V8's fast serialiser): json_to_recordset reads the columns it names.
  await database.query(INSERT_SQL, [JSON.stringify(rows)]);
}

/**
 * An error text PostgreSQL can store: an MCP server's message may hold a NUL or a lone
 * surrogate, which PostgreSQL's text refuses (and which would cost the whole batch a retry).
 *
 * @example
 * storableText("bad\u0000byte") // "badbyte"
 */
export function storableText(text: string | null): string | null {
  // With the u flag, \p{Cs} matches only a surrogate that is not part of a pair.
  return text === null ? null : text.replace(/\u0000/g, "").replace(/\p{Cs}/gu, "\uFFFD");
}
