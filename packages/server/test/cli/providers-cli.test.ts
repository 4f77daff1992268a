import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI, run } from "../helpers/run-cli.js";

// Each test starts node processes that open PGlite: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

/** Starts `plugboard serve`, resolves once it listens; returns a stop function. */
function serve(env: Record<string, string>): Promise<{ stop: () => Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "serve"], { env: { PATH: process.env.PATH ?? "", ...env } });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('"plugboard listening"')) {
        setTimeout(() => resolve({ stop: () => new Promise((done) => { child.once("close", done); child.kill("SIGTERM"); }) }), 100);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("close", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    // Never left running: a serve that does not listen in time is stopped and the test fails.
    setTimeout(() => {
      if (!output.includes('"plugboard listening"')) child.kill("SIGTERM");
    }, 180_000).unref();
  });
}

describe("plugboard providers", () => {
  let dataDir: string;
  const port = String(45_000 + (process.pid % 5_000));
  const env = () => ({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: "info" });

  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` (the root \`pnpm test\` builds first)`);
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-providers-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("lists and shows the catalog without a database", async () => {
    const empty = join(tmpdir(), `plugboard-no-db-${process.pid}`);
    const listed = await run(["providers", "list", "--category", "developer-tools"], { DATA_DIR: empty });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^github\s+GitHub\s+http\s+oauth2,bearer\s+\d+ tools\s+developer-tools$/m);
    const json = await run(["providers", "list", "--q", "github", "--json"], { DATA_DIR: empty });
    expect(JSON.parse(json.stdout).providers.map((provider: { id: string }) => provider.id)).toEqual(["github", "github-mcp"]);
    const shown = await run(["providers", "show", "github"], { DATA_DIR: empty });
    expect(shown.code, shown.stderr).toBe(0);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: "github", authModes: [{ type: "oauth2", config: { token_url: "https://github.com/login/oauth/access_token" } }, { type: "bearer" }] });
    expect(existsSync(empty)).toBe(false);
  });

  it.each([
    [["providers", "show", "nope"], /^plugboard: No provider named "nope"/],
    [["providers", "list", "--category", "toasters"], /^plugboard: --category: /],
    [["providers", "frob"], /^plugboard: unknown command "providers frob"/],
    [["providers", "install", "github", "--email", "ada@example.com", "--client-id", "c", "--client-secret-env", "NOT_SET_ANYWHERE"], /--client-secret-env: the environment variable NOT_SET_ANYWHERE is not set/],
    [["providers", "install", "github", "--email", "ada@example.com", "--base-url", "ftp://x"], /^plugboard: --base-url: must be an absolute http\(s\) URL/],
  ])("fails with one clear line: %j", async (args, message) => {
    const result = await run(args, env());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("installs a provider through the running serve, as the developer's submission", async () => {
    expect((await run(["migrate"], env())).code).toBe(0);
    const server = await serve(env());
    try {
      expect((await run(["developers", "create", "--email", "ada@example.com"], env())).code).toBe(0);
      const installed = await run(
        ["providers", "install", "github", "--email", "ada@example.com", "--auth-mode", "bearer", "--tool", "GET_AUTHENTICATED_USER", "--base-url", "https://github.example.com/api/v3", "--submit"],
        env(),
      );
      expect(installed.code, installed.stderr).toBe(0);
      expect(JSON.parse(installed.stdout)).toEqual({
        submission: expect.objectContaining({ slug: "github", reviewStatus: "pending_review", toolCount: 1 }),
        warnings: [],
      });
      const again = await run(["providers", "install", "github", "--email", "ada@example.com"], env());
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe('plugboard: slug: slug "github" is already taken');
    } finally {
      await server.stop();
    }
  });
});
