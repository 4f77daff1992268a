import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";
import { createPlugin, oauthMethod, startProvider, startReturnPage, type MockProvider } from "../oauth/oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

if (!hasChromium) console.warn(`Hosted connect page browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("hosted connect page in Chromium on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let provider: MockProvider;
  let returnPage: { url: string; close(): Promise<void> };
  let browser: Browser;
  const plugins: Record<string, { id: string; methods: Record<string, string> }> = {};
  const pageErrors: string[] = [];

  beforeAll(async () => {
    provider = await startProvider();
    returnPage = await startReturnPage();
    database = await engine.open();
    pb = await startPlugboard(database);
    plugins.key = await createPlugin(pb, "browser-key", [{ type: "api_key", label: "API key", isDefault: true }], {
      name: "Acme Issues",
      description: "Track issues and projects for your team.",
    });
    plugins.all = await createPlugin(
      pb,
      "browser-all",
      [
        { type: "api_key", label: "API key", isDefault: true },
        oauthMethod(provider, {}, { isDefault: false, label: "Sign in with Acme" }),
        { type: "service_account", label: "Service account" },
        { type: "no_auth", label: "Public data only" },
      ],
      { name: "Acme Cloud", description: "Deployments, logs and metrics of your Acme Cloud projects." },
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await database?.close();
    await provider?.close();
    await returnPage?.close();
  });

  async function connectUrl(plugin: string, userId: string, authMethod?: string): Promise<string> {
    const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", {
      userId,
      plugin,
      redirectUrl: `${returnPage.url}/integrations?app=1`,
      ...(authMethod ? { authMethod } : {}),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.connectUrl;
  }

  async function openPage(url: string, width = 1024): Promise<Page> {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("console", (message) => {
      // A refused request (the intentional 400 of an empty form) is not a page error; a CSP violation is.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) pageErrors.push(message.text());
    });
    await page.goto(url);
    return page;
  }

  const landedWith = (page: Page, status: string) =>
    page.waitForURL((url) => url.origin === returnPage.url && url.searchParams.get("status") === status, { timeout: 10_000 });

  const connectionOf = (userId: string, pluginId: string) =>
    pb.context.prisma.connection.findUnique({ where: { developerId_userId_pluginId_accountLabel: { developerId: pb.developerId, userId, pluginId, accountLabel: "default" } } });

  it("fills and submits the API key form, then lands on the return URL with status=success", async () => {
    const page = await openPage(await connectUrl("browser-key", "b-key"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Connect Acme Issues");
    await page.getByRole("region", { name: "API key" }).getByLabel("API key").fill("sk_browser_5e1d");
    await page.getByRole("button", { name: "Connect" }).click();
    await landedWith(page, "success");
    expect(new URL(page.url()).searchParams.get("app")).toBe("1");
    expect(await page.textContent("h1")).toBe("Back in the app");
    const connection = await connectionOf("b-key", plugins.key!.id);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({ api_key: "sk_browser_5e1d" });
    await page.close();
  });

  it("shows a missing field inline, focuses it, and works with the keyboard only", async () => {
    const page = await openPage(await connectUrl("browser-key", "b-keyboard"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("m0-api_key");
    await page.keyboard.press("Enter");
    const alert = page.getByRole("alert");
    await alert.waitFor({ state: "visible" });
    expect(await alert.textContent()).toBe("Enter the API key.");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("m0-api_key");
    expect(await page.getAttribute("#m0-api_key", "aria-invalid")).toBe("true");
    await page.keyboard.type("sk_keyboard_77aa");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Connect");
    await page.keyboard.press("Enter");
    await landedWith(page, "success");
    const connection = await connectionOf("b-keyboard", plugins.key!.id);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({ api_key: "sk_keyboard_77aa" });
    await page.close();
  });

  it("a used link: a second tab shows it inline, and opening the link again shows a page saying so", async () => {
    const url = await connectUrl("browser-key", "b-once");
    const [first, second] = [await openPage(url), await openPage(url)];
    await first.getByRole("region", { name: "API key" }).getByLabel("API key").fill("sk_once_first");
    await first.getByRole("button", { name: "Connect" }).click();
    await landedWith(first, "success");
    await second.getByRole("region", { name: "API key" }).getByLabel("API key").fill("sk_once_second");
    await second.getByRole("button", { name: "Connect" }).click();
    const alert = second.getByRole("alert");
    await alert.waitFor({ state: "visible" });
    expect(await alert.textContent()).toContain("This connect link was already used");
    expect(new URL(second.url()).pathname).toBe("/connect/browser-key");
    const again = await second.goto(url);
    expect(again?.status()).toBe(410);
    expect(await second.getByRole("heading", { level: 1 }).textContent()).toBe("This link cannot be used");
    expect(await second.getByRole("alert").textContent()).toContain("already used to connect your account");
    const connection = await connectionOf("b-once", plugins.key!.id);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({ api_key: "sk_once_first" });
    await first.close();
    await second.close();
  });

  it("connects a no_auth method with its plain button", async () => {
    const page = await openPage(await connectUrl("browser-all", "b-none", "no_auth"));
    expect(await page.locator("form").count()).toBe(1);
    await page.getByRole("button", { name: "Connect" }).click();
    await landedWith(page, "success");
    expect((await connectionOf("b-none", plugins.all!.id))?.authMethodId).toBe(plugins.all!.methods.no_auth);
    await page.close();
  });

  it("the OAuth button goes through the provider and back with status=success", async () => {
    const page = await openPage(await connectUrl("browser-all", "b-oauth"));
    await page.getByRole("button", { name: "Continue to Acme Cloud" }).click();
    await landedWith(page, "success");
    const connection = await connectionOf("b-oauth", plugins.all!.id);
    expect(connection?.authMethodId).toBe(plugins.all!.methods.oauth2);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values.access_token).toBe(provider.issued.at(-1)!.access_token);
    await page.close();
  });

  it("a service account JSON that is not an object is explained inline", async () => {
    const page = await openPage(await connectUrl("browser-all", "b-sa", "service_account"));
    const area = page.getByLabel("Service account credentials (JSON)");
    await area.fill("not json");
    await page.getByRole("button", { name: "Connect" }).click();
    await page.getByRole("alert").waitFor({ state: "visible" });
    expect(await page.getByRole("alert").textContent()).toContain("JSON object");
    await area.fill(JSON.stringify({ access_token: "sa_browser_token", project_id: "p-1" }));
    await page.getByRole("button", { name: "Connect" }).click();
    await landedWith(page, "success");
    const connection = await connectionOf("b-sa", plugins.all!.id);
    expect((await storedCredential(pb.context, connection!.id, "rest"))!.values).toEqual({ access_token: "sa_browser_token", project_id: "p-1" });
    await page.close();
  });

  it("fits a 375 px phone screen without horizontal scrolling, and runs without script or CSP errors", async () => {
    const page = await openPage(await connectUrl("browser-all", "b-phone"), 375);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const button = await page.getByRole("button", { name: "Continue to Acme Cloud" }).boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: "/tmp/connect-page.png", fullPage: true });
    await page.close();
    expect(pageErrors, pageErrors.join("\n")).toEqual([]);
  });
});
