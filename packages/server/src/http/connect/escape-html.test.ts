import { describe, expect, it } from "vitest";
import { escapeHtml, jsonForScript } from "./escape-html.js";

describe("escapeHtml", () => {
  it("escapes the five characters that can break out of text or an attribute", () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe("&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co");
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element or break the JSON", () => {
    const text = jsonForScript({ name: "</script><script>alert(1)</script>", line: "a\u2028b", amp: "&" });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", line: "a\u2028b", amp: "&" });
  });
});
