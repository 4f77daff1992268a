import { createHmac, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { consoleAssetsDir } from "@plugboard/console";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubscriptionPauses } from "../../src/services/triggers/subscription-pauses.js";
import { createTriggerStore } from "../../src/services/triggers/trigger-store.js";
import { seriousViolations } from "../helpers/axe-violations.js";
import { consoleSignedIn } from "../helpers/console-sign-in.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

if (!hasChromium) console.warn(`Console browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

/** A GitHub-style loopback trigger: a hook registered per repository, deliveries signed `X-Hub-Signature-256: sha256=…`. */
const issueOpened = {
  slug: "issue_opened",
  name: "Issue opened",
  description: "An issue was opened in a repository.",
  kind: "webhook",
  configSchema: { type: "object", properties: { owner: { type: "string" }, repo: { type: "string" } }, required: ["owner", "repo"], additionalProperties: false },
  payload: { description: "The `issues` event payload." },
  webhook: {
    registration: {
      create: { method: "POST", path: "/repos/{{config.owner}}/{{config.repo}}/hooks", body: { name: "web", active: true, events: ["issues"], config: { url: "{{url}}", content_type: "json", secret: "{{secret}}" } } },
      idPath: "id",
      delete: { method: "DELETE", path: "/repos/{{config.owner}}/{{config.repo}}/hooks/{{upstreamId}}" },
    },
    verification: { scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=" },
    eventId: { header: "X-GitHub-Delivery" },
    occurredAtPath: "issue.created_at",
    match: { headers: { "X-GitHub-Event": "issues" }, fields: { action: "opened" } },
  },
  source: "https://docs.github.com/en/rest/repos/webhooks#create-a-repository-webhook",
};

const SCREENSHOT = fileURLToPath(new URL("../../../../docs/console-triggers.png", import.meta.url));

describe.skipIf(!hasChromium).each(testDatabases())("console triggers page in Chromium on $name", (engine) => {
  let pb: TestPlugboard;
  let github: Upstream;
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];
  const ids: Record<string, string> = {};
  /** Hooks the provider was asked to create, by repository. */
  const hooks = new Map<string, { url: string; secret: string }>();

  const subscribe = async (userId: string, repo: string) => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId, plugin: "gh-console", trigger: "issue_opened", config: { owner: "octo", repo } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body as { id: string; connectionId: string };
  };

  beforeAll(async () => {
    if (!existsSync(join(consoleAssetsDir, "index.html"))) throw new Error("The console is not built: run `pnpm --filter @plugboard/console build` (pnpm test builds it)");
    github = await startUpstream();
    let hookId = 100;
    github.reply((request) => {
      if (request.method === "POST" && request.path.endsWith("/hooks")) {
        const body = request.json as { config: { url: string; secret: string } };
        hooks.set(request.path.split("/")[3]!, body.config);
        return { status: 201, body: { id: hookId++ } };
      }
      if (request.method === "DELETE") return { status: 204, body: "" };
      return undefined;
    });
    pb = await startPlugboard(await engine.open(), { triggers: { poll: false } });
    await pb.createApprovedPlugin({ slug: "gh-console", name: "GitHub loopback", baseUrl: github.url, authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [issueOpened] });
    for (const userId of ["alice", "bob", "carol"]) {
      const connected = await pb.api("POST", "/api/v1/connections", { userId, plugin: "gh-console", authMethod: "bearer_token", credentials: { token: `ghp_${userId}_token` } });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    }
    ids.alice = (await subscribe("alice", "hello")).id;
    // Bob's connection needs a new authorization: Plugboard pauses his subscription (what a refused refresh does).
    const bob = await subscribe("bob", "paused-repo");
    ids.bob = bob.id;
    const pauses = createSubscriptionPauses({ store: createTriggerStore(pb.context) });
    await pb.context.prisma.$transaction((tx) => pauses.pauseForConnection(tx, bob.connectionId));
    ids.carol = (await subscribe("carol", "to-delete")).id;
    // An event for Alice's subscription, delivered as the provider does; its title holds markup that must stay text.
    const hook = hooks.get("hello")!;
    const body = JSON.stringify({ action: "opened", issue: { number: 7, title: "<img src=x onerror=alert(1)> It broke", created_at: "2026-12-25T10:00:00Z" }, repository: { full_name: "octo/hello" } });
    const delivered = await fetch(hook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "issues",
        "x-github-delivery": randomUUID(),
        "x-hub-signature-256": `sha256=${createHmac("sha256", hook.secret).update(body).digest("hex")}`,
      },
      body,
    });
    expect(await delivered.json()).toEqual({ received: true, events: 1 });
    // The subscription's last event is noted just after the acknowledgement.
    for (let tries = 0; (await pb.api("GET", `/api/v1/trigger-subscriptions/${ids.alice}`)).body.lastEventAt === null; tries++) {
      if (tries > 100) throw new Error("lastEventAt was never noted");
      await new Promise((done) => setTimeout(done, 100));
    }
    browser = await launchChromium();
    context = await consoleSignedIn(browser, { baseUrl: pb.url, apiKey: pb.apiKey, pageErrors });
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await github?.close();
  });

  it("lists each subscription with its status from the navigation; an event shows in the recent events, its payload as text", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/overview`);
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Triggers" }).click();
    await page.getByRole("heading", { name: "Triggers", exact: true }).waitFor();
    const alice = page.getByRole("article", { name: "issue_opened for alice" });
    await alice.waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(3);
    await expect(alice.locator("dd").first().textContent()).resolves.toBe("active");
    await expect(alice.locator("dd").nth(2).locator("time").count()).resolves.toBe(1);
    await alice.getByText("Recent events").click();
    const events = alice.getByRole("list", { name: "Recent events of issue_opened for alice" });
    await events.waitFor();
    await expect(events.getByRole("listitem").count()).resolves.toBe(1);
    const payload = await events.locator("pre").textContent();
    expect(payload).toContain('"title": "<img src=x onerror=alert(1)> It broke"');
    await expect(alice.locator("img").count()).resolves.toBe(0);
    await expect(events.locator("time").first().getAttribute("datetime")).resolves.toBe("2026-12-25T10:00:00.000Z");
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.PLUGBOARD_CONSOLE_SCREENSHOTS && engine.name === "pglite") await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await page.close();
  });

  it("shows why a subscription is paused, and filters by status, user and plugin", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/triggers`);
    const bob = page.getByRole("article", { name: "issue_opened for bob" });
    await expect(bob.locator("dd").first().textContent()).resolves.toMatch(/^paused: the user's connection needs a new authorization.*\(connection_needs_reauth\)$/);
    const form = page.getByRole("form", { name: "Filter subscriptions" });
    await form.getByLabel("Status").selectOption("paused");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("article", { name: "issue_opened for alice" }).waitFor({ state: "detached" });
    await expect(page.getByRole("article").count()).resolves.toBe(1);
    await bob.waitFor();
    await form.getByLabel("Status").selectOption("");
    await form.getByLabel("User id").fill("alice");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("article", { name: "issue_opened for bob" }).waitFor({ state: "detached" });
    await expect(page.getByRole("article").count()).resolves.toBe(1);
    await form.getByLabel("User id").fill("");
    await form.getByLabel("Plugin (slug)").fill("another-plugin");
    await form.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No subscription matches.", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("deletes a subscription only after confirmation, removing its webhook at the provider", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/triggers`);
    const carol = page.getByRole("article", { name: "issue_opened for carol" });
    await carol.getByRole("button", { name: "Delete issue_opened for carol" }).click();
    const confirm = carol.getByRole("group", { name: "Confirm deleting issue_opened for carol" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "detached" });
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${ids.carol}`)).status).toBe(200);
    await carol.getByRole("button", { name: "Delete issue_opened for carol" }).click();
    await confirm.getByRole("button", { name: "Yes, delete issue_opened for carol" }).click();
    await page.getByRole("status").filter({ hasText: "Deleted the subscription to gh-console / issue_opened of carol" }).waitFor();
    await carol.waitFor({ state: "detached" });
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${ids.carol}`)).status).toBe(404);
    expect(github.received.some((request) => request.method === "DELETE" && request.path.startsWith("/repos/octo/to-delete/hooks/"))).toBe(true);
    const audit = await pb.api("GET", `/api/v1/audit?target=${ids.carol}`);
    expect(audit.body.events.map((event: { action: string; actor: { auth: string } }) => `${event.action} ${event.actor.auth}`)).toContain("trigger_subscription.deleted console_session");
    await page.close();
  });

  it("pages subscriptions by cursor, fits 320 px in dark mode", async () => {
    for (let index = 0; index < 21; index++) await subscribe("alice", `repo-${index}`);
    const narrow = await browser.newContext({ viewport: { width: 320, height: 800 }, colorScheme: "dark", storageState: await context.storageState() });
    narrow.on("page", (page) => page.on("pageerror", (error) => pageErrors.push(error.message)));
    const page = await narrow.newPage();
    await page.goto(`${pb.url}/console/#/triggers`);
    await page.getByRole("button", { name: "Load older subscriptions" }).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(20);
    await page.getByRole("button", { name: "Load older subscriptions" }).click();
    await page.getByRole("button", { name: "Load older subscriptions" }).waitFor({ state: "detached" });
    // 21 new ones, Alice's and Bob's first two (Carol's was deleted).
    await expect(page.getByRole("article").count()).resolves.toBe(23);
    await page.getByRole("article", { name: "issue_opened for bob" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await seriousViolations(page)).toEqual([]);
    await narrow.close();
    expect(pageErrors).toEqual([]);
  });
});
