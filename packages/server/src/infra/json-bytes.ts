import { Buffer } from "node:buffer";
import { createHash } from "node:crypto";

/** A JSON answer serialized once, with its entity tag: sent as is, as often as asked. */
export interface JsonBytes {
  bytes: Buffer;
  /** Strong ETag of `bytes` (quoted). */
  etag: string;
}

/**
 * Encodes JSON text once (UTF-8) and tags it, so a large answer served many times is neither
 * re-encoded nor re-hashed per request (Express would otherwise hash every body for its ETag). The text
 * is given in parts, end to end, and encoded straight into one buffer: a large answer is never also
 * held as one string (nor its parts joined in copies).
 *
 * @example
 * const answer = jsonBytes(['{"tools":[', first, ",", second, "]}"]);
 * response.set("ETag", answer.etag).type("application/json").send(answer.bytes);
 */
export function jsonBytes(parts: readonly string[]): JsonBytes {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part, "utf8");
  const bytes = Buffer.allocUnsafeSlow(length);
  let offset = 0;
  for (const part of parts) offset += bytes.write(part, offset, "utf8");
  return { bytes, etag: `"${bytes.length.toString(16)}-${createHash("sha1").update(bytes).digest("base64url")}"` };
}
