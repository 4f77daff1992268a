import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import type { InvalidationEvent } from "../../src/infra/invalidation-bus.js";
import { createPlugin, oauthMethod, startProvider, type MockProvider } from "./oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  console.warn("Two-instance token refresh test skipped: set TEST_DATABASE_URL=postgres://... to run it on PostgreSQL");
}

describe.skipIf(!postgres)("token refresh single flight across two server instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let first: TestPlugboard;
  let second: TestPlugboard;
  let provider: MockProvider;

  beforeAll(async () => {
    provider = await startProvider();
    // A slow token endpoint: the instance that holds the row lock keeps it while the other one waits.
    const slowFetch: typeof fetch = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return fetch(input, init);
    };
    instances = await startTwoInstances({ fetch: slowFetch });
    ({ first, second } = instances);
  });

  afterAll(async () => {
    await instances?.close();
    await provider?.close();
  });

  it("50 concurrent refreshes split over both instances make exactly one token request", async () => {
    const plugin = await createPlugin(first, "two-instances", [oauthMethod(provider)]);
    const values = { access_token: "expired-access-8f2d", refresh_token: "refresh-once-1c7e" };
    await first.services.connectFlow.saveCredentials({
      developerId: first.developerId,
      userId: "shared-user",
      pluginId: plugin.id,
      authMethodId: plugin.methods.oauth2!,
      values,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const { id } = await first.context.prisma.connection.findFirstOrThrow({ where: { userId: "shared-user", pluginId: plugin.id } });
    const events: InvalidationEvent[][] = [[], []];
    first.services.bus.subscribe((event) => events[0]!.push(event));
    second.services.bus.subscribe((event) => events[1]!.push(event));

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? first : second).services.credentials.refresh(id, "rest")),
    );

    const refreshes = provider.tokenCalls.filter((call) => call.body.grant_type === "refresh_token");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body.refresh_token).toBe(values.refresh_token);
    const issued = provider.issued.at(-1)!;
    expect(new Set(results.map((result) => result.values.access_token))).toEqual(new Set([issued.access_token]));
    expect(new Set(results.map((result) => result.values.refresh_token))).toEqual(new Set([issued.refresh_token]));

    const row = await second.context.prisma.connection.findUniqueOrThrow({ where: { id } });
    expect(row.version).toBe(1);
    expect((await storedCredential(second.context, row.id, "rest"))!.values).toEqual({ access_token: issued.access_token, refresh_token: issued.refresh_token, token_type: "Bearer", scope: issued.scope });
    // Both instances drop their cached copy: the refreshing one at once, the other through NOTIFY.
    const heard = (list: InvalidationEvent[]) => list.some((event) => event.kind === "connection" && event.userId === "shared-user");
    await expect.poll(() => heard(events[0]!) && heard(events[1]!), { timeout: 5_000 }).toBe(true);
  });
});
