import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("the request log never holds a token of a URL, on $name", ({ open }) => {
  let database: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    database = await open();
    pb = await startPlugboard(database);
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
  });

  /** Sends `method path` and returns the request log lines it wrote (written when the answer finishes). */
  async function logged(method: string, path: string, init: RequestInit = {}): Promise<string[]> {
    const before = pb.logs.length;
    const response = await fetch(pb.url + path, { method, redirect: "manual", ...init });
    await response.arrayBuffer();
    // The log line is written on the response's `finish`, which can trail the client's read a little.
    for (let wait = 0; wait < 50 && !pb.logs.slice(before).some((line) => line.includes('"request"')); wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    return pb.logs.slice(before).filter((line) => line.includes('"request"'));
  }

  it.each([
    ["GET", "/approve/appr-token-7Hq2xLw9", "/approve/:token"],
    ["GET", "/Approve/appr-token-7Hq2xLw9", "/Approve/:token"],
    ["POST", "/approve/appr-token-7Hq2xLw9", "/approve/:token"],
    ["POST", "/mcp/mcp-link-token-5Vb81", "/mcp/:token"],
    ["POST", "/MCP/mcp-link-token-5Vb81", "/MCP/:token"],
    ["GET", "/connect/some-plugin?token=connect-token-Zp40&method=api_key", "/connect/some-plugin"],
    ["GET", "/api/v1/oauth/callback?code=oauth-code-Jk22&state=oauth-state-Rt77", "/api/v1/oauth/callback"],
  ])("%s %s is logged without its token", async (method, path, shown) => {
    const init: RequestInit =
      method === "POST" && path.startsWith("/approve")
        ? { body: "csrf=x&decision=approve", headers: { "content-type": "application/x-www-form-urlencoded" } }
        : method === "POST"
          ? { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }), headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } }
          : {};
    const lines = await logged(method, path, init);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ method, path: shown, status: expect.any(Number) });
    for (const secret of ["appr-token-7Hq2xLw9", "mcp-link-token-5Vb81", "connect-token-Zp40", "oauth-code-Jk22", "oauth-state-Rt77"]) {
      expect(pb.logs.join("\n")).not.toContain(secret);
    }
  });
});
