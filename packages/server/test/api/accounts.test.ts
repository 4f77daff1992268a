import { ConnectionItemSchema, ConnectionRequestSchema } from "@plugboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const WORK_TOKEN = "tok_work_3f9a1c";
const PERSONAL_TOKEN = "tok_personal_8b2d7e";

describe.each(testDatabases())("several accounts per user and plugin on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;

  const connect = (body: Record<string, unknown>) => pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "hub", authMethod: "bearer_token", ...body });
  const accounts = async (query = "userId=alice&plugin=hub") => {
    const response = await pb.api("GET", `/api/v1/connections?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.connections as unknown[]).map((item) => ConnectionItemSchema.parse(item));
  };
  const execute = (body: Record<string, unknown> = {}) => pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "HUB_WHOAMI", ...body });
  const tokenSeen = () => upstream.received.at(-1)?.headers.authorization;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "hub",
      name: "Hub",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "HUB_WHOAMI", name: "Who am I", description: "The account's user", method: "GET", path: "/me" }],
    });
    await pb.createApprovedPlugin({ slug: "other", name: "Other", baseUrl: upstream.url, authMethods: [{ type: "bearer_token", label: "Token" }] });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("adds an account only with addAccount, upserts on the same label, and makes the first one the default", async () => {
    const first = await connect({ credentials: { token: WORK_TOKEN }, accountLabel: "work" });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ connected: true, connectionId: expect.any(String), accountLabel: "work", isDefault: true });
    // addAccount must name the new account, and cannot also name an existing one.
    const unnamed = await connect({ credentials: { token: PERSONAL_TOKEN }, addAccount: true });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.details.fieldErrors.accountLabel).toEqual(["addAccount needs an accountLabel naming the new account"]);
    const contradictory = await connect({ credentials: { token: PERSONAL_TOKEN }, addAccount: true, accountLabel: "x", connectionId: first.body.connectionId });
    expect(contradictory.body.details.fieldErrors.connectionId).toEqual(["addAccount adds a new account: give no connectionId"]);
    const second = await connect({ credentials: { token: PERSONAL_TOKEN }, accountLabel: "personal", addAccount: true });
    expect(second.body).toMatchObject({ connected: true, accountLabel: "personal", isDefault: false });
    expect(second.body.connectionId).not.toBe(first.body.connectionId);
    // The same label again replaces that account's credentials on the same row.
    const again = await connect({ credentials: { token: WORK_TOKEN }, accountLabel: "work" });
    expect(again.body).toMatchObject({ connectionId: first.body.connectionId, isDefault: true });

    const listed = await accounts();
    expect(listed.map((item) => [item.accountLabel, item.isDefault, item.authMethodType, item.status])).toEqual([
      ["personal", false, "bearer_token", "active"],
      ["work", true, "bearer_token", "active"],
    ]);
    expect(listed.every((item) => item.updatedAt >= item.createdAt)).toBe(true);
    // The filter narrows to the plugin; without it every plugin's accounts are listed.
    await connect({ plugin: "other", credentials: { token: "tok_other_1" } });
    expect((await accounts("userId=alice")).map((item) => `${item.pluginSlug}/${item.accountLabel}`).sort()).toEqual(["hub/personal", "hub/work", "other/default"]);
    expect(findLeakedSecrets(pb, [WORK_TOKEN, PERSONAL_TOKEN])).toEqual([]);
  });

  it("executes with the default account, a label or a connection id", async () => {
    const [personal] = (await accounts()).filter((item) => item.accountLabel === "personal");
    expect((await execute()).status).toBe(200);
    expect(tokenSeen()).toBe(`Bearer ${WORK_TOKEN}`);
    expect((await execute({ accountLabel: "personal" })).status).toBe(200);
    expect(tokenSeen()).toBe(`Bearer ${PERSONAL_TOKEN}`);
    expect((await execute({ connectionId: personal!.id })).status).toBe(200);
    expect(tokenSeen()).toBe(`Bearer ${PERSONAL_TOKEN}`);

    const both = await execute({ connectionId: personal!.id, accountLabel: "work" });
    expect(both.status).toBe(400);
    expect(both.body.details.fieldErrors.accountLabel).toEqual(["give connectionId or accountLabel, not both"]);
    // An id of another plugin's connection (or an unknown one) is no account of this tool's plugin.
    const [otherPlugin] = await accounts("userId=alice&plugin=other");
    expect((await execute({ connectionId: otherPlugin!.id })).status).toBe(404);
    expect((await execute({ connectionId: "not-a-uuid" })).status).toBe(404);
  });

  it("answers an unknown label with 409 connection_required and a connect link for that label", async () => {
    const response = await execute({ accountLabel: "side project" });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "connection_required", plugin: "hub", accountLabel: "side project", connectUrl: expect.stringContaining("/connect/hub?") });
    expect(response.body.error).toContain('(account "side project")');
    const request = await pb.api("GET", `/api/v1/connections/requests/${response.body.connectionRequestId}`);
    expect(ConnectionRequestSchema.parse(request.body)).toMatchObject({ status: "pending", accountLabel: "side project", plugin: "hub" });

    // The hosted page of that link stores the new account under that label and settles the request.
    const token = new URL(response.body.connectUrl).searchParams.get("token")!;
    const page = await pb.api("GET", `/connect/hub?token=${encodeURIComponent(token)}`);
    expect(String(page.body)).toContain("side project");
    const methodId = (await db.prisma.authMethod.findFirstOrThrow({ where: { plugin: { slug: "hub" } } })).id;
    const submitted = await pb.api("POST", "/api/connect/submit", { connectToken: token, authMethodId: methodId, credentials: { token: "tok_side_1" } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const back = new URL(submitted.body.redirectUrl);
    expect(back.searchParams.get("accountLabel")).toBe("side project");
    const settled = await pb.api("GET", `/api/v1/connections/requests/${response.body.connectionRequestId}`);
    expect(settled.body).toMatchObject({ status: "connected", accountLabel: "side project", connectionId: back.searchParams.get("connectionId") });
    expect((await execute({ accountLabel: "side project" })).status).toBe(200);
    expect(tokenSeen()).toBe("Bearer tok_side_1");
  });

  it("makes another account the default (exactly one default) and renames one, refusing a taken label", async () => {
    const [personal] = (await accounts()).filter((item) => item.accountLabel === "personal");
    const patched = await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { isDefault: true });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(ConnectionItemSchema.parse(patched.body)).toMatchObject({ id: personal!.id, accountLabel: "personal", isDefault: true });
    expect((await accounts()).filter((item) => item.isDefault).map((item) => item.accountLabel)).toEqual(["personal"]);
    await execute();
    expect(tokenSeen()).toBe(`Bearer ${PERSONAL_TOKEN}`);

    const taken = await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { accountLabel: "work" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toContain('"work"');
    const renamed = await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { accountLabel: "home" });
    expect(renamed.body).toMatchObject({ accountLabel: "home", isDefault: true });
    expect((await execute({ accountLabel: "home" })).status).toBe(200);

    expect((await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, {})).status).toBe(400);
    expect((await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { isDefault: false })).body.details.fieldErrors.isDefault).toBeDefined();
    expect((await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { accountLabel: "" })).status).toBe(400);
    expect((await pb.api("PATCH", `/api/v1/connections/${personal!.id}`, { accountLabel: "x", extra: 1 })).status).toBe(400);
  });

  it("keeps one default when concurrent requests each make a different account the default", async () => {
    const listed = await accounts();
    const answers = await Promise.all(listed.map((item) => pb.api("PATCH", `/api/v1/connections/${item.id}`, { isDefault: true })));
    expect(answers.map((answer) => answer.status)).toEqual(listed.map(() => 200));
    expect((await accounts()).filter((item) => item.isDefault)).toHaveLength(1);
  });

  it("keeps another developer's connections out of reach (404)", async () => {
    const stranger = await pb.newDeveloper("stranger@example.com");
    const [mine] = await accounts();
    expect((await pb.api("PATCH", `/api/v1/connections/${mine!.id}`, { isDefault: true }, { apiKey: stranger.apiKey })).status).toBe(404);
    expect((await pb.api("DELETE", `/api/v1/connections/${mine!.id}`, undefined, { apiKey: stranger.apiKey })).status).toBe(404);
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "alice", tool: "HUB_WHOAMI", connectionId: mine!.id }, { apiKey: stranger.apiKey })).status).toBe(404);
    expect(await accounts()).toHaveLength(3);
  });

  it("deletes one account by id (the oldest remaining one becomes the default), and every account of the pair by plugin", async () => {
    const before = await accounts();
    const byDefault = before.find((item) => item.isDefault)!;
    const removed = await pb.api("DELETE", `/api/v1/connections/${byDefault.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ disconnected: true, connections: [{ connectionId: byDefault.id, accountLabel: byDefault.accountLabel }] });
    const after = await accounts();
    expect(after.map((item) => item.id).sort()).toEqual(before.filter((item) => item.id !== byDefault.id).map((item) => item.id).sort());
    const oldest = [...after].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    expect(after.filter((item) => item.isDefault).map((item) => item.id)).toEqual([oldest.id]);
    expect((await pb.api("DELETE", `/api/v1/connections/${byDefault.id}`)).status).toBe(404);

    const all = await pb.api("DELETE", "/api/v1/connections", { userId: "alice", plugin: "hub" });
    expect(all.status).toBe(200);
    expect(all.body.connections.map((item: { accountLabel: string }) => item.accountLabel).sort()).toEqual(after.map((item) => item.accountLabel).sort());
    expect(await accounts()).toEqual([]);
    expect(await accounts("userId=alice&plugin=other")).toHaveLength(1);
  });
});
