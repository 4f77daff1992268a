/**
 * A short, deterministic, runtime-neutral hash of `text`: FNV-1a (32-bit) in base 36, `length`
 * characters of `[0-9a-z]`. Used for name suffixes, never for anything secret.
 *
 * @example
 * shortHash("github/CREATE_ISSUE"); // "1x9k2b" (always the same for the same text)
 */
export function shortHash(text: string, length = 6): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0").slice(-length);
}
