import { existsSync } from "node:fs";
import { join } from "node:path";
import { consoleAssetsDir } from "@plugboard/console";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe-violations.js";
import { consoleSignedIn } from "../helpers/console-sign-in.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

if (!hasChromium) console.warn(`Console browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("console approvals, policies and audit log in Chromium on $name", (engine) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];
  const execute = () => pb.api("POST", "/api/v1/tools/execute", { userId: "grace", tool: "PAY_SEND", params: { amount: 42, to: "acme" } });

  beforeAll(async () => {
    if (!existsSync(join(consoleAssetsDir, "index.html"))) throw new Error("The console is not built: run `pnpm --filter @plugboard/console build` (pnpm test builds it)");
    upstream = await startUpstream();
    upstream.reply(() => ({ body: { sent: true } }));
    pb = await startPlugboard(await engine.open());
    await pb.createApprovedPlugin({
      slug: "console-pay",
      name: "Console Pay",
      baseUrl: upstream.url,
      authMethods: [{ type: "no_auth", label: "Public" }],
      tools: [{ slug: "PAY_SEND", name: "Send a payment", description: "Sends money", method: "POST", path: "/send" }],
    });
    expect((await pb.api("PUT", "/api/v1/policies", { plugin: "console-pay", tool: "PAY_SEND", action: "require_approval" })).status).toBe(201);
    browser = await launchChromium();
    context = await consoleSignedIn(browser, { baseUrl: pb.url, apiKey: pb.apiKey, pageErrors });
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await upstream?.close();
  });

  it("shows a held call in the inbox with its params and the count in the navigation; approving it with a note lets the call run", async () => {
    const held = await execute();
    expect(held.status).toBe(202);
    expect(upstream.received).toHaveLength(0);
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/overview`);
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Approvals 1 pending" }).click();
    await page.getByRole("heading", { name: "Approvals", exact: true }).waitFor();
    const card = page.getByRole("article", { name: "Send a payment for grace" });
    await expect(card.locator("pre").textContent()).resolves.toContain('"amount": 42');
    await expect(card.locator("dd").filter({ hasText: /^in \d+ (min|h) \(/ }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByLabel("Note (optional)").fill("Invoice 17 checked");
    await card.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("status").filter({ hasText: "Decided: PAY_SEND for grace" }).waitFor();
    await page.getByRole("cell", { name: "Invoice 17 checked" }).waitFor();
    await expect(page.getByRole("row").filter({ hasText: "Invoice 17 checked" }).textContent()).resolves.toContain("approved");
    await nav.getByRole("link", { name: "Approvals", exact: true }).waitFor();
    // The same call now runs, once.
    const ran = await execute();
    expect(ran.status).toBe(200);
    expect(ran.body.data).toEqual({ sent: true });
    expect(upstream.received).toHaveLength(1);
    expect((await pb.api("GET", `/api/v1/approvals/${held.body.approvalId}`)).body).toMatchObject({ status: "used", note: "Invoice 17 checked", decidedBy: "api_key" });
    await page.close();
  });

  it("a policy created in the page refuses a call; the page says which policy wins; deleting it restores the plugin-wide rule; the audit log records both", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/policies`);
    await page.getByRole("heading", { name: "Policies", exact: true }).waitFor();
    // The policy the test set through the API is listed.
    await page.getByRole("combobox", { name: "Action of console-pay / PAY_SEND for everyone" }).waitFor();
    const form = page.getByRole("form", { name: "Set a policy" });
    await form.getByLabel("Plugin (slug)").fill("console-pay");
    await form.getByLabel(/^Tool/).fill("PAY_SEND");
    await form.getByLabel(/^Users/).fill("ivan");
    await form.getByLabel("Action").selectOption("deny");
    await form.getByRole("button", { name: "Save policy" }).click();
    await page.getByRole("combobox", { name: "Action of console-pay / PAY_SEND for ivan" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "ivan", tool: "PAY_SEND", params: { amount: 5, to: "acme" } });
    expect(refused.status).toBe(403);
    const check = page.getByRole("form", { name: "Which policy wins" });
    await check.getByLabel("Plugin (slug)").fill("console-pay");
    await check.getByLabel("Tool (slug)").fill("PAY_SEND");
    await check.getByLabel("User id").fill("ivan");
    await check.getByRole("button", { name: "Check" }).click();
    await page.getByRole("status").filter({ hasText: "Deny — by the policy of console-pay / PAY_SEND for ivan" }).waitFor();
    await check.getByLabel("User id").fill("judy");
    await check.getByRole("button", { name: "Check" }).click();
    await page.getByRole("status").filter({ hasText: "Require approval — by the policy of console-pay / PAY_SEND for everyone" }).waitFor();
    await page.getByRole("button", { name: "Delete the policy of console-pay / PAY_SEND for ivan" }).click();
    await page.getByRole("status").filter({ hasText: "Deleted: console-pay / PAY_SEND for ivan" }).waitFor();
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "ivan", tool: "PAY_SEND", params: { amount: 5, to: "acme" } })).status).toBe(202);
    const audit = await pb.api("GET", "/api/v1/audit?limit=20");
    const actions = audit.body.events.map((event: { action: string; actor: { auth: string } }) => `${event.action} ${event.actor.auth}`);
    expect(actions).toEqual(expect.arrayContaining(["policy.put console_session", "policy.delete console_session", "approval.decided console_session"]));
    await page.close();
  });

  it("the audit log page finds what the test did by action, actor and time, shows its details, and pages by cursor", async () => {
    for (let index = 0; index < 26; index++) {
      expect((await pb.api("PUT", "/api/v1/policies", { plugin: "console-pay", userIds: [`bulk-${index}`], action: "allow" })).status).toBe(201);
    }
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/audit`);
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    const form = page.getByRole("form", { name: "Filter the audit log" });
    await form.getByLabel("Action (e.g. policy.put)").fill("policy.delete");
    await form.getByLabel("Actor id").fill(pb.developerId);
    await form.getByRole("button", { name: "Apply filters" }).click();
    // The policy the page deleted in the previous test, made through the console session.
    const rows = page.getByRole("row").filter({ hasText: "policy.delete" });
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().textContent()).resolves.toContain("(console)");
    await rows.first().getByText("Details").click();
    await expect(rows.first().locator("pre").textContent()).resolves.toContain('"plugin": "console-pay"');
    expect(await seriousViolations(page)).toEqual([]);
    // Another actor's id matches nothing; a window in the past matches nothing.
    await form.getByLabel("Actor id").fill("someone-else");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No entry matches.").waitFor();
    await form.getByLabel("Actor id").fill("");
    await form.getByLabel("Until").fill("2020-01-01T00:00");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No entry matches.").waitFor();
    // 26 + 2 policy.put entries: a page of 25, then the older ones.
    await form.getByLabel("Until").fill("");
    await form.getByLabel("Action (e.g. policy.put)").fill("policy.put");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: "Load older entries" }).waitFor();
    await expect(page.getByRole("row").filter({ hasText: "policy.put" }).count()).resolves.toBe(25);
    await page.getByRole("button", { name: "Load older entries" }).click();
    await page.getByRole("button", { name: "Load older entries" }).waitFor({ state: "detached" });
    await expect(page.getByRole("row").filter({ hasText: "policy.put" }).count()).resolves.toBe(28);
    await page.close();
  });

  it("denying from the page makes the call answer 403", async () => {
    const held = await pb.api("POST", "/api/v1/tools/execute", { userId: "heidi", tool: "PAY_SEND", params: { amount: 1_000_000, to: "mallory" } });
    expect(held.status).toBe(202);
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/approvals`);
    const card = page.getByRole("article", { name: "Send a payment for heidi" });
    await card.getByRole("button", { name: "Deny" }).click();
    await page.getByRole("row").filter({ hasText: "heidi" }).filter({ hasText: "denied" }).waitFor();
    const refused = await pb.api("POST", "/api/v1/tools/execute", { userId: "heidi", tool: "PAY_SEND", params: { amount: 1_000_000, to: "mallory" } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ approvalStatus: "denied" });
    await page.close();
    expect(pageErrors).toEqual([]);
  });
});
