import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn("Two-instance poll test skipped: set TEST_DATABASE_URL=postgres://... to run it on PostgreSQL");
}

describe.skipIf(!postgres)("poll triggers across two server instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let api: Upstream;
  const SUBSCRIPTIONS = 20;

  beforeAll(async () => {
    api = await startUpstream();
    // A slow API: both instances' polls overlap in time.
    api.reply(() => ({ status: 200, body: { items: [{ id: 1 }] }, delayMs: 100 }));
    instances = await startTwoInstances({ triggers: { poll: false, minIntervalSeconds: 1 } });
    const { first } = instances;
    await first.createApprovedPlugin({
      slug: "feed",
      name: "Feed",
      baseUrl: api.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "LIST_ITEMS", name: "List items", description: "Items", method: "GET", path: "/items" }],
      triggers: [{ slug: "item_added", name: "Item added", description: "A new item.", kind: "poll", payload: { description: "The item." }, poll: { tool: "LIST_ITEMS", itemsPath: "items", idPath: "id" } }],
    });
    for (let index = 0; index < SUBSCRIPTIONS; index++) {
      const userId = `user-${index}`;
      expect((await first.api("POST", "/api/v1/connections", { userId, plugin: "feed", authMethod: "bearer_token", credentials: { token: `t${index}` } })).status).toBe(200);
      expect((await first.api("POST", "/api/v1/trigger-subscriptions", { userId, plugin: "feed", trigger: "item_added" })).status).toBe(201);
    }
  });
  afterAll(async () => {
    await instances?.close();
    await api?.close();
  });

  it("two instances never poll one subscription in the same interval: each due subscription is polled once", async () => {
    const [a, b] = await Promise.all([instances.first.services.triggerPoller.runOnce(), instances.second.services.triggerPoller.runOnce()]);
    expect(a + b).toBe(SUBSCRIPTIONS);
    expect(api.received).toHaveLength(SUBSCRIPTIONS);
    expect(new Set(api.received.map((request) => request.headers.authorization)).size).toBe(SUBSCRIPTIONS);
    // Within the interval nobody polls again.
    const [c, d] = await Promise.all([instances.first.services.triggerPoller.runOnce(), instances.second.services.triggerPoller.runOnce()]);
    expect(c + d).toBe(0);
  });
});
