import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { createMcpPlugin } from "./helpers/mcp-flow.js";

describe.each(testDatabases())("PUT | GET | DELETE /api/v1/plugins/{slug}/mcp-client on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  const path = (slug: string) => `/api/v1/plugins/${slug}/mcp-client`;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    await createMcpPlugin(pb, "override-mcp", { serverUrl: "https://mcp.example.com/mcp" });
    await pb.createApprovedPlugin({ slug: "override-rest", name: "REST", baseUrl: "https://api.example.com", authMethods: [{ type: "api_key", label: "Key" }] });
    await pb.api("POST", "/api/v1/submissions", { slug: "override-draft", name: "Draft", toolSource: "mcp", mcpConfig: { serverUrl: "https://mcp.example.com/mcp" } });
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it("stores the secret encrypted, never returns it, and keeps it while the client id stays the same", async () => {
    const put = await pb.api("PUT", path("override-mcp"), { clientId: "my-client", clientSecret: "override-secret-9d1f", allowEndUserCredentials: true });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ plugin: "override-mcp", clientId: "my-client", hasClientSecret: true, allowEndUserCredentials: true, updatedAt: expect.any(String) });
    const row = await db.prisma.pluginClientOverride.findFirstOrThrow({ where: { developerId: pb.developerId } });
    expect(row.clientSecret).not.toContain("override-secret-9d1f");
    expect(pb.context.cipher.decrypt(row.clientSecret!)).toBe("override-secret-9d1f");

    const sameClient = await pb.api("PUT", path("override-mcp"), { clientId: "my-client" });
    expect(sameClient.body).toMatchObject({ hasClientSecret: true, allowEndUserCredentials: false });
    const newClient = await pb.api("PUT", path("override-mcp"), { clientId: "other-client" });
    expect(newClient.body).toMatchObject({ clientId: "other-client", hasClientSecret: false });
    await pb.api("PUT", path("override-mcp"), { clientId: "other-client", clientSecret: "s2-secret-77" });
    expect((await pb.api("PUT", path("override-mcp"), { clientId: "other-client", clientSecret: null })).body.hasClientSecret).toBe(false);
    expect(findLeakedSecrets(pb, ["override-secret-9d1f", "s2-secret-77"])).toEqual([]);
  });

  it("is per developer: another developer sees no override and sets its own", async () => {
    const other = await pb.newDeveloper(`other-${Date.now()}@test.local`);
    expect((await pb.api("GET", path("override-mcp"), undefined, { apiKey: other.apiKey })).status).toBe(404);
    expect((await pb.api("PUT", path("override-mcp"), { clientId: "theirs" }, { apiKey: other.apiKey })).status).toBe(200);
    expect((await pb.api("GET", path("override-mcp"))).body.clientId).toBe("other-client");
  });

  it("refuses bad input, plugins without MCP, unapproved or unknown plugins, and missing keys", async () => {
    const invalid = await pb.api("PUT", path("override-mcp"), { clientId: "", extra: 1 });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.details.fieldErrors)).toEqual(expect.arrayContaining(["clientId"]));
    expect((await pb.api("PUT", path("override-rest"), { clientId: "x" })).body.code).toBe("mcp_unavailable");
    expect((await pb.api("PUT", path("override-draft"), { clientId: "x" })).status).toBe(404);
    expect((await pb.api("DELETE", path("nope"))).status).toBe(404);
    expect((await pb.api("GET", path("override-mcp"), undefined, { apiKey: null })).status).toBe(401);
  });

  it("DELETE removes it; a second DELETE is a 404", async () => {
    expect((await pb.api("DELETE", path("override-mcp"))).body).toEqual({ deleted: true });
    expect((await pb.api("DELETE", path("override-mcp"))).status).toBe(404);
    expect((await pb.api("GET", path("override-mcp"))).status).toBe(404);
  });
});
