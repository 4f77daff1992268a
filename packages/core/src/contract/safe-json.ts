import * as z from "zod";
import { textProblem } from "./safe-string.js";

/**
 * Deepest nesting of objects and arrays accepted in the free-form JSON of a request (tool params,
 * credentials, JSON Schemas, auth method configs). Real JSON Schemas stay far below it; thousands of
 * levels would exhaust the stack of whatever walks the value later.
 */
export const MAX_JSON_DEPTH = 64;

/** What is wrong with a JSON value and where, relative to the value (`["a", 0, "b"]`). */
export interface JsonProblem {
  path: Array<string | number>;
  message: string;
}

/**
 * The first problem of a parsed JSON value, or `undefined`: nesting deeper than `maxDepth` (the value
 * itself is level 1), or a string or member name that {@link textProblem} refuses. Walks without
 * recursion, so any input is safe to check.
 *
 * @example
 * jsonProblem({ q: "a\u0000" }) // { path: ["q"], message: "must not contain the NUL character (\\u0000)" }
 */
export function jsonProblem(value: unknown, maxDepth: number = MAX_JSON_DEPTH): JsonProblem | undefined {
  // Each pending value keeps its parent and key; a path is built only for the problem found.
  const stack: WalkItem[] = [{ value, parent: undefined, key: undefined, depth: 1 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const current = item.value;
    if (typeof current === "string") {
      const problem = textProblem(current);
      if (problem) return { path: pathOf(item), message: problem };
      continue;
    }
    if (typeof current !== "object" || current === null) continue;
    if (item.depth > maxDepth) {
      // Name the outermost member, not a path thousands of segments long.
      return { path: pathOf(item).slice(0, 1), message: `is nested more than ${maxDepth} levels deep` };
    }
    if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) stack.push({ value: current[index], parent: item, key: index, depth: item.depth + 1 });
      continue;
    }
    for (const key of Object.keys(current)) {
      const problem = textProblem(key);
      if (problem) return { path: pathOf(item), message: `has a member name that ${problem}` };
      stack.push({ value: (current as Record<string, unknown>)[key], parent: item, key, depth: item.depth + 1 });
    }
  }
  return undefined;
}

interface WalkItem {
  value: unknown;
  parent: WalkItem | undefined;
  key: string | number | undefined;
  depth: number;
}

function pathOf(item: WalkItem): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: WalkItem | undefined = item; at?.parent !== undefined; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/**
 * A free-form JSON object of a request (tool params, credentials, a JSON Schema, an auth method
 * config): any members, nested at most {@link MAX_JSON_DEPTH} levels, with storable strings only. A
 * failure names the offending member (`params.q`).
 *
 * @example
 * SafeJsonObjectSchema.parse({ city: "Paris" })
 */
export const SafeJsonObjectSchema = z.record(z.string(), z.unknown()).check(refuseJsonProblem);

/**
 * Any free-form JSON value of a request (a proxy call's `body`: an object, an array, a string, …), held
 * to the rules of {@link SafeJsonObjectSchema}: nested at most {@link MAX_JSON_DEPTH} levels, storable
 * strings only. A failure names the offending member (`body.a`).
 *
 * @example
 * SafeJsonValueSchema.parse([{ name: "Ann" }])
 */
export const SafeJsonValueSchema = z.unknown().check(refuseJsonProblem);

function refuseJsonProblem(context: { value: unknown; issues: z.core.$ZodRawIssue[] }): void {
  const problem = jsonProblem(context.value);
  if (problem) context.issues.push({ code: "custom", message: problem.message, input: context.value, path: problem.path });
}
