import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServeProcess, type ServeProcess } from "./serve-process.js";
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "./test-database.js";

/** The database a deployment of `plugboard serve` processes runs on. */
export interface ServeEngine {
  name: "embedded PGlite" | "PostgreSQL";
  postgres: boolean;
}

/**
 * The engines a process-level test runs on: embedded PGlite always (one process at a time on one
 * `DATA_DIR`: "another instance" is a restart), PostgreSQL when `TEST_DATABASE_URL` is set (instances
 * are separate processes, each with its own `DATA_DIR`, sharing the database). Says once on stderr
 * when PostgreSQL is skipped.
 */
export function serveEngines(): ServeEngine[] {
  if (process.env.TEST_DATABASE_URL) return [{ name: "embedded PGlite", postgres: false }, { name: "PostgreSQL", postgres: true }];
  console.warn("Two-process tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://... to run them (the embedded database runs one process at a time)");
  return [{ name: "embedded PGlite", postgres: false }];
}

/** An answer of a serve process's API. */
export interface ServeAnswer {
  status: number;
  body: any;
}

/** Several `plugboard serve` processes over one database, with one admin API key. */
export interface ServeDeployment {
  engine: ServeEngine;
  /** The scratch database's URL on PostgreSQL (to read rows the API does not show); undefined on PGlite. */
  databaseUrl: string | undefined;
  /**
   * Starts one more instance: on PostgreSQL a new process with its own `DATA_DIR`, beside those
   * running; on PGlite a process on the one `DATA_DIR` (start it once the previous one has exited).
   */
  start(): Promise<ServeProcess>;
  /** Calls `instance`'s API with the admin key (JSON in, JSON out). */
  api(instance: ServeProcess, method: string, path: string, body?: unknown): Promise<ServeAnswer>;
  /** Submits and approves a plugin through `instance` (the admin reviews it); returns its id. */
  createApprovedPlugin(instance: ServeProcess, body: Record<string, unknown>): Promise<string>;
  /** SIGKILLs `instance` and waits for it to be gone. */
  kill(instance: ServeProcess): Promise<void>;
  /** Stops every instance still running (SIGKILL), drops the database, removes the data directories. */
  close(): Promise<void>;
}

const API_KEY = "nk_serve_deployment_0123456789abcdef";
const ENCRYPTION_KEY = "5e".repeat(32);

/**
 * Prepares a deployment on `engine` with `env` added to every instance's environment (the database,
 * data directory, encryption key and bootstrap admin are set here).
 *
 * @example
 * const deployment = await createServeDeployment(engine, { PLUGBOARD_TRIGGER_MIN_INTERVAL_S: "1" });
 * const first = await deployment.start();
 * await deployment.kill(first);
 * const second = await deployment.start();
 */
export async function createServeDeployment(engine: ServeEngine, env: Record<string, string> = {}): Promise<ServeDeployment> {
  const scratch: ScratchPostgresDatabase | undefined = engine.postgres ? await createScratchPostgresDatabase() : undefined;
  const dataDirs: string[] = [];
  const running = new Set<ServeProcess>();
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "plugboard-deployment-"));
    dataDirs.push(dir);
    return dir;
  };
  const sharedDataDir = engine.postgres ? undefined : newDataDir();

  async function api(instance: ServeProcess, method: string, path: string, body?: unknown): Promise<ServeAnswer> {
    const response = await fetch(instance.url + path, {
      method,
      headers: { authorization: `Bearer ${API_KEY}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed };
  }

  async function kill(instance: ServeProcess): Promise<void> {
    instance.signal("SIGKILL");
    await instance.exited;
    running.delete(instance);
  }

  return {
    engine,
    databaseUrl: scratch?.url,
    async start() {
      const instance = await startServeProcess({
        DATA_DIR: sharedDataDir ?? newDataDir(),
        ENCRYPTION_KEY,
        PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "deployment-admin@test.local",
        PLUGBOARD_BOOTSTRAP_API_KEY: API_KEY,
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        ...env,
      });
      running.add(instance);
      void instance.exited.then(() => running.delete(instance));
      return instance;
    },
    api,
    async createApprovedPlugin(instance, body) {
      const submitted = await api(instance, "POST", "/api/v1/submissions", { submitForReview: true, ...body });
      if (submitted.status !== 201) throw new Error(`submission refused: ${submitted.status} ${JSON.stringify(submitted.body)}`);
      const reviewed = await api(instance, "POST", `/api/dashboard/plugins/${submitted.body.id}/review`, { status: "approved" });
      if (reviewed.status !== 200) throw new Error(`review refused: ${reviewed.status} ${JSON.stringify(reviewed.body)}`);
      return submitted.body.id as string;
    },
    kill,
    async close() {
      for (const instance of [...running]) await kill(instance);
      await scratch?.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
