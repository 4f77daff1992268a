import { Buffer } from "node:buffer";
import * as z from "zod";
import { invalidInput } from "../../errors/invalid-input.js";

/** Position after the last delivery of a page: its creation time and id (newest first). */
export interface DeliveryCursor {
  createdAt: Date;
  id: string;
}

const PayloadSchema = z.strictObject({ t: z.iso.datetime(), i: z.uuid() });

/** Encodes a deliveries cursor as opaque base64url JSON. */
export function encodeDeliveryCursor(cursor: DeliveryCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.createdAt.toISOString(), i: cursor.id }), "utf8").toString("base64url");
}

/**
 * Decodes a cursor from {@link encodeDeliveryCursor}.
 *
 * @throws {ServiceError} 400 `invalid_input` naming `cursor` when it is not one
 */
export function decodeDeliveryCursor(text: string): DeliveryCursor {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
    const payload = PayloadSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return { createdAt: new Date(payload.t), id: payload.i };
  } catch {
    throw invalidInput({ cursor: ["cursor is not valid: pass the nextCursor of the previous page unchanged"] });
  }
}
