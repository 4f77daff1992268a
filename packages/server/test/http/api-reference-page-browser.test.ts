import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, launchChromium } from "../helpers/launch-chromium.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";

describe("the API reference page at /api/v1/docs", () => {
  let database: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    database = await openTestDatabase();
    pb = await startPlugboard(database);
  }, 180_000);
  afterAll(async () => {
    await pb?.close();
    await database?.close();
  });

  it("answers 200 HTML without an API key, loading its script from this server", async () => {
    const response = await fetch(`${pb.url}/api/v1/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Plugboard API reference</title>");
    expect(html).toContain('<script src="/api/v1/docs/standalone.js">');
    expect(html).toContain('"url": "/api/v1/openapi.json"');
    expect(html).not.toMatch(/src="https?:/);
    const script = await fetch(`${pb.url}/api/v1/docs/standalone.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it.skipIf(!hasChromium)("renders the operations of the OpenAPI document in a browser, fetching nothing from another origin", async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const page = await browser.newPage();
      const elsewhere: string[] = [];
      const origin = new URL(pb.url).origin;
      page.on("request", (request) => {
        if (!request.url().startsWith(origin) && !request.url().startsWith("data:") && !request.url().startsWith("blob:")) elsewhere.push(request.url());
      });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${pb.url}/api/v1/docs`);
      await page.getByText("Execute a tool for an end-user").first().waitFor({ timeout: 60_000 });
      expect(elsewhere).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser?.close();
    }
  }, 120_000);
});
