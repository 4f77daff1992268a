import * as z from "zod";
import { isUuid } from "../../store/is-uuid.js";
import { cursorCodec } from "./cursor-codec.js";

/**
 * Position after the last row of a page listed newest first (`createdAt` descending, then `id`):
 * `GET /api/v1/executions` and a webhook's deliveries.
 */
export interface NewestFirstCursor {
  createdAt: Date;
  id: string;
}

const codec = cursorCodec(
  z.strictObject({
    v: z.literal(1),
    t: z.number().int().nonnegative(),
    i: z.string().refine(isUuid),
  }),
);

/**
 * Encodes the last row of a page as an opaque base64url cursor; clients pass it back unchanged.
 *
 * @example
 * encodeNewestFirstCursor({ createdAt: row.createdAt, id: row.id })
 */
export function encodeNewestFirstCursor(cursor: NewestFirstCursor): string {
  return codec.encode({ v: 1, t: cursor.createdAt.getTime(), i: cursor.id });
}

/**
 * Decodes a cursor from {@link encodeNewestFirstCursor}.
 *
 * @throws {ServiceError} 400 `invalid_input` naming `cursor` when it is not one
 */
export function decodeNewestFirstCursor(text: string): NewestFirstCursor {
  const payload = codec.decode(text);
  return { createdAt: new Date(payload.t), id: payload.i };
}
