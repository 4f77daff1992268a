import { describe, expect, it } from "vitest";
import { sanitizeJsonSchema } from "@plugboard/ai";

describe("sanitizeJsonSchema", () => {
  it.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty object", {}],
    ["an array", [1, 2]],
    ["a string", "object"],
  ])("turns %s into an empty object schema", (_label, input) => {
    expect(sanitizeJsonSchema(input)).toEqual({ type: "object", properties: {} });
  });

  it("adds type and properties to a schema without them", () => {
    expect(sanitizeJsonSchema({ description: "No params" })).toEqual({ type: "object", properties: {}, description: "No params" });
    expect(sanitizeJsonSchema({ type: "object" })).toEqual({ type: "object", properties: {} });
    expect(sanitizeJsonSchema({ type: "object", properties: "nope" })).toEqual({ type: "object", properties: {} });
  });

  it("replaces a non-object top-level schema (Plugboard only sends object params)", () => {
    expect(sanitizeJsonSchema({ type: "string", minLength: 2, description: "A name" })).toEqual({
      type: "object",
      properties: {},
      description: "A name",
    });
  });

  it("makes a nullable object type plain object", () => {
    expect(sanitizeJsonSchema({ type: ["object", "null"], properties: { a: { type: "string" } } })).toEqual({
      type: "object",
      properties: { a: { type: "string" } },
    });
  });

  it("drops $schema, $id and $comment everywhere and keeps the rest", () => {
    const input = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "https://example.com/issue.json",
      $comment: "internal",
      type: "object",
      title: "Issue",
      additionalProperties: false,
      properties: {
        title: { type: "string", minLength: 1, $comment: "x", description: "Title" },
        state: { type: "string", enum: ["open", "closed"], default: "open" },
        meta: { type: "object", properties: { $schema: { type: "string" } }, additionalProperties: { $id: "y", type: "number" } },
      },
      required: ["title"],
    };
    expect(sanitizeJsonSchema(input)).toEqual({
      type: "object",
      title: "Issue",
      additionalProperties: false,
      properties: {
        title: { type: "string", minLength: 1, description: "Title" },
        state: { type: "string", enum: ["open", "closed"], default: "open" },
        // A property that happens to be called $schema is a property, not a keyword.
        meta: { type: "object", properties: { $schema: { type: "string" } }, additionalProperties: { type: "number" } },
      },
      required: ["title"],
    });
  });

  it("keeps only required names that are declared properties, once each", () => {
    const result = sanitizeJsonSchema({ properties: { a: {}, b: {} }, required: ["a", "ghost", 3, "a", "b"] });
    expect(result.required).toEqual(["a", "b"]);
    expect(sanitizeJsonSchema({ properties: { a: {} }, required: ["ghost"] })).not.toHaveProperty("required");
    expect(sanitizeJsonSchema({ properties: { a: {} }, required: "a" })).not.toHaveProperty("required");
  });

  it("gives array schemas without items an items schema, at any depth", () => {
    const result = sanitizeJsonSchema({
      properties: {
        tags: { type: "array" },
        nested: { type: "object", properties: { ids: { type: ["array", "null"] } } },
        tuple: { type: "array", prefixItems: [{ type: "string" }] },
        typed: { type: "array", items: { type: "integer" } },
      },
    });
    expect(result.properties).toEqual({
      tags: { type: "array", items: {} },
      nested: { type: "object", properties: { ids: { type: ["array", "null"], items: {} } } },
      tuple: { type: "array", prefixItems: [{ type: "string" }] },
      typed: { type: "array", items: { type: "integer" } },
    });
  });

  it("turns boolean subschemas into objects but keeps additionalProperties booleans", () => {
    const result = sanitizeJsonSchema({ properties: { anything: true, nothing: false }, additionalProperties: true });
    expect(result.properties).toEqual({ anything: {}, nothing: { not: {} } });
    expect(result.additionalProperties).toBe(true);
  });

  it("merges a top-level anyOf / oneOf into one object (OpenAI refuses them at the top level)", () => {
    const result = sanitizeJsonSchema({
      anyOf: [
        { type: "object", properties: { id: { type: "string" }, repo: { type: "string" } }, required: ["id", "repo"] },
        { type: "object", properties: { url: { type: "string" }, repo: { type: "string" } }, required: ["url", "repo"] },
      ],
    });
    expect(result).toEqual({
      type: "object",
      properties: { id: { type: "string" }, repo: { type: "string" }, url: { type: "string" } },
      required: ["repo"],
    });
    expect(sanitizeJsonSchema({ oneOf: [{ properties: { a: {} } }, { properties: { b: {} } }] })).toEqual({
      type: "object",
      properties: { a: {}, b: {} },
    });
  });

  it("merges a top-level allOf, requiring what any part requires", () => {
    expect(
      sanitizeJsonSchema({
        type: "object",
        properties: { base: { type: "string" } },
        required: ["base"],
        allOf: [{ properties: { a: { type: "number" } }, required: ["a"] }, { properties: { b: { type: "boolean" } } }],
      }),
    ).toEqual({
      type: "object",
      properties: { base: { type: "string" }, a: { type: "number" }, b: { type: "boolean" } },
      required: ["base", "a"],
    });
  });

  it("drops a top-level not, enum or const but keeps nested ones", () => {
    const result = sanitizeJsonSchema({
      not: { required: ["x"] },
      enum: [{}],
      const: {},
      properties: { mode: { anyOf: [{ const: "a" }, { const: "b" }] }, other: { not: { type: "null" } } },
    });
    expect(result).toEqual({
      type: "object",
      properties: { mode: { anyOf: [{ const: "a" }, { const: "b" }] }, other: { not: { type: "null" } } },
    });
  });

  it("cleans $defs and keeps $ref pointing at them", () => {
    const result = sanitizeJsonSchema({
      $defs: { Label: { $id: "label", type: "object", properties: { name: { type: "string" } } } },
      properties: { label: { $ref: "#/$defs/Label" }, labels: { type: "array", items: { $ref: "#/$defs/Label" } } },
    });
    expect(result.$defs).toEqual({ Label: { type: "object", properties: { name: { type: "string" } } } });
    expect(result.properties.label).toEqual({ $ref: "#/$defs/Label" });
  });

  it("never modifies its input and shares nothing with it", () => {
    const input = {
      $schema: "x",
      properties: { tags: { type: "array" }, state: { type: "string", enum: ["a"] } },
      required: ["tags", "ghost"],
    };
    const snapshot = structuredClone(input);
    const result = sanitizeJsonSchema(input);
    expect(input).toEqual(snapshot);
    (result.properties.state!.enum as string[]).push("b");
    (result.properties.tags as Record<string, unknown>).items = { type: "number" };
    expect(input).toEqual(snapshot);
  });

  it("is idempotent", () => {
    const once = sanitizeJsonSchema({ $schema: "x", anyOf: [{ properties: { a: { type: "array" } }, required: ["a"] }], required: ["zz"] });
    expect(sanitizeJsonSchema(once)).toEqual(once);
  });
});
