const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a UUID string. Ids from paths, queries and bodies are checked before they reach a `uuid`
 * column, so that a malformed id is a plain 404 instead of a database type error.
 *
 * @example
 * isUuid("not-an-id") // false
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
