import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { consoleAssetsDir } from "@plugboard/console";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDashboardWorld, type DashboardWorld } from "../dashboard/dashboard-harness.js";
import { seriousViolations } from "../helpers/axe-violations.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

if (!hasChromium) console.warn(`Console browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

const tool = (slug: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method: "GET", path });

/** An OpenAPI document without security schemes: the import gives the plugin no auth method. */
const OPENAPI_DOCUMENT = JSON.stringify({
  openapi: "3.0.3",
  info: { title: "Forecasts", version: "1.0.0" },
  servers: [{ url: "https://forecasts.example.com" }],
  paths: { "/forecast": { get: { operationId: "getForecast", summary: "Today's forecast", responses: { "200": { description: "OK" } } } } },
});

/** A webhook receiver whose answer the test switches (500 until it is told to accept). */
async function startReceiver(): Promise<{ url: string; accept: boolean; received: number; close(): Promise<void> }> {
  const state = { url: "", accept: false, received: 0, close: async () => undefined as void };
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      state.received += 1;
      response.writeHead(state.accept ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

describe.skipIf(!hasChromium).each(testDatabases())("console in Chromium on $name", (engine) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let browser: Browser;
  let admin: BrowserContext;
  let developer: { id: string; apiKey: string };
  let submissionId: string;
  let adminPluginId: string;
  const requested: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(consoleAssetsDir, "index.html"))) throw new Error("The console is not built: run `pnpm --filter @plugboard/console build` (pnpm test builds it)");
    upstream = await startUpstream();
    upstream.reply((request) => (request.path === "/fail" ? { status: 500, body: { message: "upstream exploded" } } : { body: { ok: true } }));
    receiver = await startReceiver();
    // No retry schedule: a delivery the receiver refuses is `failed` after its first attempt.
    pb = await startPlugboard(await engine.open(), { webhooks: { retryScheduleMs: [], pollIntervalMs: 50 } });
    developer = await pb.newDeveloper(`console-dev-${Date.now()}@test.local`);

    // The developer's submission, waiting for review.
    const submitted = await pb.api(
      "POST",
      "/api/v1/submissions",
      { slug: "dev-weather", name: "Dev Weather", baseUrl: "https://api.devweather.example", submitForReview: true, authMethods: [{ type: "api_key", label: "API key" }], tools: [tool("DEV_WEATHER_NOW", "/now")] },
      { apiKey: developer.apiKey },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    submissionId = submitted.body.id;

    // The admin's approved plugin, a user's connection to it, a failed and a good execution, a webhook whose delivery failed.
    const webhook = await pb.api("POST", "/api/v1/webhooks", { url: receiver.url, events: ["connection.created"] });
    expect(webhook.status).toBe(201);
    adminPluginId = await pb.createApprovedPlugin({
      slug: "console-crm",
      name: "Console CRM",
      baseUrl: upstream.url,
      authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
      tools: [tool("CRM_LIST", "/list"), tool("CRM_BROKEN", "/fail")],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "ada", plugin: "console-crm", authMethod: "api_key", credentials: { apiKey: "crm-secret-1" } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "ada", tool: "CRM_BROKEN", params: {} })).status).toBe(502);
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "ada", tool: "CRM_LIST", params: {} })).status).toBe(200);
    await pb.services.webhookDispatcher.runOnce();

    browser = await launchChromium();
    admin = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    watch(admin);
    // The admin's session every page test below uses (the first test checks signing in itself).
    await (await signIn(admin, pb.apiKey)).close();
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await upstream?.close();
    await receiver?.close();
  });

  function watch(context: BrowserContext): void {
    context.on("request", (request) => requested.push(request.url()));
    context.on("page", (page) => {
      page.on("pageerror", (error) => pageErrors.push(error.message));
      page.on("console", (message) => {
        // A refused API call (a 4xx the page shows) is not a page error; a CSP violation or script error is.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) pageErrors.push(message.text());
      });
    });
  }

  async function signIn(context: BrowserContext, apiKey: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console`);
    await page.getByLabel("API key").fill(apiKey);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation", { name: "Console" }).waitFor();
    return page;
  }

  async function open(section: string): Promise<Page> {
    const page = await admin.newPage();
    await page.goto(`${pb.url}/console/#/${section}`);
    await page.getByRole("navigation", { name: "Console" }).waitFor();
    return page;
  }

  /** Calls a route from inside the signed-in page, as its own script would (cookie sent, CSRF header as given). */
  const fetchFromPage = (page: Page, path: string, init: { method: string; csrf?: "session" | "none" | "wrong"; body?: unknown }) =>
    page.evaluate(
      async ({ path, init }) => {
        const session = await (await fetch("session")).json();
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (init.csrf === "session") headers["x-plugboard-csrf"] = session.csrfToken;
        if (init.csrf === "wrong") headers["x-plugboard-csrf"] = "not-the-token";
        const response = await fetch(new URL(path, new URL("../", location.href)), { method: init.method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
        return { status: response.status, body: await response.json() };
      },
      { path, init },
    );

  it("signs in with an admin key into an HttpOnly, SameSite=Strict session; the page keeps no key and runs under a CSP without unsafe-inline", async () => {
    const response = await fetch(`${pb.url}/console/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("connect-src 'self'");

    const context = await browser.newContext();
    watch(context);
    const page = await signIn(context, pb.apiKey);
    // The console opens on the overview.
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ name: "plugboard_console", httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookies[0]!.value).not.toContain(pb.apiKey);
    const visible = await page.evaluate(() => ({ html: document.documentElement.outerHTML, cookie: document.cookie, local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) }));
    expect(visible.cookie).toBe("");
    for (const text of Object.values(visible)) expect(text).not.toContain(pb.apiKey);
    // A wrong key is refused in the API's words.
    const other = await browser.newContext();
    watch(other);
    const refused = await other.newPage();
    await refused.goto(`${pb.url}/console/`);
    await refused.getByLabel("API key").fill("nk_wrong");
    await refused.getByRole("button", { name: "Sign in" }).click();
    await expect(refused.getByRole("alert").textContent()).resolves.toContain("this API key is not valid");
    await other.close();
    await context.close();
  });

  it("approves a pending submission after showing its tools, hosts and auth methods; the API reports it approved", async () => {
    const page = await open("review");
    const card = page.getByRole("article", { name: /Dev Weather/ });
    await card.getByText("DEV_WEATHER_NOW", { exact: true }).waitFor();
    await expect(card.getByText("api.devweather.example").count()).resolves.toBe(1);
    await expect(card.getByText("API key (api_key)").count()).resolves.toBe(1);
    await card.getByLabel(/Notes for the creator/).fill("Looks good");
    // `PLUGBOARD_CONSOLE_SCREENSHOT=docs/console-review.png` refreshes the documentation's picture.
    if (process.env.PLUGBOARD_CONSOLE_SCREENSHOT && engine.name === "pglite") await page.screenshot({ path: process.env.PLUGBOARD_CONSOLE_SCREENSHOT, fullPage: true });
    await card.getByRole("button", { name: "Approve dev-weather" }).click();
    await page.getByRole("status").filter({ hasText: "Approved dev-weather" }).waitFor();
    const plugin = await pb.api("GET", `/api/dashboard/plugins/${submissionId}`);
    expect(plugin.body).toMatchObject({ reviewStatus: "approved", adminNotes: "Looks good" });
    await page.getByText("Nothing waits for review").waitFor();
    await page.close();
  });

  it("shows what an approved plugin's edit changed since its approval, on the review page", async () => {
    const edited = await pb.api("PUT", `/api/dashboard/plugins/${submissionId}`, { baseUrl: "https://api.devweather-edited.example" }, { apiKey: developer.apiKey });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.reviewStatus).toBe("pending_review");
    const page = await open("review");
    const card = page.getByRole("article", { name: /Dev Weather/ });
    await card.getByRole("heading", { name: "Changed since approval" }).waitFor();
    const row = card.getByRole("row").filter({ hasText: "baseUrl" });
    await expect(row.textContent()).resolves.toContain("https://api.devweather.example → https://api.devweather-edited.example");
    await card.getByRole("button", { name: "Approve dev-weather" }).click();
    await page.getByRole("status").filter({ hasText: "Approved dev-weather" }).waitFor();
    await page.close();
  });

  it("imports an OpenAPI file, gives the imported plugin the auth method its document did not declare, disables a tool, installs a catalog provider", async () => {
    const page = await open("plugins");
    await page.getByLabel("Slug of the new plugin").fill("forecasts");
    await page.getByLabel("OpenAPI file (JSON or YAML)").setInputFiles({ name: "forecasts.json", mimeType: "application/json", buffer: Buffer.from(OPENAPI_DOCUMENT) });
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByRole("status").filter({ hasText: "Imported forecasts with 1 tools" }).waitFor();
    await page.getByRole("link", { name: "Forecasts" }).click();
    await page.getByText("No auth method: end-users cannot connect").waitFor();
    await page.getByLabel("Type").selectOption("bearer_token");
    await page.getByLabel("Label").fill("Forecasts token");
    await page.getByRole("button", { name: "Save auth method" }).click();
    await page.getByRole("status").filter({ hasText: "Saved auth method Forecasts token (bearer_token)" }).waitFor();
    const plugins = await pb.api("GET", "/api/dashboard/plugins");
    const imported = plugins.body.plugins.find((plugin: { slug: string }) => plugin.slug === "forecasts");
    const detail = await pb.api("GET", `/api/dashboard/plugins/${imported.id}`);
    expect(detail.body.authMethods).toMatchObject([{ type: "bearer_token", label: "Forecasts token", isDefault: true }]);
    // Disabling a tool from the console reaches the API too.
    await page.getByRole("button", { name: /^Disable / }).click();
    await page.getByRole("button", { name: /^Enable / }).waitFor();
    expect((await pb.api("GET", `/api/dashboard/plugins/${imported.id}`)).body.tools[0].enabled).toBe(false);
    // Installing a provider from the catalog.
    await page.getByRole("link", { name: "← All plugins" }).click();
    await page.getByLabel("Search the catalog").fill("discord");
    await page.getByRole("button", { name: "Search catalog" }).click();
    await page.getByRole("button", { name: "Install Discord" }).click();
    await page.getByRole("status").filter({ hasText: /^Installed discord as discord with \d+ tools/ }).waitFor();
    await page.getByRole("link", { name: "Discord" }).waitFor();
    await page.close();
  });

  it("finds a user's connection with its account and status, and disconnects it", async () => {
    const page = await open("users");
    await page.getByLabel("End-user id").fill("ada");
    await page.getByRole("button", { name: "Find user" }).click();
    const row = page.getByRole("row", { name: /console-crm/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/default.*api_key.*Active/s);
    await row.getByRole("button", { name: "Disconnect console-crm (default)" }).click();
    await page.getByRole("status").filter({ hasText: "Disconnected console-crm (default) of ada" }).waitFor();
    await page.getByText("ada has no connections").waitFor();
    expect((await pb.api("GET", "/api/v1/connections?userId=ada")).body.connections).toEqual([]);
    // A connect link to send the user, to connect again.
    await page.getByLabel("Plugin (slug)").fill("console-crm");
    await page.getByRole("button", { name: "Create connect link" }).click();
    const link = await page.getByRole("textbox", { name: "Connect link" }).inputValue();
    expect(link).toMatch(new RegExp(`^${pb.url}/connect/console-crm\\?token=`));
    expect((await fetch(link)).status).toBe(200);
    await page.close();
  });

  it("finds a failed execution by its tool and shows its error", async () => {
    const page = await open("executions");
    await page.getByLabel("Tool (slug)").fill("CRM_BROKEN");
    await page.getByLabel("Outcome").selectOption("false");
    // The unfiltered history shows both tools; the filtered one only the failed call.
    await page.getByRole("row").filter({ hasText: "CRM_LIST" }).waitFor();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("row").filter({ hasText: "CRM_LIST" }).waitFor({ state: "detached" });
    const rows = page.getByRole("row").filter({ hasText: "CRM_BROKEN" });
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(1);
    await expect(page.getByRole("row").filter({ hasText: "CRM_LIST" }).count()).resolves.toBe(0);
    await rows.first().getByText("Details").click();
    await expect(rows.first().textContent()).resolves.toMatch(/Failed.*500/s);
    // A time window after it shows nothing.
    await page.getByLabel("From").fill("2099-01-01T00:00");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No executions match").waitFor();
    await page.close();
  });

  it("retries a failed webhook delivery, which then reaches the receiver", async () => {
    const before = (await pb.api("GET", "/api/v1/webhooks")).body.webhooks[0];
    const deliveries = (await pb.api("GET", `/api/v1/webhooks/${before.id}/deliveries`)).body.deliveries;
    expect(deliveries).toMatchObject([{ type: "connection.created", status: "failed", attempts: 1, lastStatusCode: 500 }]);
    receiver.accept = true;
    const page = await open("webhooks");
    await page.getByRole("button", { name: `Deliveries of ${receiver.url}` }).click();
    const row = page.getByRole("row", { name: /connection\.created/ });
    await row.getByText("Failed").waitFor();
    await row.getByRole("button", { name: /^Retry connection\.created delivery/ }).click();
    await page.getByRole("status").filter({ hasText: "queued again" }).waitFor();
    await pb.services.webhookDispatcher.runOnce();
    const after = (await pb.api("GET", `/api/v1/webhooks/${before.id}/deliveries`)).body.deliveries;
    expect(after).toMatchObject([{ id: deliveries[0].id, status: "delivered", attempts: 2, lastStatusCode: 200 }]);
    expect(receiver.received).toBe(2);
    // Both attempts are in the delivery's history: the refused one and the one that reached the receiver.
    await page.getByRole("button", { name: "Refresh deliveries" }).click();
    await row.getByText("Delivered").waitFor();
    await row.getByText(/^History/).click();
    const attempts = row.getByRole("listitem");
    await expect(attempts.count()).resolves.toBe(2);
    await expect(attempts.nth(0).textContent()).resolves.toMatch(/HTTP 500 in \d+ ms — The receiver answered with status 500/);
    await expect(attempts.nth(1).textContent()).resolves.toMatch(/HTTP 200 in \d+ ms/);
    // Rotating the secret shows the new one once.
    await page.getByRole("button", { name: `Rotate the secret of ${receiver.url}` }).click();
    await expect(page.getByRole("textbox", { name: /New signing secret/ }).inputValue()).resolves.toMatch(/^whsec_/);
    await page.close();
  });

  it("creates an MCP link with its URL and client snippets, then revokes it", async () => {
    const page = await open("mcp-links");
    await page.getByText("No MCP links").waitFor();
    await page.getByLabel("User id", { exact: true }).fill("ada");
    await page.getByLabel("Name (optional)").fill("Ada's Claude");
    await page.getByRole("button", { name: "Create MCP link" }).click();
    const url = await page.getByRole("textbox", { name: "MCP link URL" }).inputValue();
    expect(url).toMatch(new RegExp(`^${pb.url}/mcp/`));
    await expect(page.getByRole("textbox", { name: "Cursor (.cursor/mcp.json)" }).inputValue()).resolves.toContain(url);
    const listed = (await pb.api("GET", "/api/v1/mcp/links?userId=ada")).body.links;
    expect(listed).toMatchObject([{ userId: "ada", name: "Ada's Claude", toolMode: "all" }]);
    await page.getByRole("button", { name: "Revoke Ada's Claude of ada" }).click();
    await page.getByRole("status").filter({ hasText: "Revoked Ada's Claude of ada" }).waitFor();
    expect((await pb.api("GET", "/api/v1/mcp/links?userId=ada")).body.links).toEqual([]);
    await page.close();
  });

  it("shows a developer only their own data, without the review page, and the server refuses them review as it refuses their key", async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    watch(context);
    const page = await signIn(context, developer.apiKey);
    const nav = page.getByRole("navigation", { name: "Console" });
    await expect(nav.getByRole("link", { name: "Review" }).count()).resolves.toBe(0);
    // Their plugin, not the admin's.
    await nav.getByRole("link", { name: "Plugins" }).click();
    await page.getByRole("link", { name: "Dev Weather" }).waitFor();
    await expect(page.getByText("Console CRM").count()).resolves.toBe(0);
    // Readable at 320 px: no page is wider than the screen.
    // Every page: no serious or critical accessibility violation (axe-core).
    for (const [section, heading] of [
      ["overview", "Overview"],
      ["plugins", "Plugins"],
      ["catalog", "Catalog"],
      ["users", "Users"],
      ["executions", "Executions"],
      ["approvals", "Approvals"],
      ["policies", "Policies"],
      ["audit", "Audit log"],
      ["triggers", "Triggers"],
      ["webhooks", "Webhooks"],
      ["mcp-links", "MCP links"],
      ["api-keys", "API keys"],
    ]) {
      await page.goto(`${pb.url}/console/#/${section}`);
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
      await page.getByText("Loading…").waitFor({ state: "detached" });
      const wide = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > 320).map((element) => `${element.tagName}.${element.className}:${Math.round(element.getBoundingClientRect().right)}`).slice(0, 8).join(" "));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${section} ${wide}`).toBeLessThanOrEqual(320);
      expect(await seriousViolations(page), section).toEqual([]);
    }
    await page.goto(`${pb.url}/console/#/plugins`);
    // The review URL shows their plugins instead.
    await page.goto(`${pb.url}/console/#/review`);
    await page.getByRole("heading", { name: "Plugins" }).waitFor();
    // The admin's executions are not theirs.
    await page.goto(`${pb.url}/console/#/executions`);
    await page.getByText("No executions match").waitFor();
    // The server refuses the admin-only route and another developer's plugin to this session (as to the key).
    const statusBefore = (await pb.api("GET", `/api/dashboard/plugins/${submissionId}`)).body.reviewStatus;
    const review = await fetchFromPage(page, `api/dashboard/plugins/${submissionId}/review`, { method: "POST", csrf: "session", body: { status: "declined" } });
    expect(review).toMatchObject({ status: 403, body: { code: "forbidden" } });
    const foreign = await fetchFromPage(page, `api/dashboard/plugins/${adminPluginId}`, { method: "GET" });
    expect(foreign.status).toBe(403);
    const keyAnswer = await pb.api("POST", `/api/dashboard/plugins/${submissionId}/review`, { status: "declined" }, { apiKey: developer.apiKey });
    expect(keyAnswer.status).toBe(review.status);
    expect((await pb.api("GET", `/api/dashboard/plugins/${submissionId}`)).body.reviewStatus).toBe(statusBefore);
    // Signing out ends the session: the cookie is gone and the API answers 401 to the page.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    expect(await context.cookies()).toEqual([]);
    const afterSignOut = await page.evaluate(async () => (await fetch("../api/v1/executions")).status);
    expect(afterSignOut).toBe(401);
    await context.close();
  });

  it("refuses a state-changing request without the session's CSRF token, or from another origin", async () => {
    const page = await open("mcp-links");
    const body = { userId: "csrf-user" };
    for (const csrf of ["none", "wrong"] as const) {
      const refused = await fetchFromPage(page, "api/v1/mcp/links", { method: "POST", csrf, body });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toContain("CSRF token is missing or wrong");
    }
    expect((await pb.api("GET", "/api/v1/mcp/links?userId=csrf-user")).body.links).toEqual([]);
    const accepted = await fetchFromPage(page, "api/v1/mcp/links", { method: "POST", csrf: "session", body });
    expect(accepted.status).toBe(201);
    // The same cookie and token sent from another origin are refused too.
    const cookie = (await admin.cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
    const token = (await fetchFromPage(page, "console/session", { method: "GET" })).body.csrfToken as string;
    const crossOrigin = await fetch(`${pb.url}/api/v1/mcp/links`, {
      method: "POST",
      headers: { cookie, "x-plugboard-csrf": token, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(crossOrigin.status).toBe(403);
    // An API key still works without any cookie or token.
    expect((await pb.api("POST", "/api/v1/mcp/links", body)).status).toBe(201);
    await page.close();
  });

  it("loaded nothing from another origin, raised no page error, and logged no key", () => {
    expect(requested.length).toBeGreaterThan(20);
    const foreign = requested.filter((url) => !url.startsWith(`${pb.url}/`) && !url.startsWith("data:"));
    expect(foreign).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(findLeakedSecrets(pb, [pb.apiKey, developer.apiKey])).toEqual([]);
  });
});

describe.skipIf(!hasChromium).each(testDatabases())("console sign-in with an ID token in Chromium on $name", (engine) => {
  let world: DashboardWorld;
  let browser: Browser;

  beforeAll(async () => {
    world = await startDashboardWorld(await engine.open());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await world?.close();
  });

  it("signs in with the identity provider's ID token, creates an API key shown once, and revokes it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${world.pb.url}/console/#/api-keys`);
    await page.getByLabel("ID token from your identity provider").fill(world.tokens.admin);
    await page.getByRole("button", { name: "Sign in with ID token" }).click();
    await page.getByRole("heading", { name: "API keys" }).waitFor();
    await page.getByLabel("Key name").fill("ci");
    await page.getByRole("button", { name: "Create API key" }).click();
    const key = await page.getByRole("textbox", { name: "New API key (shown once)" }).inputValue();
    expect(key).toMatch(/^nk_/);
    expect((await world.pb.api("GET", "/api/v1/executions", undefined, { apiKey: key })).status).toBe(200);
    const item = page.getByRole("listitem").filter({ hasText: "ci" });
    await item.getByRole("button", { name: /^Revoke ci/ }).click();
    await page.getByRole("status").filter({ hasText: "Revoked ci" }).waitFor();
    expect((await world.pb.api("GET", "/api/v1/executions", undefined, { apiKey: key })).status).toBe(401);
    await context.close();
  });
});
