// Shared by the memory benchmarks: `plugboard serve` (the built dist/cli.js, as a user runs it) in a child
// process, its resident memory from /proc, and a scratch PostgreSQL database created and dropped around a run.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";

// BENCH_PLUGBOARD_CLI: another build's dist/cli.js (say, the main checkout's), to compare two builds.
const CLI = process.env.BENCH_PLUGBOARD_CLI || fileURLToPath(new URL("../packages/server/dist/cli.js", import.meta.url));

/** The admin API key every benchmark `plugboard serve` bootstraps (PLUGBOARD_BOOTSTRAP_API_KEY). */
export const BENCH_API_KEY = "nk_bench_memory_0123456789";

/** VmRSS (resident now) and VmHWM (peak resident since the process started) of process `pid`, in MB (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** A running `plugboard serve`. */
export interface Serve {
  child: ChildProcess;
  baseUrl: string;
  /** The bootstrapped admin API key ({@link BENCH_API_KEY}). */
  apiKey: string;
  /** Seconds from spawn until `/health` answered 200. */
  seconds: number;
  stop(): Promise<void>;
}

/**
 * Starts `plugboard serve` (production mode, private network allowed, an admin developer with
 * {@link BENCH_API_KEY}) with `env` on top, and resolves once `/health` answers 200. BENCH_NODE_OPTIONS is passed
 * to the server as NODE_OPTIONS and MALLOC_ARENA_MAX as itself, to try flags without editing code.
 */
export async function startServe(env: Record<string, string>): Promise<Serve> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [CLI, "serve"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      BASE_URL: baseUrl,
      LOG_LEVEL: "warn",
      ENCRYPTION_KEY: "ab".repeat(32),
      PLUGBOARD_ALLOW_PRIVATE_NETWORK: "true",
      PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "bench@localhost",
      PLUGBOARD_BOOTSTRAP_API_KEY: BENCH_API_KEY,
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`plugboard serve exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() - started > 300_000) throw new Error(`plugboard serve did not answer /health within 300 s:\n${stderr}`);
    const ok = await fetch(`${baseUrl}/health`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    baseUrl,
    apiKey: BENCH_API_KEY,
    seconds: (Date.now() - started) / 1000,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A scratch database beside `serverUrl`'s: its URL, and `drop()` to remove it (forcibly) at the end. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database `plugboard_bench_<label>_<pid>` on the PostgreSQL server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `plugboard_bench_${label}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
