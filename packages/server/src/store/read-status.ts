/**
 * Reads a status (or another enumerated text column) from a database row as its typed union: the value
 * must be one of `allowed`, or the row is reported as corrupt rather than passed on under a false type.
 *
 * @example
 * const status = readStatus(ConnectionRequestStatusSchema.options, row.status, "ConnectionRequest.status");
 */
export function readStatus<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${column} holds ${JSON.stringify(value)}, not one of ${allowed.join(", ")}`);
}
