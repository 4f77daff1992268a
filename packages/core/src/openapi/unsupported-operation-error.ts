import { hasErrorMarker, markError } from "../errors/mark-error.js";

/**
 * Thrown while converting one operation of an OpenAPI document that Plugboard cannot express as a
 * manual tool (a multipart upload, a cookie parameter, an external `$ref`, …): the importer skips the
 * operation and reports `message` as the warning's reason.
 */
export class UnsupportedOperationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnsupportedOperationError";
    markError(this, "@plugboard/core.UnsupportedOperationError");
  }

  /** Whether `value` is an {@link UnsupportedOperationError}, from any loaded copy of this package. */
  static isInstance(value: unknown): value is UnsupportedOperationError {
    return hasErrorMarker(value, "@plugboard/core.UnsupportedOperationError");
  }
}
