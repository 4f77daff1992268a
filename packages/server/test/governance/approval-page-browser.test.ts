import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { SECURITY_HEADERS } from "../../src/http/security-headers.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const TOKEN = "tok_page_secret_31c4";

if (!hasChromium) console.warn(`Hosted approval page browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("hosted approval page in Chromium on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let browser: Browser;
  const pageErrors: string[] = [];

  const hold = async (params: Record<string, unknown>) => {
    const held = await pb.api("POST", "/api/v1/tools/execute", { userId: "eve", tool: "PAY", params });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    return held.body as { approvalId: string; approvalUrl: string };
  };
  const openPage = async (url: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) pageErrors.push(message.text());
    });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response?.headers()[name.toLowerCase()]).toBe(value);
    return page;
  };

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "payments",
      name: "Acme Payments",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "PAY", name: "Send a payment", description: "Pay", method: "POST", path: "/pay" }],
    });
    await pb.api("POST", "/api/v1/connections", { userId: "eve", plugin: "payments", authMethod: "bearer_token", credentials: { token: TOKEN } });
    await pb.api("PUT", "/api/v1/policies", { plugin: "payments", action: "require_approval" });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await upstream?.close();
    await db?.close();
  });

  it("shows the tool, plugin and params (never the credential); Approve lets the call run once", async () => {
    const params = { to: "<b>Mallory</b>", amount: 120 };
    const { approvalId, approvalUrl } = await hold(params);
    const page = await openPage(approvalUrl);
    await expect(page.getByRole("heading", { name: "Approve this action?" }).isVisible()).resolves.toBe(true);
    const body = await page.locator("body").innerText();
    expect(body).toContain("Send a payment");
    expect(body).toContain("Acme Payments");
    expect(body).toContain('"to": "<b>Mallory</b>"');
    expect(await page.content()).not.toContain(TOKEN);
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByText("Approved. You can close this window").waitFor({ timeout: 10_000 });
    expect(await page.getByRole("button", { name: "Approve" }).count()).toBe(0);
    expect((await pb.api("GET", `/api/v1/approvals/${approvalId}`)).body).toMatchObject({ status: "approved", decidedBy: "end_user" });
    const audit = await pb.api("GET", `/api/v1/audit?action=approval.decided&target=${approvalId}`);
    expect(audit.body.events[0]).toMatchObject({ actor: { type: "end_user", id: "eve", auth: "hosted_page" }, requestId: expect.any(String) });
    const ran = await pb.api("POST", "/api/v1/tools/execute", { userId: "eve", tool: "PAY", params });
    expect(ran.status).toBe(200);
    expect(upstream.received.filter((request) => request.path === "/pay")).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("Deny makes the call answer 403 denied", async () => {
    const params = { to: "bob", amount: 1 };
    const { approvalId, approvalUrl } = await hold(params);
    const page = await openPage(approvalUrl);
    await page.getByRole("button", { name: "Deny" }).click();
    await page.getByText("Denied. You can close this window.").waitFor({ timeout: 10_000 });
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "eve", tool: "PAY", params });
    expect(refused.body).toMatchObject({ code: "forbidden", approvalId, approvalStatus: "denied" });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("refuses a decision posted from another origin or without the page's CSRF token, and a forged link", async () => {
    const { approvalId, approvalUrl } = await hold({ to: "carol", amount: 2 });
    const crossSite = await fetch(approvalUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "decision=approve&csrf=x",
    });
    expect(crossSite.status).toBe(403);
    const noCookie = await fetch(approvalUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=approve&csrf=abc" });
    expect(noCookie.status).toBe(403);
    expect((await pb.api("GET", `/api/v1/approvals/${approvalId}`)).body.status).toBe("pending");
    const forged = await fetch(approvalUrl.replace(/\/approve\/.{8}/, "/approve/AAAAAAAA"));
    expect(forged.status).toBe(400);
  });
});
