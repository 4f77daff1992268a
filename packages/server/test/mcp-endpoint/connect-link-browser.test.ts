import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

if (!hasChromium) console.warn(`MCP connect-link browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("the connect link an MCP tool call hands over, in Chromium, on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let browser: Browser;
  let client: Client;

  beforeAll(async () => {
    upstream = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database);
    await pb.createApprovedPlugin({
      slug: "notes",
      name: "Acme Notes",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key", isDefault: true, config: { header_name: "X-Api-Key" } }],
      tools: [{ slug: "LIST_NOTES", name: "List notes", description: "The user's notes", method: "GET", path: "/notes" }],
    });
    const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "dana", plugins: ["notes"] });
    client = new Client({ name: "browser", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(link.body.url)));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await client?.close();
    await browser?.close();
    await pb?.close();
    await database?.close();
    await upstream?.close();
  });

  it("opens the hosted page, connects the user, and the same tool call then works", async () => {
    const first = (await client.callTool({ name: "LIST_NOTES", arguments: {} })) as CallToolResult;
    expect(first.isError).toBe(true);
    const url = /https?:\/\/\S+/.exec((first.content[0] as { text: string }).text)![0];

    const page = await browser.newPage();
    await page.goto(url);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Acme Notes");
    await page.getByRole("textbox", { name: "API key" }).fill("dana-secret-key");
    await page.getByRole("button", { name: /connect/i }).click();
    await page.waitForURL((landed) => landed.pathname === "/connect/notes/done", { timeout: 10_000 });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Connected");
    await page.close();

    const second = (await client.callTool({ name: "LIST_NOTES", arguments: {} })) as CallToolResult;
    expect(second.isError).toBeFalsy();
    expect(upstream.received.at(-1)!.headers["x-api-key"]).toBe("dana-secret-key");
  });
});
