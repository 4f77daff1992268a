// What each published package would contain: no tests or fixtures, types present, every export
// resolving to a packed file (publint), and the package loadable by both `import` and `require`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const PACKAGES = ["core", "providers", "server", "client", "ai", "console"];

function packedFiles(dir: string): string[] {
  const out = mkdtempSync(join(tmpdir(), "pack-"));
  try {
    const json = execFileSync("pnpm", ["pack", "--json", "--pack-destination", out], { cwd: dir, encoding: "utf8" });
    const start = json.indexOf("{");
    const result = JSON.parse(json.slice(start)) as { files: Array<{ path: string }> };
    return result.files.map((file) => file.path);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe.each(PACKAGES)("@plugboard/%s as published", (name) => {
  const dir = join(root, "packages", name);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

  it("packs no tests, fixtures or sources, and ships types", () => {
    const files = packedFiles(dir);
    expect(files).toContain("package.json");
    expect(files.filter((file) => /(\.test\.|\/test\/|fixtures|\/src\/)/.test(file))).toEqual([]);
    expect(files.some((file) => file.endsWith(".d.ts"))).toBe(true);
    expect(files.some((file) => file.endsWith(".d.cts"))).toBe(true);
  });

  it("passes publint", async () => {
    const { messages, pkg } = await publint({ pkgDir: dir, pack: "pnpm", level: "warning" });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it("loads through every export with import and require", () => {
    for (const [subpath, target] of Object.entries(manifest.exports as Record<string, unknown>)) {
      if (subpath === "./package.json" || typeof target !== "object") continue;
      const specifier = subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
      if (name === "ai" && (subpath === "./vercel" || subpath === "./langchain")) continue; // needs the optional peer `ai` / `@langchain/core`, covered by the ai tests
      const script = `import(${JSON.stringify(specifier)}).then((m) => { const c = require(${JSON.stringify(specifier)}); if (!Object.keys(m).length || !Object.keys(c).length) process.exit(2); })`;
      execFileSync(process.execPath, ["-e", script], { cwd: dir } /* a package may import itself by name */);
    }
  });
});
