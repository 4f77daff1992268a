import { createHash } from "node:crypto";
import { MAX_JSON_DEPTH } from "@plugboard/core";
import { invalidInput } from "../../errors/invalid-input.js";

/**
 * The canonical JSON of a value: object members sorted by name (recursively), no whitespace, arrays
 * in order; `undefined` members dropped as `JSON.stringify` drops them. Two params objects that differ
 * only in member order have the same canonical JSON. Request schemas bound params (and a proxy body)
 * to {@link MAX_JSON_DEPTH} levels; a value deeper than that allows is refused here too (400 naming
 * `params`) rather than overflowing the stack.
 *
 * @throws {ServiceError} 400 `invalid_input` for a value nested more than {@link MAX_JSON_DEPTH} + 1 levels
 * @example
 * canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }); // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  return canonicalAt(value, 1);
}

// A proxy call's params hold its body (bounded by itself to MAX_JSON_DEPTH) one level down.
const MAX_PARAMS_DEPTH = MAX_JSON_DEPTH + 1;

function canonicalAt(value: unknown, depth: number): string {
  if (typeof value === "object" && value !== null && depth > MAX_PARAMS_DEPTH) {
    throw invalidInput({ params: [`is nested more than ${MAX_PARAMS_DEPTH} levels deep`] });
  }
  if (Array.isArray(value)) return `[${value.map((entry) => (entry === undefined ? "null" : canonicalAt(entry, depth + 1))).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalAt((value as Record<string, unknown>)[key], depth + 1)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * SHA-256 hex of the canonical JSON of a call's params: what an approval is bound to, so only the
 * exact params that were approved run.
 *
 * @example
 * paramsHash({ a: 1, b: 2 }) === paramsHash({ b: 2, a: 1 }); // true
 */
export function paramsHash(params: Record<string, unknown>): string {
  return sha256Hex(canonicalJson(params));
}

/** SHA-256 hex of a text (the canonical JSON {@link paramsHash} hashes, when the caller has it already). */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
