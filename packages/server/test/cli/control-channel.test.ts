import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServeProcess, type ServeProcess } from "../helpers/serve-process.js";

// A `plugboard serve` process that opens PGlite: slow on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

describe("the control channel of plugboard serve refuses what is not a command", () => {
  let dataDir: string;
  let server: ServeProcess;
  let control: { url: string; secret: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "plugboard-control-"));
    server = await startServeProcess({ DATA_DIR: dataDir });
    control = JSON.parse(readFileSync(join(dataDir, "control.json"), "utf8"));
  });
  afterAll(async () => {
    if (server) {
      server.signal("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (body: string) => {
    const response = await fetch(control.url, { method: "POST", headers: { authorization: `Bearer ${control.secret}`, "content-type": "application/json" }, body });
    return { status: response.status, body: (await response.json()) as { out: string[]; error?: string } };
  };

  it("answers 400 naming what is wrong — JSON null, an array, an unknown command, a missing field — and keeps serving", async () => {
    const cases: Array<[string, RegExp]> = [
      ["null", /the body must be a JSON object/],
      ["[]", /the body must be a JSON object/],
      ["not json", /not JSON/],
      [JSON.stringify({ command: { name: "drop.everything" }, keys: "" }), /command\.name: unknown command/],
      [JSON.stringify({ command: null, keys: "" }), /command: /],
      [JSON.stringify({ command: { name: "developers.create", admin: true }, keys: "" }), /command\.email: /],
      [JSON.stringify({ command: { name: "encryption.rotate", batchSize: -1 }, keys: "" }), /command\.batchSize: /],
      [JSON.stringify({ command: { name: "migrate" } }), /keys: /],
    ];
    for (const [body, error] of cases) {
      const answer = await send(body);
      expect(answer.status, body).toBe(400);
      expect(answer.body.out).toEqual([]);
      expect(answer.body.error, body).toMatch(/^the request is not a command: /);
      expect(answer.body.error, body).toMatch(error);
    }
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const created = await send(JSON.stringify({ command: { name: "developers.create", email: "ctl@example.com", admin: false }, keys: "" }));
    expect(created.status).toBe(200);
    expect(JSON.parse(created.body.out[0]!)).toMatchObject({ email: "ctl@example.com", role: "developer" });
  });

  it("serve still stops cleanly afterwards and removes its control file and lock", async () => {
    server.signal("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, "control.json"))).toBe(false);
    expect(existsSync(join(dataDir, "db.lock"))).toBe(false);
  });
});
