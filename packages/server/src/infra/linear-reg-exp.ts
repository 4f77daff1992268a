import type { RegExpEngine } from "ajv/dist/types/index.js";
import { RE2JS } from "re2js";

/**
 * Ajv's regular-expression engine for JSON Schema `pattern`, `patternProperties` and the like: RE2
 * (`re2js`, pure JavaScript), which matches in time linear in the input, so a pattern such as
 * `^(a+)+$` cannot make a caller's params hold the event loop (catastrophic backtracking). RE2 has no
 * lookarounds or backreferences: compiling such a pattern throws, so the schema does not compile (a
 * submitted tool is refused with a 400 naming its field; see `refuseInvalidInputSchemas`).
 *
 * @example
 * new Ajv2020({ code: { regExp: linearRegExp } })
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string) => {
    const compiled = RE2JS.compile(pattern);
    // `toString` keys Ajv's cache of compiled patterns.
    return { test: (text: string) => compiled.matcher(text).find(), toString: () => `/${pattern}/re2` };
  },
  { code: "linearRegExp" },
);
