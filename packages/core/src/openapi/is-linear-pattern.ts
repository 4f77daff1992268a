import { RE2JS } from "re2js";

/**
 * True when `pattern` compiles for RE2 (`re2js`: no lookarounds or backreferences), the engine a
 * Plugboard server checks JSON Schema patterns with, in time linear in the input. The OpenAPI
 * conversion keeps only such patterns, so a converted tool's schema always compiles.
 *
 * @example
 * isLinearPattern("^[a-z]+$") // true
 * isLinearPattern("^(?!x)") // false
 */
export function isLinearPattern(pattern: string): boolean {
  try {
    RE2JS.compile(pattern);
    return true;
  } catch {
    return false;
  }
}
