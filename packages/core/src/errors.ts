/**
 * `@plugboard/core/errors`: the brand every Plugboard error class carries, so `isInstance` works across
 * bundles and copies of a package. Dependency-free and runtime-neutral (the client inlines it).
 *
 * @module
 */
export { hasErrorMarker, markError } from "./errors/mark-error.js";
export type { ErrorBrandName } from "./errors/mark-error.js";
