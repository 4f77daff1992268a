import { ProviderToolSchema } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { inQuery, openApiOperationUrl, referenceTool } from "./reference-tool.js";

describe("referenceTool", () => {
  it("puts a param marked with inQuery in the query even on a POST, its schema unchanged", () => {
    const tool = referenceTool({
      slug: "QUERY_THINGS",
      name: "Query things",
      description: "Things matching a filter.",
      method: "POST",
      path: "/things/query",
      url: "https://docs.example.com/things/query",
      params: { filter_properties: inQuery({ type: "string", maxLength: 10 }), filter: { type: "object" } },
    });
    expect(tool.placement).toMatchObject({ query: ["filter_properties"], body: "json" });
    expect((tool.inputSchema.properties as Record<string, unknown>).filter_properties).toEqual({ type: "string", maxLength: 10 });
  });

  it("places path params, query params of a GET and headers as the OpenAPI import would", () => {
    const tool = referenceTool({
      slug: "LIST_THINGS",
      name: "List things",
      description: "Things of a team.",
      method: "GET",
      path: "/teams/{team_id}/things",
      url: "https://docs.example.com/things/list",
      params: { team_id: { type: "string" }, "statuses[]": { type: "array", items: { type: "string" } }, "X-Trace": { type: "string", in: "header" } },
    });
    expect(tool).toMatchObject({ method: "GET", path: "/teams/{team_id}/things", placement: { query: ["statuses[]"], header: ["X-Trace"] }, source: { kind: "reference", url: "https://docs.example.com/things/list" } });
    expect(tool.placement).not.toHaveProperty("body");
    expect(tool.inputSchema.required).toEqual(["team_id"]);
    expect(ProviderToolSchema.safeParse(tool).success).toBe(true);
  });

  it("sends the other params of a POST as a JSON (or form) body, keeping nested schemas' own required lists", () => {
    const spec = {
      slug: "CREATE_THING",
      name: "Create a thing",
      description: "Create a thing.",
      method: "POST" as const,
      path: "/things",
      url: "https://docs.example.com/things/create",
      params: {
        thing: { type: "object", properties: { title: { type: "string" } }, required: ["title"], requiredParam: true },
        dry_run: { type: "boolean", in: "query" as const },
      },
    };
    const tool = referenceTool(spec);
    expect(tool.placement).toEqual({ query: ["dry_run"], header: [], body: "json" });
    expect(tool.inputSchema).toEqual({
      type: "object",
      properties: { thing: { type: "object", properties: { title: { type: "string" } }, required: ["title"] }, dry_run: { type: "boolean" } },
      required: ["thing"],
    });
    expect(referenceTool({ ...spec, body: "form" }).placement?.body).toBe("form");
  });
});

describe("openApiOperationUrl", () => {
  it("sends one param as the whole body when bodyParam names it", () => {
    const tool = referenceTool({
      slug: "SET_FIELDS",
      name: "Set fields",
      description: "Field values of an item.",
      method: "PATCH",
      path: "/items/{id}/fields",
      url: "https://docs.example.com/items/fields",
      params: { id: { type: "string" }, fields: { type: "object", additionalProperties: true, requiredParam: true } },
      bodyParam: "fields",
    });
    expect(tool.placement).toEqual({ query: [], header: [], body: "json", bodyParam: "fields" });
    expect(tool.inputSchema.required).toEqual(["id", "fields"]);
    expect(ProviderToolSchema.safeParse(tool).success).toBe(true);
  });

  it("points at the operation with an escaped JSON Pointer", () => {
    expect(openApiOperationUrl("https://github.com/acme/api/blob/main/openapi.json", "/things/{id}/a~b", "GET")).toBe(
      "https://github.com/acme/api/blob/main/openapi.json#/paths/~1things~1{id}~1a~0b/get",
    );
  });
});
