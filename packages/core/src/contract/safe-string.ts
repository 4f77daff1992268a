import * as z from "zod";

const NUL = /\u0000/;
// With the `u` flag a well-formed surrogate pair is one code point, so only an unpaired half matches.
const UNPAIRED_SURROGATE = /\p{Cs}/u;
// Any NUL or UTF-16 surrogate code unit, paired or not.
const SUSPECT = /[\u0000\ud800-\udfff]/;

/**
 * Why `value` cannot be stored or sent as text, or `undefined` when it can. PostgreSQL refuses the NUL
 * character in `text` and `jsonb`, and an unpaired UTF-16 surrogate is not Unicode at all (it has no
 * UTF-8 encoding and breaks URL encoding): both would fail deep inside the server instead of as a 400.
 *
 * @example
 * textProblem("alice") // undefined
 * textProblem("a\u0000b") // "must not contain the NUL character (\\u0000)"
 */
export function textProblem(value: string): string | undefined {
  // One scan for the common case (no NUL, no surrogate at all) before the two precise ones.
  if (!SUSPECT.test(value)) return undefined;
  if (NUL.test(value)) return "must not contain the NUL character (\\u0000)";
  if (UNPAIRED_SURROGATE.test(value)) return "must not contain an unpaired UTF-16 surrogate (\\ud800-\\udfff alone is not valid Unicode)";
  return undefined;
}

/**
 * A string that can be stored and sent: no NUL character and no unpaired surrogate ({@link textProblem}).
 * The base of every request string that reaches the database, a URL or a header; chain `min`, `max`,
 * `regex` and `trim` on it as on `z.string()`.
 *
 * @example
 * const NameSchema = safeString().min(1, "name is required").max(200);
 */
export function safeString() {
  return z.string().check((context) => {
    const problem = textProblem(context.value);
    if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
  });
}
