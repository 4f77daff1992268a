import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI, run } from "../helpers/run-cli.js";

// Each test starts node processes that open PGlite: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

/** Starts `plugboard serve`, resolves once it listens; returns its output so far and a stop function. */
function serve(env: Record<string, string>): Promise<{ output: () => string; stop: () => Promise<number | null> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, "serve"], { env: { PATH: process.env.PATH ?? "", ...env } });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('"plugboard listening"')) {
        // the banner follows the listening line in the same tick
        setTimeout(() => resolve({ output: () => output, stop: () => new Promise((done) => { child.once("close", done); child.kill("SIGTERM"); }) }), 100);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("close", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

// Each test runs the built CLI in child processes: generous, for a loaded CI machine.
describe("the plugboard command", { timeout: 90_000 }, () => {
  let dataDir: string;
  const port = String(40_000 + (process.pid % 5_000));
  const env = () => ({ DATA_DIR: dataDir, PORT: port, LOG_LEVEL: "info" });

  beforeAll(() => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`pnpm build\` (the root \`pnpm test\` builds first)`);
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-cli-"));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrate applies the migrations once, then nothing", async () => {
    const first = await run(["migrate"], env());
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^\d{14}_init$/m);
    const second = await run(["migrate"], env());
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe("No pending migrations");
  });

  it("creates (or finds) developers and prints them as JSON", async () => {
    const created = await run(["developers", "create", "--email", "Ada@Example.com", "--admin"], env());
    expect(created.code, created.stderr).toBe(0);
    const developer = JSON.parse(created.stdout);
    expect(developer).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: "ada@example.com", role: "admin" });
    const again = await run(["developers", "create", "--email", "ada@example.com"], env());
    expect(JSON.parse(again.stdout).id).toBe(developer.id);
  });

  it("creates an API key and prints it alone on the last line; the key works", async () => {
    const created = await run(["keys", "create", "--email", "ada@example.com", "--name", "ci"], env());
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.trim().split("\n").at(-1)!;
    expect(key).toMatch(/^nk_[A-Za-z0-9_-]{20,}$/);

    const server = await serve(env());
    try {
      expect(server.output()).not.toContain("Admin API key");
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      const listed = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers });
      expect(listed.status).toBe(200);
      const submitted = await fetch(`http://127.0.0.1:${port}/api/v1/submissions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ slug: "cli-plugin", name: "CLI plugin", baseUrl: "https://api.example.com", submitForReview: true }),
      });
      expect(submitted.status).toBe(201);
      expect(server.output()).not.toContain(key);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    const reviewed = await run(["plugins", "review", "cli-plugin", "--status", "approved"], env());
    expect(reviewed.code, reviewed.stderr).toBe(0);
    expect(JSON.parse(reviewed.stdout)).toEqual({ id: expect.any(String), slug: "cli-plugin", reviewStatus: "approved" });

    const again = await serve(env());
    try {
      const listed = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
      expect((await listed.json()).plugins.map((plugin: { slug: string }) => plugin.slug)).toEqual(["cli-plugin"]);
    } finally {
      await again.stop();
    }
  });

  it("changes data while serve runs on the same embedded database: review, developers, keys, through the server", async () => {
    const server = await serve(env());
    try {
      const admin = (await run(["keys", "create", "--email", "ada@example.com"], env())).stdout.trim().split("\n").at(-1)!;
      const headers = { authorization: `Bearer ${admin}`, "content-type": "application/json" };
      const submitted = await fetch(`http://127.0.0.1:${port}/api/v1/submissions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ slug: "served-plugin", name: "Served plugin", baseUrl: "https://api.example.com", submitForReview: true }),
      });
      expect(submitted.status).toBe(201);

      const reviewed = await run(["plugins", "review", "served-plugin", "--status", "approved"], env());
      expect(reviewed.code, reviewed.stderr).toBe(0);
      expect(reviewed.stderr).toBe("");
      expect(JSON.parse(reviewed.stdout)).toEqual({ id: expect.any(String), slug: "served-plugin", reviewStatus: "approved" });
      // The running server sees the approval at once.
      const listed = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers });
      expect((await listed.json()).plugins.map((plugin: { slug: string }) => plugin.slug)).toContain("served-plugin");

      const developer = await run(["developers", "create", "--email", "Grace@Example.com"], env());
      expect(developer.code, developer.stderr).toBe(0);
      expect(JSON.parse(developer.stdout)).toEqual({ id: expect.any(String), email: "grace@example.com", role: "developer" });
      const key = await run(["keys", "create", "--email", "grace@example.com"], env());
      expect(key.code, key.stderr).toBe(0);
      const graceKey = key.stdout.trim().split("\n").at(-1)!;
      expect(graceKey).toMatch(/^nk_/);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${graceKey}` } })).status).toBe(200);

      // Failures keep their one line, as without a server.
      const missing = await run(["plugins", "review", "nothing-here", "--status", "approved"], env());
      expect(missing.code).toBe(1);
      expect(missing.stderr.trim()).toBe('plugboard: No plugin named "nothing-here"');
      // The control file that lets the command line in is private to the user running serve.
      expect(statSync(join(dataDir, "control.json")).mode & 0o777).toBe(0o600);
      expect(server.output()).not.toContain(graceKey);
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dataDir, "control.json"))).toBe(false);
  });

  it("says there is no database instead of creating one, and creates nothing", async () => {
    const empty = join(tmpdir(), `plugboard-none-${process.pid}`);
    const result = await run(["plugins", "review", "cli-plugin", "--status", "approved"], { DATA_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `plugboard: no Plugboard database in ${empty} (DATA_DIR); run the command with the DATA_DIR (or DATABASE_URL) of your \`plugboard serve\`, or create one with \`plugboard migrate\``,
    );
    expect(existsSync(empty)).toBe(false);
  });

  it("imports an OpenAPI document as the developer's submission and prints it with its warnings", async () => {
    const petstore = createRequire(import.meta.url).resolve("@readme/oas-examples/3.0/yaml/petstore.yaml");
    const imported = await run(["plugins", "import", petstore, "--slug", "cli-petstore", "--email", "ada@example.com", "--tag", "pet", "--submit"], env());
    expect(imported.code, imported.stderr).toBe(0);
    const result = JSON.parse(imported.stdout);
    expect(result.submission).toMatchObject({ slug: "cli-petstore", name: "Swagger Petstore", reviewStatus: "pending_review", toolCount: 7 });
    expect(result.warnings).toContainEqual({ operation: "uploadFile", reason: expect.stringContaining("multipart/form-data") });
    const again = await run(["plugins", "import", petstore, "--slug", "cli-petstore", "--email", "ada@example.com"], env());
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('plugboard: slug: slug "cli-petstore" is already taken');
  });

  it.each([
    [["plugins", "import", "/nonexistent/openapi.yaml", "--slug", "x", "--email", "ada@example.com"], /cannot read \/nonexistent\/openapi.yaml: ENOENT/],
    [["plugins", "import", fileURLToPath(import.meta.url), "--slug", "x", "--email", "ada@example.com"], /document: (is neither JSON nor valid YAML|is not an OpenAPI document)/],
    [["plugins", "import", "-", "--slug", "Bad Slug", "--email", "ada@example.com"], /--slug: slug must use lowercase letters/],
    [["keys", "create", "--email", "nobody@example.com"], /no developer with e-mail nobody@example.com/],
    [["plugins", "review", "missing", "--status", "approved"], /No plugin named "missing"/],
    [["plugins", "review", "cli-plugin", "--status", "maybe"], /--status must be approved, declined or revision_requested/],
    [["frobnicate"], /unknown command "frobnicate"/],
  ])("fails with one clear line on stderr: %j", async (args, message) => {
    const result = await run(args, env());
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("names a bad setting and stops", async () => {
    const result = await run(["serve"], { ...env(), ENCRYPTION_KEY: "not-hex" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^plugboard: ENCRYPTION_KEY: must be 64 hexadecimal characters/);
    expect(result.stderr).not.toContain("not-hex");
    const url = await run(["migrate"], { ...env(), DATABASE_URL: "mysql://root:hunter2@localhost/db" });
    expect(url.code).toBe(1);
    expect(url.stderr).toMatch(/DATABASE_URL/);
    expect(url.stderr).not.toContain("hunter2");
  });

  it("prints the URL, a ready admin key and a curl line on the first start in development", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "plugboard-first-"));
    try {
      const server = await serve({ DATA_DIR: fresh, PORT: port });
      try {
        const output = server.output();
        expect(output).toContain(`Plugboard is running at http://localhost:${port}`);
        expect(output).toContain("Admin developer: admin@localhost");
        const key = /Admin API key \(shown once, keep it\): (nk_\S+)/.exec(output)?.[1];
        expect(key).toBeDefined();
        expect(output).toContain(`curl -H "Authorization: Bearer ${key}" http://localhost:${port}/api/v1/plugins`);
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ plugins: [], nextCursor: null, hasMore: false });
        // The banner names the console, which the built server serves.
        expect(output).toContain(`Console: http://localhost:${port}/console/ (sign in with the key above)`);
        const page = await fetch(`http://127.0.0.1:${port}/console/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("<title>Plugboard console</title>");
        const session = await fetch(`http://127.0.0.1:${port}/console/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ apiKey: key }) });
        expect(session.status).toBe(200);
        expect(session.headers.get("set-cookie")).toMatch(/^plugboard_console=.*; HttpOnly; SameSite=Strict$/);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it("bootstraps an admin and an exact API key from the environment", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "plugboard-boot-"));
    const key = "nk_bootstrap_key_for_containers_0001";
    try {
      const server = await serve({ DATA_DIR: fresh, PORT: port, PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "ops@example.com", PLUGBOARD_BOOTSTRAP_API_KEY: key });
      try {
        expect(server.output()).not.toContain("Admin API key");
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
        expect(response.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
  it("a bootstrap admin given without a key gets one on the first start, printed once, in production too", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "plugboard-boot-nokey-"));
    const production = { DATA_DIR: fresh, PORT: port, NODE_ENV: "production", ENCRYPTION_KEY: "d4".repeat(32), PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "ops@example.com" };
    try {
      const first = await serve(production);
      let key: string | undefined;
      try {
        const output = first.output();
        expect(output).toContain("Admin developer: ops@example.com");
        key = /Admin API key \(shown once, keep it\): (nk_\S+)/.exec(output)?.[1];
        expect(key).toBeDefined();
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
        expect(response.status).toBe(200);
      } finally {
        await first.stop();
      }
      const second = await serve(production);
      try {
        expect(second.output()).not.toContain("Admin API key");
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
        expect(response.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 240_000);
});

const KEY_A = "a1".repeat(32);
const KEY_B = "b2".repeat(32);
const KEY_C = "c3".repeat(32);

/** Submits a plugin whose OAuth client secret and MCP client secret are sealed with the server's key. */
async function submitSealedPlugin(port: string, key: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/submissions`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({
      slug: "sealed",
      name: "Sealed",
      toolSource: "both",
      baseUrl: "https://api.example.com",
      mcpConfig: { serverUrl: "https://mcp.example.com/mcp", clientId: "admin-client", clientSecret: "mcp-secret-0001" },
      authMethods: [{ type: "oauth2", label: "OAuth", config: { authorize_url: "https://idp.example.com/a", token_url: "https://idp.example.com/t", client_id: "c", client_secret: "oauth-secret-0001" } }],
    }),
  });
  expect(response.status).toBe(201);
}

describe("plugboard encryption rotate", { timeout: 90_000 }, () => {
  let dataDir: string;
  const port = String(41_000 + (process.pid % 4_000));
  const env = (keys: Record<string, string>) => ({ DATA_DIR: dataDir, PORT: port, ...keys });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-rotate-"));
    const server = await serve(env({ ENCRYPTION_KEY: KEY_A }));
    try {
      const key = /Admin API key \(shown once, keep it\): (nk_\S+)/.exec(server.output())![1]!;
      await submitSealedPlugin(port, key);
    } finally {
      await server.stop();
    }
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("re-encrypts every secret under ENCRYPTION_KEY and prints the counts per kind as JSON", async () => {
    const result = await run(["encryption", "rotate", "--batch-size", "1"], env({ ENCRYPTION_KEY: KEY_B, PREVIOUS_ENCRYPTION_KEYS: KEY_A }));
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ complete: true, total: { rotated: 2, current: 0, failed: 0 }, failures: [] });
    expect(report.kinds["authMethod.config.client_secret"]).toEqual({ rotated: 1, current: 0, failed: 0 });
    expect(report.kinds["plugin.mcpConfig.clientSecret"]).toEqual({ rotated: 1, current: 0, failed: 0 });
    expect(report.kinds["credential.secrets"]).toEqual({ rotated: 0, current: 0, failed: 0 });
  });

  it("afterwards the new key alone reads everything: a second run rotates nothing", async () => {
    const result = await run(["encryption", "rotate"], env({ ENCRYPTION_KEY: KEY_B }));
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).total).toEqual({ rotated: 0, current: 2, failed: 0 });
  });

  it("fails with one clear line when a value cannot be decrypted, and names where it is", async () => {
    const result = await run(["encryption", "rotate"], env({ ENCRYPTION_KEY: KEY_C }));
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.total).toEqual({ rotated: 0, current: 0, failed: 2 });
    expect(report.failures.map((failure: { kind: string }) => failure.kind).sort()).toEqual(["authMethod.config.client_secret", "plugin.mcpConfig.clientSecret"]);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^plugboard: 2 encrypted value\(s\) could not be decrypted with ENCRYPTION_KEY or PREVIOUS_ENCRYPTION_KEYS/);
    for (const key of [KEY_A, KEY_B, KEY_C, "oauth-secret-0001", "mcp-secret-0001"]) expect(result.stdout + result.stderr).not.toContain(key);
  });

  it.each([
    [["encryption", "rotate", "--batch-size", "0"], /--batch-size must be a positive whole number/],
    [["encryption", "spin"], /unknown command "encryption spin"; try: encryption rotate/],
  ])("refuses bad usage with one line: %j", async (args, message) => {
    const result = await run(args, env({ ENCRYPTION_KEY: KEY_B }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the plugboard command on PostgreSQL", () => {
  it("migrates and serves with DATABASE_URL", async () => {
    const { createScratchPostgresDatabase } = await import("../helpers/test-database.js");
    const scratch = await createScratchPostgresDatabase();
    const port = String(45_000 + (process.pid % 5_000));
    const env = { DATABASE_URL: scratch.url, PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), "plugboard-pg-")) };
    try {
      const before = await run(["developers", "create", "--email", "pg@example.com"], env);
      expect(before.code).toBe(1);
      expect(before.stderr).toMatch(/^plugboard: no Plugboard database in DATABASE_URL; .*plugboard migrate/);
      const migrated = await run(["migrate"], env);
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/_init$/m);
      await run(["developers", "create", "--email", "pg@example.com"], env);
      const key = (await run(["keys", "create", "--email", "pg@example.com"], env)).stdout.trim().split("\n").at(-1)!;
      const server = await serve(env);
      try {
        expect(server.output()).toContain('"database":"postgres"');
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        expect(await response.json()).toEqual({ status: "ok", database: "postgres" });
        const listed = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${key}` } });
        expect(listed.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await scratch.drop();
    }
  });

  it("encryption rotate runs while the server serves; afterwards the new key alone reads everything", async () => {
    const { createScratchPostgresDatabase } = await import("../helpers/test-database.js");
    const scratch = await createScratchPostgresDatabase();
    const port = String(46_000 + (process.pid % 4_000));
    const env = { DATABASE_URL: scratch.url, PORT: port, DATA_DIR: mkdtempSync(join(tmpdir(), "plugboard-pg-rotate-")) };
    try {
      const key = "nk_rotation_test_key_0000000001";
      const old = await serve({ ...env, ENCRYPTION_KEY: KEY_A, PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "rot@example.com", PLUGBOARD_BOOTSTRAP_API_KEY: key });
      try {
        await submitSealedPlugin(port, key);
      } finally {
        await old.stop();
      }
      // The new key with the old one as previous: serving, and rotating alongside.
      const server = await serve({ ...env, ENCRYPTION_KEY: KEY_B, PREVIOUS_ENCRYPTION_KEYS: KEY_A });
      try {
        const rotated = await run(["encryption", "rotate"], { ...env, ENCRYPTION_KEY: KEY_B, PREVIOUS_ENCRYPTION_KEYS: KEY_A });
        expect(rotated.code, rotated.stderr).toBe(0);
        expect(JSON.parse(rotated.stdout).total).toEqual({ rotated: 2, current: 0, failed: 0 });
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      } finally {
        await server.stop();
      }
      const check = await run(["encryption", "rotate"], { ...env, ENCRYPTION_KEY: KEY_B });
      expect(JSON.parse(check.stdout).total).toEqual({ rotated: 0, current: 2, failed: 0 });
    } finally {
      await scratch.drop();
    }
  }, 120_000); // four processes in a row
});
