import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServeProcess, type ServeProcess } from "../helpers/serve-process.js";
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const API_KEY = "nk_sigkill_test_key_0123456789abcdef";

/** Ends a serve process with `signal` and waits for it to exit. */
async function stop(child: ServeProcess, signal: NodeJS.Signals): Promise<void> {
  child.signal(signal);
  await child.exited;
}

const engines = [{ name: "embedded PGlite", postgres: false }, ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", postgres: true }] : [])];

describe.each(engines)("a plugboard serve process killed with SIGKILL loses no webhook event ($name)", ({ postgres }) => {
  let dataDir: string;
  let receiver: Upstream;
  let scratch: ScratchPostgresDatabase | undefined;
  let env: Record<string, string>;
  let child: ServeProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-sigkill-"));
    receiver = await startUpstream();
    scratch = postgres ? await createScratchPostgresDatabase() : undefined;
    env = {
      DATA_DIR: dataDir,
      PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: "killed@test.local",
      PLUGBOARD_BOOTSTRAP_API_KEY: API_KEY,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
  });

  afterAll(async () => {
    if (child) await stop(child, "SIGKILL");
    await receiver.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("pending deliveries go out after the restart", async () => {
    // The restarted process listens on another port: calls go to the running one.
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(child!.url + path, {
        method,
        headers: { authorization: `Bearer ${API_KEY}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as any };
    };
    receiver.reply(() => ({ status: 503, body: "not yet" }));
    child = await startServeProcess(env);

    const webhook = await call("POST", "/api/v1/webhooks", { url: `${receiver.url}/hooks`, events: ["connection.created", "plugin.reviewed"] });
    expect(webhook.status).toBe(201);
    const submitted = await call("POST", "/api/v1/submissions", {
      slug: "killed",
      name: "Killed",
      baseUrl: "https://api.example.com",
      submitForReview: true,
      authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
    });
    expect((await call("POST", `/api/dashboard/plugins/${submitted.body.id}/review`, { status: "approved" })).status).toBe(200);
    expect((await call("POST", "/api/v1/connections", { userId: "u-killed", plugin: "killed", authMethod: "api_key", credentials: { api_key: "k" } })).status).toBe(200);
    // Both events were attempted once and refused: they wait for their retry when the process dies.
    const attempted = async () => (await call("GET", `/api/v1/webhooks/${webhook.body.id}/deliveries`)).body.deliveries.map((delivery: { status: string; attempts: number }) => `${delivery.status}:${delivery.attempts}`);
    await expect.poll(attempted, { timeout: 15_000 }).toEqual(["pending:1", "pending:1"]);
    const ids = [...new Set(receiver.received.map((request) => String(request.headers["webhook-id"])))];
    expect(ids).toHaveLength(2);
    await stop(child, "SIGKILL");

    receiver.reply(() => ({ status: 204, body: "" }));
    child = await startServeProcess(env);
    const verifier = new Webhook(webhook.body.secret);
    const accepted = () =>
      receiver.received.filter((request, index) => {
        if (index < 2) return false;
        verifier.verify(request.body, request.headers as Record<string, string>);
        return true;
      });
    await expect.poll(() => new Set(accepted().map((request) => request.headers["webhook-id"])).size, { timeout: 30_000 }).toBe(2);
    expect(new Set(accepted().map((request) => request.headers["webhook-id"]))).toEqual(new Set(ids));
    expect(accepted().map((request) => JSON.parse(request.body).type).sort()).toEqual(["connection.created", "plugin.reviewed"]);
    // The receiver may answer before the outcome is recorded: poll the log.
    const outcomes = async () =>
      (await call("GET", `/api/v1/webhooks/${webhook.body.id}/deliveries`)).body.deliveries.map((delivery: { status: string; attempts: number }) => [delivery.status, delivery.attempts]);
    await expect.poll(outcomes, { timeout: 10_000 }).toEqual([
      ["delivered", 2],
      ["delivered", 2],
    ]);
    await stop(child, "SIGTERM");
    child = undefined;
  }, 120_000);
});
