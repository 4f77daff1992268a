import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServeProcess } from "../helpers/serve-process.js";

// Each test starts a `plugboard serve` process that opens PGlite: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

/** Every entry under `root` (itself included) with its permission bits. */
function modesUnder(root: string): Array<{ path: string; mode: number; directory: boolean }> {
  const entries: Array<{ path: string; mode: number; directory: boolean }> = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    entries.push({ path, mode: stats.mode & 0o777, directory: stats.isDirectory() });
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return entries;
}

const octal = (mode: number) => mode.toString(8).padStart(4, "0");
const openToOthers = (root: string) => modesUnder(root).filter((entry) => (entry.mode & 0o077) !== 0).map((entry) => `${octal(entry.mode)} ${entry.path}`);

describe("the embedded data directory is the server user's alone", () => {
  let parent: string;
  let dataDir: string;
  const previousUmask = process.umask(0o022);

  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), "plugboard-modes-"));
    dataDir = join(parent, "data");
  });
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(parent, { recursive: true, force: true });
  });

  it("a new data directory is 0700 and no file under it is group- or other-accessible, with umask 0022", async () => {
    const server = await startServeProcess({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const entries = modesUnder(dataDir);
      expect(entries.length).toBeGreaterThan(100);
      expect(entries.map((entry) => entry.path)).toEqual(expect.arrayContaining([join(dataDir, "encryption.key"), join(dataDir, "control.json"), join(dataDir, "db.lock")]));
      expect(entries[0]).toMatchObject({ path: dataDir, mode: 0o700 });
      expect(openToOthers(dataDir)).toEqual([]);
      expect(server.output()).not.toContain("permissions repaired");
    } finally {
      server.signal("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  });

  it("an existing directory with 0666 files and 0777 directories is repaired at start, and the log says so", async () => {
    for (const entry of modesUnder(dataDir)) chmodSync(entry.path, entry.directory ? 0o777 : 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);
    const server = await startServeProcess({ DATA_DIR: dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      const line = server.output().split("\n").find((entry) => entry.includes("data directory permissions repaired"));
      expect(line).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ level: "warn", dataDir, entries: expect.any(Number) });
      expect(JSON.parse(line!).entries).toBeGreaterThan(100);
    } finally {
      server.signal("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  });
});
