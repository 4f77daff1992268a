/**
 * The one brand of every Plugboard error class, in every package. Its value is the list of brand names
 * of the error's class and its base classes, so a subclass also answers its base's `isInstance`.
 * `Symbol.for` makes it the same key in every loaded copy of a package (ESM and CJS builds, bundles, two
 * versions side by side), where `instanceof` would fail.
 */
const MARKER = Symbol.for("@plugboard/error");

/**
 * The brand name of an error class: the package, a dot, the class name, e.g.
 * `"@plugboard/core.CryptoError"` or `"@plugboard/server.ServiceError"`. One spelling for every package.
 */
export type ErrorBrandName = `@plugboard/${string}.${string}`;

/**
 * Marks `error` with brand `names` (in addition to the ones it carries already). Call it in the
 * constructor of every exported error class; its static `isInstance` then checks with {@link hasErrorMarker}.
 * The marker is not enumerable, so it never shows in JSON or logs.
 *
 * @example
 * class CryptoError extends Error {
 *   constructor(message: string) { super(message); markError(this, "@plugboard/core.CryptoError"); }
 *   static isInstance(value: unknown): value is CryptoError { return hasErrorMarker(value, "@plugboard/core.CryptoError"); }
 * }
 */
export function markError(error: Error, ...names: ErrorBrandName[]): void {
  const carried = (error as unknown as Record<symbol, unknown>)[MARKER];
  const before = Array.isArray(carried) ? (carried as string[]) : [];
  Object.defineProperty(error, MARKER, { value: Object.freeze([...before, ...names]), enumerable: false, configurable: true });
}

/**
 * True when `value` was marked with the brand `name` by {@link markError}, in any copy of any package.
 *
 * @example
 * if (hasErrorMarker(error, "@plugboard/server.ServiceError")) console.log(error.code);
 */
export function hasErrorMarker(value: unknown, name: ErrorBrandName): boolean {
  if (typeof value !== "object" || value === null) return false;
  const names = (value as Record<symbol, unknown>)[MARKER];
  return Array.isArray(names) && names.includes(name);
}
