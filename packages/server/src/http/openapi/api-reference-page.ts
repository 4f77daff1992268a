import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getHtmlDocument } from "@scalar/core/libs/html-rendering";

let bundle: string | undefined;

/**
 * Scalar's API reference bundle (`@scalar/api-reference/browser/standalone.js`), read from
 * node_modules once: the page loads it from this server, never from a CDN, so it works offline.
 */
export function apiReferenceScript(): string {
  bundle ??= readFileSync(createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js"), "utf8");
  return bundle;
}

/**
 * The HTML of the API reference page: Scalar rendering the OpenAPI document at `documentUrl`, with the
 * script at `scriptUrl` and without Scalar's web fonts (so nothing is fetched from another origin).
 *
 * @example
 * apiReferencePage({ documentUrl: "/api/v1/openapi.json", scriptUrl: "/api/v1/docs/standalone.js" });
 */
export function apiReferencePage(options: { documentUrl: string; scriptUrl: string }): string {
  return getHtmlDocument({
    url: options.documentUrl,
    cdn: options.scriptUrl,
    pageTitle: "Plugboard API reference",
    withDefaultFonts: false,
  });
}
