import { hasErrorMarker, markError } from "../errors/mark-error.js";

/**
 * Thrown by `readOpenApiDocument` when its input is no OpenAPI document it can read (not JSON or YAML,
 * not Swagger 2.0 / OpenAPI 3.0 / 3.1, no `paths`). `message` says why, to be shown as the error of
 * the field that carried the document (a server answers it with a 400 naming that field).
 */
export class OpenApiDocumentError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "OpenApiDocumentError";
    markError(this, "@plugboard/core.OpenApiDocumentError");
  }

  /** Whether `value` is an {@link OpenApiDocumentError}, from any loaded copy of this package. */
  static isInstance(value: unknown): value is OpenApiDocumentError {
    return hasErrorMarker(value, "@plugboard/core.OpenApiDocumentError");
  }
}
