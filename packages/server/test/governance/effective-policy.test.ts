import { Plugboard } from "@plugboard/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("which policy governs a call (GET /api/v1/policies/effective) on $name", ({ open }) => {
  let pb: TestPlugboard;
  let other: { id: string; apiKey: string };
  const effective = (query: string, apiKey?: string) => pb.api("GET", `/api/v1/policies/effective?${query}`, undefined, apiKey ? { apiKey } : {});

  beforeAll(async () => {
    pb = await startPlugboard(await open());
    await pb.createApprovedPlugin({
      slug: "gov-pay",
      name: "Pay",
      baseUrl: "https://pay.example.com",
      authMethods: [{ type: "no_auth", label: "Public" }],
      tools: [{ slug: "PAY_SEND", name: "Send", description: "Send", method: "POST", path: "/send" }],
    });
    other = await pb.newDeveloper(`gov-other-${Date.now()}@test.local`);
    for (const body of [
      { plugin: "gov-pay", action: "require_approval" },
      { plugin: "gov-pay", tool: "PAY_SEND", userIds: ["mallory"], action: "deny" },
    ]) {
      expect((await pb.api("PUT", "/api/v1/policies", body)).status).toBe(201);
    }
  });

  afterAll(async () => {
    await pb?.close();
  });

  it("answers the policy execute would apply: the most specific match, else allow with no policy; another developer's policies never count", async () => {
    const { body: policies } = await pb.api("GET", "/api/v1/policies");
    const idOf = (tool: string | null) => policies.policies.find((policy: { tool: string | null }) => policy.tool === tool).id;
    expect((await effective("plugin=gov-pay&tool=PAY_SEND&userId=mallory")).body).toEqual({ policyId: idOf("PAY_SEND"), action: "deny" });
    expect((await effective("plugin=gov-pay&tool=PAY_SEND&userId=alice")).body).toEqual({ policyId: idOf(null), action: "require_approval" });
    expect((await effective("plugin=gov-pay&tool=PAY_SEND&userId=alice", other.apiKey)).body).toEqual({ policyId: null, action: "allow" });
    const client = new Plugboard({ apiKey: pb.apiKey, baseUrl: pb.url });
    expect(await client.policies.effective({ plugin: "gov-pay", tool: "PAY_SEND", userId: "mallory" })).toEqual({ policyId: idOf("PAY_SEND"), action: "deny" });
  });

  it("answers 400 naming a missing or malformed field", async () => {
    const missing = await effective("plugin=gov-pay&tool=PAY_SEND");
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(["userId"]);
    const badSlug = await effective("plugin=Not%20A%20Slug&tool=X&userId=a");
    expect(badSlug.status).toBe(400);
    expect(Object.keys(badSlug.body.details.fieldErrors)).toEqual(["plugin"]);
  });
});
