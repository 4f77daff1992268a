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
  }

  /** True for a ResponseTooLargeError from any copy of this module (checked by name and code). */
  static isInstance(error: unknown): error is ResponseTooLargeError {
    const candidate = error as { name?: unknown; code?: unknown } | null;
    return typeof candidate === "object" && candidate !== null && candidate.name === "ResponseTooLargeError" && candidate.code === "response_too_large";
  }
}
