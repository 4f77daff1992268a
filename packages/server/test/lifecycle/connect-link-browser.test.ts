import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { createPlugin, oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";

if (!hasChromium) console.warn(`Connect link browser test skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("the connect link of a 409, opened in Chromium, on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let api: Upstream;
  let browser: Browser;

  beforeAll(async () => {
    provider = await startProvider();
    api = await startUpstream();
    database = await engine.open();
    pb = await startPlugboard(database);
    await createPlugin(pb, "link-oauth", [oauthMethod(provider, {}, { label: "Sign in with Acme" })], {
      name: "Acme Drive",
      baseUrl: api.url,
      tools: [{ slug: "LINK_LIST_FILES", name: "List files", description: "Lists files", method: "GET", path: "/files" }],
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await database?.close();
    await api?.close();
    await provider?.close();
  });

  it("completes a connection: the user signs in, sees that they can go back, and the tool then runs", async () => {
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "link-user", tool: "LINK_LIST_FILES" });
    expect(refused.status).toBe(409);
    const { connectUrl, connectionRequestId } = refused.body as { connectUrl: string; connectionRequestId: string };

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(connectUrl);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Connect Acme Drive");
    await page.getByRole("button", { name: "Continue to Acme Drive" }).click();
    await page.waitForURL((url) => url.pathname === "/connect/link-oauth/done", { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get("status")).toBe("success");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Connected");
    expect(await page.textContent("body")).toContain("You can close this window and go back to the conversation.");
    await page.screenshot({ path: "/tmp/connect-link-done.png" });
    await page.close();
    expect(errors).toEqual([]);

    const request = await pb.api("GET", `/api/v1/connections/requests/${connectionRequestId}`);
    expect(request.body).toMatchObject({ status: "connected", userId: "link-user", plugin: "link-oauth" });
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "link-user", tool: "LINK_LIST_FILES" });
    expect(executed.status).toBe(200);
    expect(api.received.at(-1)!.headers.authorization).toBe(`Bearer ${provider.issued.at(-1)!.access_token}`);
  });
});
