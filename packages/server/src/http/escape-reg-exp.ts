/**
 * `text` with every character that has a meaning in a regular expression escaped, so that it matches
 * itself (what `RegExp.escape` does in newer engines).
 *
 * @example
 * new RegExp(`^${escapeRegExp("/api/v1")}(?:/|$)`); // matches "/api/v1" and "/api/v1/…", not "/apixv1"
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
