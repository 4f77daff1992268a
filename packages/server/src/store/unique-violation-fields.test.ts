import { describe, expect, it } from "vitest";
import { uniqueViolationFields } from "./unique-violation-fields.js";

describe("uniqueViolationFields", () => {
  it("reads the native engine's target and the driver adapters' constraint fields", () => {
    expect(uniqueViolationFields({ code: "P2002", meta: { target: ["slug"] } })).toEqual(["slug"]);
    expect(uniqueViolationFields({ code: "P2002", meta: { target: "slug" } })).toEqual(["slug"]);
    expect(uniqueViolationFields({ code: "P2002", meta: { driverAdapterError: { cause: { constraint: { fields: ['"pluginId"', '"type"'] } } } } })).toEqual(["pluginId", "type"]);
  });
  it("is an empty list for a unique violation without fields, null for anything else", () => {
    expect(uniqueViolationFields({ code: "P2002" })).toEqual([]);
    expect(uniqueViolationFields({ code: "P2025" })).toBeNull();
    expect(uniqueViolationFields(new Error("boom"))).toBeNull();
    expect(uniqueViolationFields(null)).toBeNull();
  });
});
