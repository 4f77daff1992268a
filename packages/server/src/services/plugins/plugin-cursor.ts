import * as z from "zod";
import { invalidInput } from "../../errors/invalid-input.js";
import { cursorCodec } from "../paging/cursor-codec.js";

/** Which group a `connectedFirst` listing was in: `c` connected plugins, `u` the others. */
export type PluginListPhase = "c" | "u";

/** Position after the last plugin of a page of `GET /api/v1/plugins`. */
export interface PluginCursor {
  /** Slug of the last plugin served. */
  slug: string;
  /** Group of that plugin; present exactly when the listing sorts connected plugins first. */
  phase?: PluginListPhase;
}

const codec = cursorCodec(
  z.strictObject({
    v: z.literal(1),
    s: z.string().min(1).max(64),
    p: z.enum(["c", "u"]).optional(),
  }),
);

/**
 * Encodes a cursor as opaque base64url JSON. Clients pass it back unchanged as `cursor`.
 *
 * @example
 * encodePluginCursor({ slug: "github" }) // "eyJ2IjoxLCJzIjoiZ2l0aHViIn0"
 */
export function encodePluginCursor(cursor: PluginCursor): string {
  return codec.encode({ v: 1, s: cursor.slug, ...(cursor.phase ? { p: cursor.phase } : {}) });
}

/**
 * Decodes a cursor from {@link encodePluginCursor}. `phased` says whether the current request sorts
 * connected plugins first; a cursor from the other kind of listing does not describe a position in
 * this one.
 *
 * @throws {ServiceError} 400 `invalid_input` naming `cursor` when it is malformed or from another kind of listing
 */
export function decodePluginCursor(text: string, options: { phased: boolean }): PluginCursor {
  const payload = codec.decode(text);
  if ((payload.p !== undefined) !== options.phased) {
    throw invalidInput({ cursor: ["cursor belongs to a listing with a different connectedFirst or userId: start again without cursor"] });
  }
  return { slug: payload.s, ...(payload.p ? { phase: payload.p } : {}) };
}
