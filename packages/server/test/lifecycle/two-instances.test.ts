import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Plugboard } from "@plugboard/client";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import { authorizeAtProvider, createPlugin, getManual, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";
import { startWebhookReceiver, type ReceivedEvent } from "./webhook-receiver.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-instance lifecycle tests skipped: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL");

describe.skipIf(!postgres)("connection lifecycle across two server instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let first: TestPlugboard;
  let second: TestPlugboard;
  let provider: MockProvider;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    provider = await startProvider();
    // The workers are driven by hand below, so both claim the same due rows at the same moment.
    instances = await startTwoInstances({ webhooks: { retryScheduleMs: [50, 50], deliver: false } });
    ({ first, second } = instances);
    receiver = await startWebhookReceiver(first, ["connection.created"]);
    await createPlugin(first, "two-keys", [{ type: "api_key", label: "API key", isDefault: true }]);
    await createPlugin(first, "two-oauth", [oauthMethod(provider)]);
  });

  afterAll(async () => {
    await instances?.close();
    await receiver?.close();
    await provider?.close();
  });

  it("each event is delivered once although both instances deliver", async () => {
    const users = Array.from({ length: 24 }, (_, index) => `two-user-${index}`);
    await Promise.all(
      users.map((userId, index) =>
        (index % 2 === 0 ? first : second).api("POST", "/api/v1/connections", { userId, plugin: "two-keys", authMethod: "api_key", credentials: { api_key: `key-${index}` } }, { apiKey: first.apiKey }),
      ),
    );
    const mine = () => receiver.events().filter((event) => String(event.data.userId).startsWith("two-user-"));
    // Four passes at once on each instance, until every delivery is done.
    for (let round = 0; round < 10 && mine().length < users.length; round++) {
      await Promise.all([first, second, first, second, first, second, first, second].map((instance) => instance.services.webhookDispatcher.runOnce()));
    }
    const received = receiver.upstream.received.filter((request) => String((request.json as ReceivedEvent).data.userId).startsWith("two-user-"));
    expect(received).toHaveLength(users.length);
    expect(new Set(received.map((request) => request.headers["webhook-id"])).size).toBe(users.length);
    expect(new Set(mine().map((event) => event.data.userId))).toEqual(new Set(users));
    const rows = await first.context.prisma.webhookDelivery.findMany({ where: { endpointId: receiver.webhookId } });
    expect(rows.filter((row) => row.status === "delivered" && row.attempts === 1)).toHaveLength(users.length);
  });

  it("waitForConnection on one instance resolves when the OAuth callback lands on the other", async () => {
    const client = new Plugboard({ apiKey: first.apiKey, baseUrl: first.url });
    const { connectUrl, connectionRequestId } = await client.connections.initiate({ userId: "two-waiter", plugin: "two-oauth", redirectUrl: "https://app.example/done" });
    const waiting = client.connections.waitForConnection(connectionRequestId, { timeoutMs: 20_000 });
    const callback = new URL(await authorizeAtProvider(connectUrl));
    expect(callback.origin).toBe(first.url);
    const onSecond = new URL(callback.pathname + callback.search, second.url);
    const landed = await getManual(onSecond.href);
    expect(new URL(landed.location!).searchParams.get("status")).toBe("success");
    const connection = await waiting;
    expect(connection).toMatchObject({ pluginSlug: "two-oauth", authMethodType: "oauth2", status: "active" });
    expect(new URL(landed.location!).searchParams.get("connectionId")).toBe(connection.id);
  });
});
