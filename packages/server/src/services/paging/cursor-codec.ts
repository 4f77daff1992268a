import { Buffer } from "node:buffer";
import type * as z from "zod";
import { invalidInput } from "../../errors/invalid-input.js";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The message of a 400 for a cursor that is not one of ours. */
export const INVALID_CURSOR = "cursor is not valid: pass the nextCursor of the previous page unchanged";

/**
 * The one codec of the API's page cursors: a payload (checked by `schema` both ways, with a version
 * member `v` of its own) as opaque base64url JSON. Clients pass `nextCursor` back unchanged as `cursor`.
 *
 * @example
 * const codec = cursorCodec(z.strictObject({ v: z.literal(1), s: z.string() }));
 * codec.decode(codec.encode({ v: 1, s: "github" })) // { v: 1, s: "github" }
 */
export function cursorCodec<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema) {
  return {
    /** The payload as an opaque cursor. */
    encode(payload: z.output<Schema>): string {
      return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
    },
    /**
     * The payload of a cursor from {@link encode}.
     *
     * @throws {ServiceError} 400 `invalid_input` naming `cursor` when it is not one
     */
    decode(text: string): z.output<Schema> {
      try {
        if (!BASE64URL.test(text)) throw new Error("not base64url");
        return schema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
      } catch {
        throw invalidInput({ cursor: [INVALID_CURSOR] });
      }
    },
  };
}
