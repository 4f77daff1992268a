import * as z from "zod";
import { textProblem } from "./safe-string.js";

/** An HTTP header name: an RFC 9110 token. */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

// What Node.js (and fetch) accept in a header value: tab, visible ASCII, space and obs-text (U+0080-U+00FF).
const OUTSIDE_HEADER_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const LINE_BREAK = /[\r\n]/;

/**
 * Why `value` cannot be sent as an HTTP header value, or `undefined` when it can. A CR or LF would
 * split the header (request smuggling); other control characters and characters past U+00FF make the
 * outgoing request fail. Checked when the value is submitted, not when a tool runs.
 *
 * @example
 * headerValueProblem("Bearer abc") // undefined
 * headerValueProblem("abc\r\nX-Evil: 1") // "must not contain a line break (CR or LF): it is sent in an HTTP header"
 */
export function headerValueProblem(value: string): string | undefined {
  if (LINE_BREAK.test(value)) return "must not contain a line break (CR or LF): it is sent in an HTTP header";
  if (OUTSIDE_HEADER_VALUE.test(value)) {
    return textProblem(value) ?? "must contain only characters allowed in an HTTP header value (no control characters, nothing past U+00FF)";
  }
  return undefined;
}

/** An HTTP header name (a token: letters, digits and ``!#$%&'*+.^_`|~-``). */
export const HeaderNameSchema = z.string().regex(HEADER_NAME_PATTERN, "must be a valid HTTP header name");

/** A value sent in an HTTP header: see {@link headerValueProblem}. */
export const HeaderValueSchema = z.string().check((context) => {
  const problem = headerValueProblem(context.value);
  if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
});
