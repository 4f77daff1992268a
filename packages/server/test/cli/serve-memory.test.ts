import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchPostgresDatabase } from "../helpers/test-database.js";

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const MB = 1024 * 1024;

/** VmRSS (resident now) and VmHWM (peak since start) of a process, in bytes. */
function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]) * 1024;
  return { rss: kilobytes("VmRSS"), peak: kilobytes("VmHWM") };
}

/**
 * Runs `plugboard serve` until it has answered one authenticated request, and returns its memory at
 * that point (the database opened, migrated and queried once).
 */
async function memoryAfterStart(env: Record<string, string>): Promise<{ rss: number; peak: number }> {
  const key = "nk_memory_test_0123456789";
  const child = spawn(process.execPath, [CLI, "serve"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      LOG_LEVEL: "info",
      PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "memory@example.com",
      PLUGBOARD_BOOTSTRAP_API_KEY: key,
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        const listening = output.split("\n").find((line) => line.includes('"plugboard listening"'));
        if (listening) resolve(JSON.parse(listening).port);
      });
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      void exited.then((code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    });
    const listed = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status).toBe(200);
    return residentMemory(child.pid!);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

describe("memory of plugboard serve (issue #15 and #28 targets)", () => {
  let dataDir: string;
  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` (the root \`pnpm test\` builds first)`);
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-memory-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("on a new embedded DATA_DIR: within 300 MB RSS after start, without the ~875 MB peak of creating the database in process", async () => {
    const { rss, peak } = await memoryAfterStart({ DATA_DIR: join(dataDir, "embedded") });
    expect(rss / MB).toBeLessThanOrEqual(300);
    expect(peak / MB).toBeLessThanOrEqual(400);
  }, 300_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL: within 130 MB RSS after start (PGlite is never loaded; the young generation capped)", async () => {
    const scratch = await createScratchPostgresDatabase();
    try {
      const { peak } = await memoryAfterStart({ DATABASE_URL: scratch.url, DATA_DIR: join(dataDir, "postgres") });
      expect(peak / MB).toBeLessThanOrEqual(130);
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
