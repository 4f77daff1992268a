/**
 * The value at a dotted path (`issue.id`, `items.0.id`) of a JSON value; `""` is the value itself.
 * Undefined when a step is missing.
 *
 * @example
 * valueAt({ data: { object: { id: "evt_1" } } }, "data.object.id") // "evt_1"
 */
export function valueAt(value: unknown, path: string): unknown {
  if (path === "") return value;
  let current: unknown = value;
  for (const step of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
