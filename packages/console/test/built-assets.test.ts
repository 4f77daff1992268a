import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { consoleAssetsDir } from "../assets-dir.js";

const built = existsSync(join(consoleAssetsDir, "index.html"));

describe("the built console (what @plugboard/server serves at /console)", () => {
  it("exists (pnpm test builds it first)", () => {
    expect(built, "run `pnpm --filter @plugboard/console build`").toBe(true);
  });

  it.runIf(built)("loads one script and one stylesheet by relative URL, with no inline script or style and nothing from another origin", () => {
    const html = readFileSync(join(consoleAssetsDir, "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toMatch(/src="\.\/assets\/[\w-]+\.js"/);
    expect(scripts[0]![2]).toBe("");
    expect(html).not.toMatch(/<style\b|\sstyle="/);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\.\/assets\/[\w-]+\.css">/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it.runIf(built)("fetches only relative URLs: the bundle names no other origin to load from", () => {
    const assets = readdirSync(join(consoleAssetsDir, "assets"));
    const script = readFileSync(join(consoleAssetsDir, "assets", assets.find((name) => name.endsWith(".js"))!), "utf8");
    const css = readFileSync(join(consoleAssetsDir, "assets", assets.find((name) => name.endsWith(".css"))!), "utf8");
    expect(css).not.toMatch(/url\(|@import/);
    // No URL literal the page could load (documentation examples in placeholders are example.com).
    const origins = new Set([...script.matchAll(/https?:\/\/[\w.-]+/g)].map((match) => match[0]));
    for (const origin of origins) expect(origin, origin).toMatch(/example\.com$|w3\.org$/);
  });

  it.runIf(built)("stays within its size budget: script ≤ 32 kB and stylesheet ≤ 4 kB gzipped (docs/console.md reports the sizes)", () => {
    const assets = readdirSync(join(consoleAssetsDir, "assets"));
    const gzipped = (suffix: string) => gzipSync(readFileSync(join(consoleAssetsDir, "assets", assets.find((name) => name.endsWith(suffix))!))).length;
    expect(gzipped(".js")).toBeLessThanOrEqual(32 * 1024);
    expect(gzipped(".css")).toBeLessThanOrEqual(4 * 1024);
  });
});
