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
 * re-encoded nor re-hashed per request (Express would otherwise hash every body for its ETag).
 *
 * @example
 * const answer = jsonBytes(JSON.stringify({ tools }));
 * response.set("ETag", answer.etag).type("application/json").send(answer.bytes);
 */
export function jsonBytes(json: string): JsonBytes {
  const bytes = Buffer.from(json, "utf8");
  return { bytes, etag: `"${bytes.length.toString(16)}-${createHash("sha1").update(bytes).digest("base64url")}"` };
}
