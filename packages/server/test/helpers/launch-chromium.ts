import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium, which the browser tests drive. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Whether Chromium is installed (browser tests are skipped, with a message, when it is not). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Launches headless Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
