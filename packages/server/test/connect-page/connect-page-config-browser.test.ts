import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";
import { createPlugin, startReturnPage } from "../oauth/oauth-fixtures.js";
import { storedCredential } from "../helpers/stored-credential.js";

if (!hasChromium) console.warn(`Hosted connect page config tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

const subdomain = { name: "subdomain", label: "Zendesk subdomain", description: "The part before .zendesk.com", pattern: "[a-z0-9][a-z0-9-]{0,62}" };

describe.skipIf(!hasChromium).each(testDatabases())("hosted connect page asks for per-connection config in Chromium on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let returnPage: { url: string; close(): Promise<void> };
  let browser: Browser;
  let keyPlugin: { id: string };

  beforeAll(async () => {
    returnPage = await startReturnPage();
    database = await engine.open();
    pb = await startPlugboard(database);
    keyPlugin = await createPlugin(pb, "config-desk", [{ type: "api_key", label: "API token", isDefault: true, config: { connection_config: [subdomain] } }], {
      name: "Help Desk",
      baseUrl: "https://{{config.subdomain}}.zendesk.test/api/v2",
    });
    await createPlugin(pb, "config-shop", [
      {
        type: "oauth2",
        label: "Sign in with Shop",
        isDefault: true,
        config: {
          authorize_url: "https://{{config.shop}}.myshopify.test/admin/oauth/authorize",
          token_url: "https://{{config.shop}}.myshopify.test/admin/oauth/access_token",
          client_id: "shop-client",
          client_secret: "shop-secret-19ab",
          connection_config: [{ name: "shop", label: "Shop name", pattern: "[a-z0-9][a-z0-9-]{0,59}" }],
        },
      },
    ]);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await database?.close();
    await returnPage?.close();
  });

  async function open(plugin: string, userId: string, extra: Record<string, unknown> = {}): Promise<Page> {
    const started = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin, redirectUrl: `${returnPage.url}/done`, authMethod: extra.authMethod ?? "api_key", ...extra });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const page = await browser.newPage();
    await page.goto(started.body.connectUrl);
    return page;
  }

  it("asks for the subdomain beside the key, refuses one that does not match (inline, field marked), then stores it", async () => {
    const page = await open("config-desk", "desk-1");
    const form = page.getByRole("region", { name: "API token" });
    await form.getByLabel("Zendesk subdomain").fill("acme.evil.test/");
    await form.getByLabel("API key").fill("zd-token-77c1");
    await form.getByRole("button", { name: "Connect" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor({ state: "visible" });
    expect(await alert.textContent()).toContain("Zendesk subdomain does not match");
    expect(await form.getByLabel("Zendesk subdomain").getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel("Zendesk subdomain").fill("acme");
    await form.getByRole("button", { name: "Connect" }).click();
    await page.waitForURL((url) => url.origin === returnPage.url && url.searchParams.get("status") === "success");
    const connection = await pb.context.prisma.connection.findFirstOrThrow({
      where: { developerId: pb.developerId, userId: "desk-1", pluginId: keyPlugin.id },
    });
    expect(connection.connectionConfig).toEqual({ subdomain: "acme" });
    expect((await storedCredential(pb.context, connection.id, "rest"))!.values).toEqual({ api_key: "zd-token-77c1" });
    await page.close();
  });

  it("pre-fills the value the developer gave at initiate", async () => {
    const page = await open("config-desk", "desk-2", { connectionConfig: { subdomain: "prefilled" } });
    expect(await page.getByLabel("Zendesk subdomain").inputValue()).toBe("prefilled");
    await page.close();
  });

  it("an OAuth method with a shop field sends the browser to the shop's own authorize URL", async () => {
    const started = await pb.api("POST", "/api/v1/connections/connect-link", { userId: "shop-1", plugin: "config-shop" });
    expect(started.status).toBe(200);
    const page = await browser.newPage();
    await page.route("https://acme.myshopify.test/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Shop</title><h1>Shop authorize</h1>" }));
    await page.goto(started.body.url);
    await page.getByLabel("Shop name").fill("acme");
    await page.getByRole("button", { name: /Continue to/ }).click();
    await page.waitForURL((url) => url.hostname === "acme.myshopify.test");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/admin/oauth/authorize");
    expect(url.searchParams.get("client_id")).toBe("shop-client");
    expect(await pb.context.prisma.pendingConnection.findFirst({ where: { userId: "shop-1" }, select: { connectionConfig: true } })).toEqual({ connectionConfig: { shop: "acme" } });
    await page.close();
  });
});
