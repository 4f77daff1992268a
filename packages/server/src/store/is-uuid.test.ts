import { describe, expect, it } from "vitest";
import { isUuid } from "./is-uuid.js";

describe("isUuid", () => {
  it("accepts UUIDs in either case and nothing else", () => {
    expect(isUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isUuid("0F8FAD5B-D9CB-469F-A165-70867728950E")).toBe(true);
    for (const value of ["", "not-an-id", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950e ", 42, null, undefined]) {
      expect(isUuid(value), String(value)).toBe(false);
    }
  });
});
