import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/**
 * Stripe's form bodies as Stripe documents them (https://docs.stripe.com/api/expanding_objects,
 * https://docs.stripe.com/api/metadata): the catalog's Stripe tools are installed through
 * `POST /api/v1/providers/stripe/install` with the base URL pointing at a loopback server that plays
 * api.stripe.com and parses the `application/x-www-form-urlencoded` body it receives; nested values
 * reach it in bracket notation (`metadata[plan]=pro`, `expand[]=…`, `tax_id_data[0][type]=…`).
 */

const SECRET_KEY = "sk_test_form_nested_51Hx";

describe.each(testDatabases())("Stripe tools send nested form bodies on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let stripe: Upstream;

  beforeAll(async () => {
    stripe = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database);
    const installed = await pb.api("POST", "/api/v1/providers/stripe/install", {
      authModes: ["bearer"],
      tools: ["CREATE_CUSTOMER", "UPDATE_CUSTOMER", "LIST_CUSTOMERS"],
      overrides: { baseUrl: stripe.url },
      submitForReview: true,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body.warnings).toEqual([]);
    await pb.services.review.review({ id: installed.body.submission.id }, "approved");
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "shop-owner", plugin: "stripe", authMethod: "bearer_token", credentials: { token: SECRET_KEY } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await stripe?.close();
  });

  const execute = (tool: string, params: Record<string, unknown>) => pb.api("POST", "/api/v1/tools/execute", { userId: "shop-owner", tool, plugin: "stripe", params });

  it("CREATE_CUSTOMER sends metadata, expand, an address and an array of objects in bracket notation", async () => {
    stripe.reply(() => ({ body: { id: "cus_1", object: "customer" } }));
    const result = await execute("CREATE_CUSTOMER", {
      email: "jane@example.com",
      metadata: { plan: "pro", seats: "5" },
      expand: ["default_source", "tax_ids"],
      address: { city: "Lyon", country: "FR" },
      preferred_locales: ["fr", "en"],
      tax_id_data: [{ type: "eu_vat", value: "FR123" }],
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({ success: true, data: { id: "cus_1" } });
    const request = stripe.received.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/customers" });
    expect(request.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect([...new URLSearchParams(request.body)]).toEqual([
      ["email", "jane@example.com"],
      ["metadata[plan]", "pro"],
      ["metadata[seats]", "5"],
      ["expand[]", "default_source"],
      ["expand[]", "tax_ids"],
      ["address[city]", "Lyon"],
      ["address[country]", "FR"],
      ["preferred_locales[]", "fr"],
      ["preferred_locales[]", "en"],
      ["tax_id_data[0][type]", "eu_vat"],
      ["tax_id_data[0][value]", "FR123"],
    ]);
  });

  it("UPDATE_CUSTOMER unsets all metadata with an empty value, as Stripe documents", async () => {
    stripe.reply(() => ({ body: { id: "cus_1", object: "customer", metadata: {} } }));
    const result = await execute("UPDATE_CUSTOMER", { customer: "cus_1", metadata: "" });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const request = stripe.received.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/customers/cus_1" });
    expect([...new URLSearchParams(request.body)]).toEqual([["metadata", ""]]);
  });

  it("a GET tool sends no body", async () => {
    stripe.reply(() => ({ body: { object: "list", data: [] } }));
    const result = await execute("LIST_CUSTOMERS", { limit: 3, email: "jane@example.com" });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(stripe.received.at(-1)).toMatchObject({ method: "GET", path: "/v1/customers", query: { limit: "3", email: "jane@example.com" }, body: "" });
  });

  it("never lets the secret key reach a response or a log line", () => {
    expect(findLeakedSecrets(pb, [SECRET_KEY])).toEqual([]);
  });
});
