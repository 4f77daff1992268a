import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

// Policies and MCP links store plugins by slug: renaming a plugin (dashboard edit) carries them to the
// new slug, so a deny still denies and a link's account choice still applies (issue 35, §3 medium 4).
describe.each(testDatabases())("a plugin rename keeps its policies and MCP links on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let pluginId: string;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    pluginId = await pb.createApprovedPlugin({
      slug: "crm",
      name: "CRM",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [
        { slug: "DELETE_CONTACT", name: "Delete a contact", description: "Delete", method: "POST", path: "/delete" },
        { slug: "LIST_CONTACTS", name: "List contacts", description: "List", method: "GET", path: "/contacts" },
      ],
    });
    for (const [accountLabel, token] of [["main", "tok_main_1"], ["sandbox", "tok_sandbox_2"]] as const) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId: "lee", plugin: "crm", authMethod: "bearer_token", credentials: { token }, accountLabel, addAccount: true });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("after the rename the deny policy still denies under the new slug, and the link still uses its chosen account", async () => {
    const deny = (await pb.api("PUT", "/api/v1/policies", { plugin: "crm", tool: "DELETE_CONTACT", action: "deny" })).body as { id: string };
    const link = (await pb.api("POST", "/api/v1/mcp/links", { userId: "lee", plugins: ["crm"], accounts: { crm: "sandbox" } })).body as { id: string; url: string };
    const client = new Client({ name: "rename-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(link.url)));
    try {
      // Warm the caches (policies, the link) under the old slug.
      expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "lee", tool: "DELETE_CONTACT", params: {} })).status).toBe(403);
      expect(((await client.callTool({ name: "LIST_CONTACTS", arguments: {} })) as CallToolResult).isError).toBeFalsy();

      const renamed = await pb.api("PUT", `/api/dashboard/plugins/${pluginId}`, { slug: "crm-pro" });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body).toMatchObject({ slug: "crm-pro", reviewStatus: "approved" });

      const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "lee", tool: "DELETE_CONTACT", plugin: "crm-pro", params: {} });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "forbidden", policyId: deny.id });
      expect(upstream.received.filter((request) => request.path === "/delete")).toHaveLength(0);
      expect((await pb.api("GET", "/api/v1/policies")).body.policies).toEqual([expect.objectContaining({ id: deny.id, plugin: "crm-pro", tool: "DELETE_CONTACT", action: "deny" })]);

      const links = (await pb.api("GET", "/api/v1/mcp/links?userId=lee")).body.links as Array<{ id: string; plugins: string[]; accounts: Record<string, string> }>;
      expect(links.find((item) => item.id === link.id)).toMatchObject({ plugins: ["crm-pro"], accounts: { "crm-pro": "sandbox" } });
      const listed = (await client.callTool({ name: "LIST_CONTACTS", arguments: {} })) as CallToolResult;
      expect(listed.isError, JSON.stringify(listed.content)).toBeFalsy();
      expect(upstream.received.filter((request) => request.path === "/contacts").map((request) => request.headers.authorization)).toEqual(["Bearer tok_sandbox_2", "Bearer tok_sandbox_2"]);
    } finally {
      await client.close();
    }
  });
});
