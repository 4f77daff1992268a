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

if (!hasChromium) console.warn(`Console browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

describe.skipIf(!hasChromium).each(testDatabases())("console catalog in Chromium on $name", (engine) => {
  let pb: TestPlugboard;
  let browser: Browser;
  let admin: BrowserContext;
  let developer: { id: string; apiKey: string };
  const pageErrors: string[] = [];

  const signedIn = (apiKey: string) => consoleSignedIn(browser, { baseUrl: pb.url, apiKey, pageErrors });

  beforeAll(async () => {
    if (!existsSync(join(consoleAssetsDir, "index.html"))) throw new Error("The console is not built: run `pnpm --filter @plugboard/console build` (pnpm test builds it)");
    pb = await startPlugboard(await engine.open());
    developer = await pb.newDeveloper(`catalog-dev-${Date.now()}@test.local`);
    browser = await launchChromium();
    admin = await signedIn(pb.apiKey);
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
  });

  it("browses by category and search, shows a provider's auth modes, scopes, settings, tools and sources; a developer's install with an OAuth app reaches the admin's review", async () => {
    const context = await signedIn(developer.apiKey);
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/catalog`);
    await page.getByRole("heading", { name: "Catalog" }).waitFor();
    await page.getByRole("link", { name: "Stripe", exact: true }).waitFor();
    const search = page.getByRole("form", { name: "Search the catalog" });
    await search.getByLabel("Category").selectOption("project-management");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Stripe", exact: true }).waitFor({ state: "detached" });
    await search.getByLabel("Search").fill("linear");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Linear", exact: true }).click();
    await page.getByRole("heading", { name: "Linear", exact: true }).waitFor();
    const detail = (await pb.api("GET", "/api/v1/providers/linear")).body;
    await page.getByText("OAuth 2.0", { exact: true }).first().waitFor();
    await page.getByText(`${detail.authModes[0].scopes.length} scopes`).click();
    await page.getByText("issues:create", { exact: true }).waitFor();
    await expect(page.getByRole("table", { name: "Tools of Linear" }).getByRole("row").count()).resolves.toBe(detail.tools.length + 1);
    await page.getByRole("link", { name: detail.sources[0], exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // `PLUGBOARD_CONSOLE_SCREENSHOTS=1` refreshes docs/console-catalog.png.
    if (process.env.PLUGBOARD_CONSOLE_SCREENSHOTS && engine.name === "pglite") await page.screenshot({ path: join(process.cwd(), "docs/console-catalog.png"), fullPage: true });

    const install = page.getByRole("form", { name: "Install Linear" });
    await install.getByLabel("OAuth client ID").fill("linear-client-id");
    await install.getByLabel("OAuth client secret").fill("linear-client-secret-1");
    await install.getByRole("button", { name: "Install Linear" }).click();
    // Straight to the installed plugin, waiting for review.
    await page.waitForURL(/#\/plugins\/[0-9a-f-]+$/);
    const pluginId = decodeURIComponent(page.url().split("/").at(-1)!);
    const plugin = (await pb.api("GET", `/api/dashboard/plugins/${pluginId}`)).body;
    expect(plugin).toMatchObject({ slug: "linear", reviewStatus: "pending_review" });
    expect(JSON.stringify(plugin)).not.toContain("linear-client-secret-1");
    await context.close();

    const review = await admin.newPage();
    await review.goto(`${pb.url}/console/#/review`);
    await review.getByRole("article", { name: /Linear/ }).waitFor();
    await review.close();
    expect(pageErrors).toEqual([]);
  });
});
