import { describe, expect, it } from "vitest";
import { toolInputSchema } from "./tool-input-schema";

describe("toolInputSchema", () => {
  it("adds path placeholders as required string properties", () => {
    expect(toolInputSchema(undefined, "/repos/{owner}/{repo}/issues")).toEqual({
      type: "object",
      properties: {
        owner: { type: "string", description: "Path parameter {owner}" },
        repo: { type: "string", description: "Path parameter {repo}" },
      },
      required: ["owner", "repo"],
    });
  });

  it("keeps the author's properties and definitions, and merges required", () => {
    const schema = { type: "object", properties: { owner: { type: "string", minLength: 1 }, q: { type: "string" } }, required: ["q"] };
    expect(toolInputSchema(schema, "/users/{owner}")).toEqual({
      type: "object",
      properties: { owner: { type: "string", minLength: 1 }, q: { type: "string" } },
      required: ["q", "owner"],
    });
  });

  it("returns a schema without placeholders as it is", () => {
    const schema = { type: "object", properties: { q: { type: "string" } } };
    expect(toolInputSchema(schema, "/search")).toBe(schema);
  });
});
