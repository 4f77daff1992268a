import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The image the tier builds and runs (override with PLUGBOARD_TEST_IMAGE). */
export const IMAGE = process.env.PLUGBOARD_TEST_IMAGE ?? "plugboard:deploy-test";

/** Output of a finished command. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (never throws on a non-zero exit: the caller reads `code`). */
export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 0 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/** Like `run`, but throws with the command's output when it fails. */
export async function mustRun(command: string, args: string[], options: Parameters<typeof run>[2] = {}): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.code}:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
  return result.stdout;
}

function works(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: "ignore", timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** Why Docker cannot run here (undefined when `docker info` answers). */
export function dockerUnavailable(): string | undefined {
  if (!works("docker", ["--version"])) return "no docker command (apt-get install docker.io)";
  if (!works("docker", ["info"])) return "no Docker engine answers (start dockerd as root; scripts/test-deploy.sh does)";
  return undefined;
}

/** The compose command: `docker compose` (v2 plugin) or Debian's `docker-compose` (v1); undefined if neither. */
export function composeCommand(): string[] | undefined {
  if (works("docker", ["compose", "version"])) return ["docker", "compose"];
  if (works("docker-compose", ["version"])) return ["docker-compose"];
  return undefined;
}

/** Why PostgreSQL on 127.0.0.1:5432 cannot be used (undefined when it answers). */
export function postgresUnavailable(): string | undefined {
  return works("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-Atqc", "SELECT 1"]) ? undefined : "no PostgreSQL answers on 127.0.0.1:5432 (user postgres, trust)";
}

let built: Promise<number> | undefined;
/**
 * Builds IMAGE with scripts/docker-build.sh (base images when missing, the build-stage CA), once per
 * process; resolves with the seconds it took. PLUGBOARD_TEST_IMAGE_PREBUILT=1 uses IMAGE as it is.
 */
export function ensureImage(): Promise<number> {
  built ??= (async () => {
    if (process.env.PLUGBOARD_TEST_IMAGE_PREBUILT === "1") return 0;
    const started = Date.now();
    await mustRun("bash", ["scripts/docker-build.sh", IMAGE, "-q"]);
    const seconds = (Date.now() - started) / 1000;
    console.log(`deploy: image ${IMAGE} built in ${seconds.toFixed(0)} s`);
    return seconds;
  })();
  return built;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; resolves with the milliseconds from `since`. */
export async function waitHealthy(url: string, options: { since: number; timeoutMs: number; failed?: () => Promise<string | undefined> }): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return Date.now() - options.since;
    } catch {
      // not listening yet
    }
    const failure = await options.failed?.();
    if (failure) throw new Error(failure);
    if (Date.now() - options.since > options.timeoutMs) throw new Error(`${url} did not answer 200 within ${options.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** psql against the host's PostgreSQL: one value (first column of the first row). */
export async function psql(database: string, sql: string): Promise<string> {
  return (await mustRun("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", database, "-v", "ON_ERROR_STOP=1", "-Atqc", sql])).trim();
}

/** A new database on the host's PostgreSQL, and how to drop it. */
export async function scratchDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `pb_t_deploy_${randomBytes(4).toString("hex")}`;
  await psql("postgres", `CREATE DATABASE "${name}"`);
  return {
    name,
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: async () => void (await psql("postgres", `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

/** The migrations the server ships (folders holding migration.sql). */
export function shippedMigrations(): string[] {
  const dir = `${ROOT}/packages/server/prisma/migrations`;
  return readdirSync(dir).filter((name) => existsSync(`${dir}/${name}/migration.sql`));
}

/**
 * The upstream's code: answers `GET /echo/{word}` with the word and the X-API-Key it received, so a
 * tool call shows that Plugboard injected the user's key. Also run inside a container (compose test).
 */
export const UPSTREAM_SOURCE = `
const server = require("node:http").createServer((request, response) => {
  const word = decodeURIComponent((request.url || "").split("?")[0].replace(/^\\/echo\\//, ""));
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ word, apiKey: request.headers["x-api-key"] || null }));
});
`;

/** The upstream on 127.0.0.1 in this process; `requests` counts what it answered. */
export async function startUpstream(): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((request, response) => {
    count++;
    const word = decodeURIComponent((request.url ?? "").split("?")[0]!.replace(/^\/echo\//, ""));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ word, apiKey: request.headers["x-api-key"] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, requests: () => count, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Settings every test container gets: a production server with a bootstrap admin key. */
export function testSecrets(): { encryptionKey: string; adminEmail: string; apiKey: string } {
  return { encryptionKey: randomBytes(32).toString("hex"), adminEmail: "ops@example.com", apiKey: `nk_${randomBytes(18).toString("hex")}` };
}

async function api(baseUrl: string, apiKey: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/**
 * A user's tool call through Plugboard, as the README's quick start makes it: a plugin submitted with
 * one tool on `upstreamUrl`, approved with the `plugboard` command (`approve`), a connection holding
 * the user's API key, and `POST /api/v1/tools/execute`. Returns the execute answer and the key.
 */
export async function toolCallThrough(options: {
  baseUrl: string;
  apiKey: string;
  upstreamUrl: string;
  approve: (slug: string) => Promise<void>;
}): Promise<{ plugin: string; userKey: string; execute: (word: string) => Promise<{ status: number; json: any }> }> {
  const plugin = `echo-${randomBytes(3).toString("hex")}`;
  const submitted = await api(options.baseUrl, options.apiKey, "/api/v1/submissions", {
    slug: plugin,
    name: "Echo",
    baseUrl: options.upstreamUrl,
    submitForReview: true,
    tools: [{ slug: "ECHO", name: "Echo", description: "Echoes a word", method: "GET", path: "/echo/{word}" }],
    authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
  });
  if (submitted.status !== 201) throw new Error(`submission: ${submitted.status} ${JSON.stringify(submitted.json)}`);
  await options.approve(plugin);
  const userKey = `user-key-${randomBytes(4).toString("hex")}`;
  const connected = await api(options.baseUrl, options.apiKey, "/api/v1/connections", {
    userId: "user-1",
    plugin,
    authMethod: "api_key",
    credentials: { api_key: userKey },
  });
  if (connected.status >= 300) throw new Error(`connection: ${connected.status} ${JSON.stringify(connected.json)}`);
  return {
    plugin,
    userKey,
    execute: (word) => api(options.baseUrl, options.apiKey, "/api/v1/tools/execute", { userId: "user-1", plugin, tool: "ECHO", params: { word } }),
  };
}
