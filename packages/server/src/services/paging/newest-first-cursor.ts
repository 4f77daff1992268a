import { Buffer } from "node:buffer";
import * as z from "zod";
import { invalidInput } from "../../errors/invalid-input.js";
import { isUuid } from "../../store/is-uuid.js";

/**
 * Position after the last row of a page listed newest first (`createdAt` descending, then `id`):
 * `GET /api/v1/executions` and a webhook's deliveries.
 */
export interface NewestFirstCursor {
  createdAt: Date;
  id: string;
}

const PayloadSchema = z.strictObject({
  v: z.literal(1),
  t: z.number().int().nonnegative(),
  i: z.string().refine(isUuid),
});

/**
 * Encodes the last row of a page as an opaque base64url cursor; clients pass it back unchanged.
 *
 * @example
 * encodeNewestFirstCursor({ createdAt: row.createdAt, id: row.id })
 */
export function encodeNewestFirstCursor(cursor: NewestFirstCursor): string {
  const payload: z.infer<typeof PayloadSchema> = { v: 1, t: cursor.createdAt.getTime(), i: cursor.id };
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
}

/**
 * Decodes a cursor from {@link encodeNewestFirstCursor}.
 *
 * @throws {ServiceError} 400 `invalid_input` naming `cursor` when it is not one
 */
export function decodeNewestFirstCursor(text: string): NewestFirstCursor {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
    const payload = PayloadSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return { createdAt: new Date(payload.t), id: payload.i };
  } catch {
    throw invalidInput({ cursor: ["cursor is not valid: pass the nextCursor of the previous page unchanged"] });
  }
}
