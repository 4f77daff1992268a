/**
 * The time a provider gives (ISO 8601, or epoch seconds / milliseconds), else `fallback`.
 *
 * @example
 * timeOf("2026-12-25T10:00:00Z", new Date()) // 2026-12-25T10:00:00.000Z
 */
export function timeOf(value: unknown, fallback: Date): Date {
  if (typeof value === "number" || (typeof value === "string" && /^\d+(\.\d+)?$/.test(value))) {
    const number = Number(value);
    return new Date(number < 1e12 ? number * 1000 : number);
  }
  if (typeof value === "string") {
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return new Date(parsed);
  }
  return fallback;
}
