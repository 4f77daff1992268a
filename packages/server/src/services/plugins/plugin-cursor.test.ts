import { describe, expect, it } from "vitest";
import { decodePluginCursor, encodePluginCursor } from "./plugin-cursor.js";

describe("plugin cursors", () => {
  it("round-trip a position, with and without the connected-first phase", () => {
    expect(decodePluginCursor(encodePluginCursor({ slug: "github" }), { phased: false })).toEqual({ slug: "github" });
    expect(decodePluginCursor(encodePluginCursor({ slug: "linear", phase: "u" }), { phased: true })).toEqual({ slug: "linear", phase: "u" });
  });

  it("refuse a forged or foreign cursor with a 400 naming cursor", () => {
    for (const text of ["", "not base64!", Buffer.from('{"v":2,"s":"x"}').toString("base64url"), Buffer.from("[]").toString("base64url")]) {
      expect(() => decodePluginCursor(text, { phased: false }), text).toThrowError(expect.objectContaining({ code: "invalid_input", details: { formErrors: [], fieldErrors: { cursor: [expect.stringContaining("not valid")] } } }));
    }
    expect(() => decodePluginCursor(encodePluginCursor({ slug: "a" }), { phased: true })).toThrowError(expect.objectContaining({ details: { formErrors: [], fieldErrors: { cursor: [expect.stringContaining("connectedFirst")] } } }));
  });
});
