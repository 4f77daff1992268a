import { readFileSync, readdirSync, existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROOT } from "./harness.js";

/** Workspace packages by name: their folder under packages/ and the workspace packages they depend on (any kind of dependency). */
function workspacePackages(): Map<string, { folder: string; uses: string[] }> {
  const packages = new Map<string, { folder: string; uses: string[] }>();
  for (const folder of readdirSync(`${ROOT}/packages`)) {
    const file = `${ROOT}/packages/${folder}/package.json`;
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    const all = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies, ...manifest.optionalDependencies };
    packages.set(manifest.name, { folder, uses: Object.entries(all).flatMap(([name, range]) => (String(range).startsWith("workspace:") ? [name] : [])) });
  }
  return packages;
}

describe("the Dockerfile", () => {
  // pnpm installs, builds and deploys the server with every workspace package it names (devDependencies too), so
  // each must be in the build stage; a missing one fails `pnpm deploy` deep inside the image build.
  it("copies the manifest and the sources of every workspace package the server depends on", () => {
    const packages = workspacePackages();
    const needed = new Set<string>();
    const visit = (name: string) => {
      if (needed.has(name)) return;
      needed.add(name);
      for (const used of packages.get(name)?.uses ?? []) visit(used);
    };
    visit("@plugboard/server");
    const dockerfile = readFileSync(`${ROOT}/Dockerfile`, "utf8");
    const missing = [...needed].flatMap((name) => {
      const folder = packages.get(name)!.folder;
      const manifest = new RegExp(`^COPY packages/${folder}/package\\.json packages/${folder}/$`, "m");
      const sources = new RegExp(`^COPY packages/${folder} packages/${folder}$`, "m");
      return manifest.test(dockerfile) && sources.test(dockerfile) ? [] : [`${name} (packages/${folder})`];
    });
    expect(needed.size).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
