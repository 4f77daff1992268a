import { existsSync } from "node:fs";
import { join } from "node:path";
import { consoleAssetsDir } from "@plugboard/console";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe-violations.js";
import { consoleSignedIn } from "../helpers/console-sign-in.js";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

if (!hasChromium) console.warn(`Console browser tests skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium)`);

const tool = (slug: string, path: string) => ({ slug, name: slug, description: `Tool ${slug}`, method: "GET", path });
const HOUR = 3_600_000;

describe.skipIf(!hasChromium).each(testDatabases())("console overview in Chromium on $name", (engine) => {
  let pb: TestPlugboard;
  let upstream: Upstream;
  let browser: Browser;
  let context: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(consoleAssetsDir, "index.html"))) throw new Error("The console is not built: run `pnpm --filter @plugboard/console build` (pnpm test builds it)");
    upstream = await startUpstream();
    upstream.reply((request) => (request.path === "/fail" ? { status: 503, body: {} } : { body: { ok: true } }));
    pb = await startPlugboard(await engine.open());
    const noAuth = [{ type: "no_auth", label: "Public" }];
    const pluginId = await pb.createApprovedPlugin({ slug: "overview-crm", name: "Overview CRM", baseUrl: upstream.url, authMethods: noAuth, tools: [tool("CRM_LIST", "/list"), tool("CRM_BROKEN", "/fail")] });
    // A known set of executions over the last day: 2 hours ago 4 successes (10–40 ms), 1 refusal and 2 upstream errors; 20 hours ago 1 success.
    const ago = (hours: number, minutes: number) => new Date(Date.now() - hours * HOUR - minutes * 60_000);
    const row = (createdAt: Date, toolSlug: string, status: number, latencyMs: number) => ({
      developerId: pb.developerId,
      userId: "ada",
      toolSlug,
      pluginId,
      source: "manual",
      status,
      success: status >= 200 && status < 300,
      latencyMs,
      error: status >= 200 && status < 300 ? null : "failed",
      createdAt,
    });
    await pb.context.prisma.executionLog.createMany({
      data: [
        row(ago(2, 0), "CRM_LIST", 200, 10),
        row(ago(2, 0), "CRM_LIST", 200, 20),
        row(ago(2, 0), "CRM_LIST", 200, 30),
        row(ago(2, 0), "CRM_LIST", 200, 40),
        row(ago(2, 0), "CRM_LIST", 404, 15),
        row(ago(2, 0), "CRM_BROKEN", 503, 300),
        row(ago(2, 0), "CRM_BROKEN", 0, 900),
        row(ago(20, 0), "CRM_LIST", 200, 25),
      ],
    });
    browser = await launchChromium();
    context = await consoleSignedIn(browser, { baseUrl: pb.url, apiKey: pb.apiKey, pageErrors });
  });

  afterAll(async () => {
    await browser?.close();
    await pb?.close();
    await upstream?.close();
  });

  /** The numbers each chart segment names (its link's label: "<bucket>: <count> <series>"), summed per series. */
  const chartSums = (page: Page) =>
    page.getByRole("group", { name: "Executions by outcome" }).getByRole("link").evaluateAll((links) => {
      const sums: Record<string, number> = {};
      for (const link of links) {
        const match = /: (\d+) (.+)$/.exec(link.getAttribute("aria-label") ?? "");
        if (match) sums[match[2]!] = (sums[match[2]!] ?? 0) + Number(match[1]);
      }
      return sums;
    });

  it("opens on the overview, whose chart shows the numbers the metrics route returns for a known set of executions", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/`);
    await page.getByRole("heading", { name: "Overview" }).waitFor();
    await page.getByRole("group", { name: "Executions by outcome" }).waitFor();
    // The same window as the page (24 hours ending on the next whole hour), read from the API.
    const until = Math.ceil(Date.now() / HOUR) * HOUR;
    const { body } = await pb.api("GET", `/api/v1/metrics/executions?since=${new Date(until - 24 * HOUR).toISOString()}&until=${new Date(until).toISOString()}&bucket=1h`);
    expect(body.totals).toMatchObject({ total: 8, success: 5, refused: 1, upstreamError: 2 });
    expect(await chartSums(page)).toEqual({ success: body.totals.success, refused: body.totals.refused, "upstream error": body.totals.upstreamError });
    // The bucket two hours ago holds 4 successes, 1 refusal and 2 errors, as the route says.
    const busy = body.buckets.find((bucket: { total: number }) => bucket.total === 7);
    const labels = await page.getByRole("group", { name: "Executions by outcome" }).getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("aria-label")));
    const title = labels.find((label) => label?.endsWith(`${busy.success} success`));
    expect(title).toBeDefined();
    // Totals, latency dots (p95 of the busy hour) and the rankings.
    await expect(page.getByRole("link", { name: "8 executions", exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "2 upstream errors", exact: true }).count()).resolves.toBe(1);
    const dots = await page.getByRole("group", { name: "Latency" }).locator("circle title").allTextContents();
    expect(dots.some((text) => text.endsWith(`p95 ${Math.round(busy.p95LatencyMs)} ms`))).toBe(true);
    // CRM_BROKEN is among the top tools by calls and by errors.
    await expect(page.getByRole("link", { name: "overview-crm / CRM_BROKEN", exact: true }).count()).resolves.toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    // `PLUGBOARD_CONSOLE_SCREENSHOTS=1` refreshes docs/console-overview.png.
    if (process.env.PLUGBOARD_CONSOLE_SCREENSHOTS && engine.name === "pglite") await page.screenshot({ path: join(process.cwd(), "docs/console-overview.png"), fullPage: true });
    await page.close();
  });

  it("clicking the error bar opens the executions page filtered to that hour and outcome", async () => {
    const page = await context.newPage();
    await page.goto(`${pb.url}/console/#/overview`);
    const errors = page.getByRole("group", { name: "Executions by outcome" }).getByRole("link", { name: /2 upstream error$/ });
    await errors.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Executions" }).waitFor();
    expect(page.url()).toContain("outcome=upstream_error");
    await page.getByRole("cell", { name: "overview-crm / CRM_BROKEN" }).first().waitFor();
    const tools = await page.getByRole("row").allTextContents();
    // A header row and the two upstream errors of that hour, nothing else.
    expect(tools).toHaveLength(3);
    expect(tools.slice(1).every((text) => text.includes("CRM_BROKEN"))).toBe(true);
    await expect(page.getByLabel("Outcome").inputValue()).resolves.toBe("upstream_error");
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("switches to the last hour and the last 7 days, fits 320 px and follows dark mode", async () => {
    const narrow = await browser.newContext({ viewport: { width: 320, height: 800 }, colorScheme: "dark", storageState: await context.storageState() });
    narrow.on("page", (page) => page.on("pageerror", (error) => pageErrors.push(error.message)));
    const page = await narrow.newPage();
    await page.goto(`${pb.url}/console/#/overview`);
    await page.getByRole("group", { name: "Executions by outcome" }).waitFor();
    await page.getByLabel("Last hour").check();
    await page.getByRole("link", { name: "0 executions" }).waitFor();
    await page.getByLabel("Last 7 days").check();
    await page.getByRole("link", { name: "8 executions", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor || getComputedStyle(document.documentElement).backgroundColor);
    const [red, green, blue] = (background.match(/\d+/g) ?? ["255", "255", "255"]).map(Number);
    expect(red! + green! + blue!).toBeLessThan(150);
    expect(await seriousViolations(page)).toEqual([]);
    await narrow.close();
    expect(pageErrors).toEqual([]);
  });
});
