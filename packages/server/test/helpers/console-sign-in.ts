import type { Browser, BrowserContext } from "playwright-core";

/**
 * A browser context signed in to the console at `baseUrl` with `apiKey` (the session cookie is the
 * context's), landed on the Overview; `pageErrors` collects script errors of every page it opens.
 */
export async function consoleSignedIn(
  browser: Browser,
  options: { baseUrl: string; apiKey: string; pageErrors: string[]; viewport?: { width: number; height: number } },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1100, height: 900 } });
  context.on("page", (page) => page.on("pageerror", (error) => options.pageErrors.push(error.message)));
  const page = await context.newPage();
  await page.goto(`${options.baseUrl}/console`);
  await page.getByLabel("API key").fill(options.apiKey);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Overview" }).waitFor();
  await page.close();
  return context;
}
