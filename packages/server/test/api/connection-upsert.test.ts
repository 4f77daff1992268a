import { ConnectionItemSchema } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startWebhookReceiver, type ReceivedEvent } from "../lifecycle/webhook-receiver.js";

// Issue 35 §1: the upsert of the API ("An existing connection for the same developer, user and plugin is
// updated") holds for a caller that knows nothing of accounts; a new account only with addAccount.
const FIRST_KEY = "sk_live_upsert_first_51c2";
const SECOND_KEY = "sk_live_upsert_second_8e0d";
const EVENTS = ["connection.created", "connection.updated"];
const FAST = { webhooks: { retryScheduleMs: [50, 50, 50], pollIntervalMs: 25 } };

describe.each(testDatabases())("POST /api/v1/connections updates the existing connection on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  const connect = (userId: string, body: Record<string, unknown>) => pb.api("POST", "/api/v1/connections", { userId, plugin: "vault", authMethod: "api_key", ...body });
  const accounts = async (userId: string) => {
    const response = await pb.api("GET", `/api/v1/connections?userId=${userId}&plugin=vault`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.connections as unknown[]).map((item) => ConnectionItemSchema.parse(item)).sort((a, b) => a.accountLabel.localeCompare(b.accountLabel));
  };
  /** The key the upstream saw on a call made with the user's account (the default one, or the one named). */
  const keySent = async (userId: string, choice: Record<string, string> = {}) => {
    const response = await pb.api("POST", "/api/v1/tools/execute", { userId, tool: "VAULT_READ", ...choice });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return upstream.received.at(-1)?.headers["x-api-key"];
  };
  const eventsOf = (type: string, userId: string): ReceivedEvent[] => receiver.events().filter((event) => event.type === type && event.data.userId === userId);

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db, FAST);
    receiver = await startWebhookReceiver(pb, EVENTS);
    await pb.createApprovedPlugin({
      slug: "vault",
      name: "Vault",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key", config: { header_name: "X-Api-Key" } }],
      tools: [{ slug: "VAULT_READ", name: "Read", description: "Reads the vault", method: "GET", path: "/read" }],
    });
    await pb.createApprovedPlugin({ slug: "elsewhere", name: "Elsewhere", baseUrl: upstream.url, authMethods: [{ type: "api_key", label: "API key" }] });
  });
  afterAll(async () => {
    await pb?.close();
    await receiver?.close();
    await upstream?.close();
    await db?.close();
  });

  it("upsert: two POSTs leave one connection, its label and credentials updated, and send connection.updated once", async () => {
    const first = await connect("sam", { credentials: { api_key: FIRST_KEY } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await expect.poll(() => eventsOf("connection.created", "sam").length, { timeout: 10_000 }).toBe(1);

    const second = await connect("sam", { credentials: { api_key: SECOND_KEY }, accountLabel: "work" });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toEqual({ connected: true, connectionId: first.body.connectionId, accountLabel: "work", isDefault: true });
    const listed = await accounts("sam");
    expect(listed.map((item) => [item.id, item.accountLabel, item.isDefault])).toEqual([[first.body.connectionId, "work", true]]);
    expect(await keySent("sam")).toBe(SECOND_KEY);

    await expect.poll(() => eventsOf("connection.updated", "sam").length, { timeout: 10_000 }).toBe(1);
    // A later event proves the delivery queue is past the second POST: still one update, one creation.
    await connect("sam-marker", { credentials: { api_key: FIRST_KEY } });
    await expect.poll(() => eventsOf("connection.created", "sam-marker").length, { timeout: 10_000 }).toBe(1);
    expect(eventsOf("connection.updated", "sam")).toHaveLength(1);
    expect(eventsOf("connection.created", "sam")).toHaveLength(1);
    expect(eventsOf("connection.updated", "sam")[0]!.data).toMatchObject({ connectionId: first.body.connectionId, accountLabel: "work" });
  });

  it("accounts: addAccount adds one; connectionId, then accountLabel, then the default name the account a POST updates", async () => {
    const work = await connect("ada", { credentials: { api_key: "sk_ada_work_1" }, accountLabel: "work" });
    const personal = await connect("ada", { credentials: { api_key: "sk_ada_personal_1" }, accountLabel: "personal", addAccount: true });
    expect(personal.status, JSON.stringify(personal.body)).toBe(200);
    expect(personal.body).toMatchObject({ accountLabel: "personal", isDefault: false });
    expect(personal.body.connectionId).not.toBe(work.body.connectionId);
    await expect.poll(() => eventsOf("connection.created", "ada").map((event) => event.data.accountLabel).sort(), { timeout: 10_000 }).toEqual(["personal", "work"]);

    // connectionId names the account (a label with it renames that account).
    const byId = await connect("ada", { credentials: { api_key: "sk_ada_personal_2" }, connectionId: personal.body.connectionId });
    expect(byId.body).toMatchObject({ connectionId: personal.body.connectionId, accountLabel: "personal", isDefault: false });
    expect(await keySent("ada", { accountLabel: "personal" })).toBe("sk_ada_personal_2");
    expect(await keySent("ada")).toBe("sk_ada_work_1");
    const renamed = await connect("ada", { credentials: { api_key: "sk_ada_personal_3" }, connectionId: personal.body.connectionId, accountLabel: "home" });
    expect(renamed.body).toMatchObject({ connectionId: personal.body.connectionId, accountLabel: "home" });

    // An existing label names its account; no label means the default one.
    expect((await connect("ada", { credentials: { api_key: "sk_ada_home_4" }, accountLabel: "home" })).body.connectionId).toBe(personal.body.connectionId);
    expect((await connect("ada", { credentials: { api_key: "sk_ada_work_2" } })).body).toMatchObject({ connectionId: work.body.connectionId, accountLabel: "work" });
    expect(await keySent("ada", { accountLabel: "home" })).toBe("sk_ada_home_4");
    expect(await keySent("ada")).toBe("sk_ada_work_2");
    // A label no account has goes to the default account, which takes it.
    expect((await connect("ada", { credentials: { api_key: "sk_ada_work_3" }, accountLabel: "office" })).body).toMatchObject({ connectionId: work.body.connectionId, accountLabel: "office" });
    expect((await accounts("ada")).map((item) => [item.accountLabel, item.isDefault])).toEqual([["home", false], ["office", true]]);
    await expect.poll(() => eventsOf("connection.updated", "ada").length, { timeout: 10_000 }).toBe(5);
    expect(eventsOf("connection.created", "ada")).toHaveLength(2);

    // Mistakes: a foreign or unknown id is 404, a label another account has is 409; nothing changes.
    const elsewhere = await pb.api("POST", "/api/v1/connections", { userId: "ada", plugin: "elsewhere", authMethod: "api_key", credentials: { api_key: "sk_ada_else" } });
    expect((await connect("ada", { credentials: { api_key: "x1" }, connectionId: elsewhere.body.connectionId })).status).toBe(404);
    expect((await connect("ada", { credentials: { api_key: "x2" }, connectionId: "not-a-uuid" })).status).toBe(404);
    const taken = await connect("ada", { credentials: { api_key: "x3" }, connectionId: personal.body.connectionId, accountLabel: "office" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toContain('"office"');
    expect(await keySent("ada", { accountLabel: "home" })).toBe("sk_ada_home_4");
    expect(await accounts("ada")).toHaveLength(2);
  });

  it("the hosted page of initiate and of a connect link follows the same rule", async () => {
    const methodId = (await db.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "vault" } } })).id;
    const submit = async (connectUrl: string, key: string) => {
      const connectToken = new URL(connectUrl).searchParams.get("token")!;
      const answer = await pb.api("POST", "/api/connect/submit", { connectToken, authMethodId: methodId, credentials: { api_key: key } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return new URL(answer.body.redirectUrl).searchParams;
    };
    const start = (body: Record<string, unknown>) => pb.api("POST", "/api/v1/connections/initiate", { userId: "hal", plugin: "vault", redirectUrl: "https://app.example/back", ...body });
    const first = await submit((await start({})).body.connectUrl, "sk_hal_1");
    // Another label without addAccount: the same connection, relabelled, and the answer says so up front.
    const relabel = await start({ accountLabel: "team" });
    expect(relabel.body.accountLabel).toBe("team");
    expect(Object.fromEntries(await submit(relabel.body.connectUrl, "sk_hal_2"))).toMatchObject({ connectionId: first.get("connectionId"), accountLabel: "team" });
    // No label: the default account (now "team") is the one the flow names.
    expect((await start({})).body.accountLabel).toBe("team");
    const link = await pb.api("POST", "/api/v1/connections/connect-link", { userId: "hal", plugin: "vault", accountLabel: "side", addAccount: true });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const added = await submit(link.body.url, "sk_hal_side");
    expect(added.get("connectionId")).not.toBe(first.get("connectionId"));
    expect((await accounts("hal")).map((item) => [item.accountLabel, item.isDefault])).toEqual([["side", false], ["team", true]]);
    expect(await keySent("hal")).toBe("sk_hal_2");
    expect((await start({ accountLabel: "x", addAccount: true, connectionId: first.get("connectionId") })).status).toBe(400);
  });
});
