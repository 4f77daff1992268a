import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "@plugboard/core";
import { canonicalJson, paramsHash } from "./params-hash.js";

describe("canonicalJson / paramsHash", () => {
  it("sorts members at every depth and keeps array order", () => {
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }], e: undefined })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it("gives equal hashes for reordered members and different ones for different values", () => {
    expect(paramsHash({ to: "a@example.com", subject: "Hi" })).toBe(paramsHash({ subject: "Hi", to: "a@example.com" }));
    expect(paramsHash({ amount: 10 })).not.toBe(paramsHash({ amount: 100 }));
    expect(paramsHash({ list: [1, 2] })).not.toBe(paramsHash({ list: [2, 1] }));
    expect(paramsHash({ value: "1" })).not.toBe(paramsHash({ value: 1 }));
  });

  it("refuses params nested deeper than MAX_JSON_DEPTH with a 400 naming params, not a stack overflow", () => {
    let deep: unknown = {};
    for (let level = 0; level < 6_000; level++) deep = { a: deep };
    expect(() => paramsHash({ body: deep })).toThrow(expect.objectContaining({ code: "invalid_input", details: { formErrors: [], fieldErrors: { params: [`is nested more than ${MAX_JSON_DEPTH + 1} levels deep`] } } }));
    let fine: unknown = 1;
    for (let level = 0; level < MAX_JSON_DEPTH; level++) fine = [fine];
    // A proxy body at the schema's bound, one level inside the params.
    expect(canonicalJson({ body: fine })).toMatch(/^\{"body":\[+1\]+\}$/);
  });
});
