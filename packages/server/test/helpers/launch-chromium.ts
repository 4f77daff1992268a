import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, which the browser tests drive with playwright-core. */
export const CHROMIUM = "/usr/bin/chromium";

/** Whether {@link CHROMIUM} is installed (`apt-get install -y chromium`); browser tests skip otherwise. */
export const hasChromium = existsSync(CHROMIUM);

/**
 * Launches headless Chromium with the flags of GUIDE.md (no sandbox, no GPU, no background traffic).
 *
 * @example
 * const browser = await launchChromium();
 * const page = await browser.newPage();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
