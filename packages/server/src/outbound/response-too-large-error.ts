import { hasErrorMarker, markError } from "@plugboard/core/errors";

/**
 * An upstream answer (a tool's HTTP response, an MCP message, an OAuth or discovery document) was
 * larger than Plugboard reads. Raised while streaming, so the rest is never downloaded.
 */
export class ResponseTooLargeError extends Error {
  readonly code = "response_too_large";

  /** `source` names what was too large, e.g. "The external API response". */
  constructor(
    readonly limit: number,
    source: string,
  ) {
    super(`${source} is larger than the limit of ${limit} bytes`);
    this.name = "ResponseTooLargeError";
    markError(this, "@plugboard/server.ResponseTooLargeError");
  }

  /** True for a ResponseTooLargeError from any copy of this package. */
  static isInstance(error: unknown): error is ResponseTooLargeError {
    return hasErrorMarker(error, "@plugboard/server.ResponseTooLargeError");
  }
}
