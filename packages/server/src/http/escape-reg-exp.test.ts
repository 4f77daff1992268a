import { describe, expect, it } from "vitest";
import { escapeRegExp } from "./escape-reg-exp.js";

describe("escapeRegExp", () => {
  it("makes every special character match itself and nothing else", () => {
    const text = "a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p";
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(text.replace(".", "x"))).toBe(false);
    expect(new RegExp(`^${escapeRegExp("/api/v1")}(?:/|$)`).test("/apixv1")).toBe(false);
  });
});
