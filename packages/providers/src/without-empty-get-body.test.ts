import { describe, expect, it } from "vitest";
import { withoutEmptyGetBody } from "../scripts/without-empty-get-body.js";

// Stripe's document declares this body on each of its GET operations.
const emptyForm = { content: { "application/x-www-form-urlencoded": { encoding: {}, schema: { additionalProperties: false, properties: {}, type: "object" } } }, required: false };

describe("withoutEmptyGetBody (generator)", () => {
  it("drops an optional request body with no properties from a GET", () => {
    expect(withoutEmptyGetBody("GET", { operationId: "GetCustomers", requestBody: emptyForm })).toEqual({ operationId: "GetCustomers" });
  });

  it("keeps a body that carries something, a required body, and any body of another method", () => {
    const withField = { content: { "application/json": { schema: { type: "object", properties: { q: { type: "string" } }, additionalProperties: false } } } };
    expect(withoutEmptyGetBody("GET", { requestBody: withField })).toHaveProperty("requestBody");
    expect(withoutEmptyGetBody("GET", { requestBody: { ...emptyForm, required: true } })).toHaveProperty("requestBody");
    expect(withoutEmptyGetBody("POST", { requestBody: emptyForm })).toHaveProperty("requestBody");
  });
});
