/**
 * Thrown while converting one operation of an OpenAPI document that Plugboard cannot express as a
 * manual tool (a multipart upload, a cookie parameter, an external `$ref`, …): the importer skips the
 * operation and reports `message` as the warning's reason. Never leaves the importer.
 */
export class UnsupportedOperationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "UnsupportedOperationError";
  }
}
