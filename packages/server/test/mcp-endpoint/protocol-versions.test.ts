import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

/** The JSON-RPC message of an answer sent as JSON or as one SSE event. */
async function messageOf(response: Response): Promise<any> {
  const text = await response.text();
  if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const data = text.split("\n").find((line) => line.startsWith("data: "));
    return JSON.parse(data!.slice("data: ".length));
  }
  return JSON.parse(text);
}

describe.each(testDatabases())("Plugboard's MCP endpoint protocol versions, on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let linkUrl: string;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "notes",
      name: "Notes",
      baseUrl: "http://127.0.0.1:9/notes",
      authMethods: [{ type: "no_auth", label: "None" }],
      tools: [{ slug: "LIST_NOTES", name: "List notes", description: "Lists the notes", method: "GET", path: "/notes" }],
    });
    const link = await pb.api("POST", "/api/v1/mcp/links", { userId: "alice", plugins: ["notes"], name: "versions" });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    linkUrl = link.body.url;
  });
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  /** Initializes a session asking for `version`; returns the version the endpoint answered and the session id. */
  async function initialize(version: string): Promise<{ protocolVersion: string; sessionId: string | null }> {
    const response = await fetch(linkUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "versions-test", version: "1.0.0" } } }),
    });
    expect(response.status).toBe(200);
    const message = await messageOf(response);
    return { protocolVersion: message.result.protocolVersion, sessionId: response.headers.get("mcp-session-id") };
  }

  it("speaks the newest version its MCP SDK supports (2025-11-25)", async () => {
    expect(LATEST_PROTOCOL_VERSION).toBe("2025-11-25");
    expect((await initialize(LATEST_PROTOCOL_VERSION)).protocolVersion).toBe("2025-11-25");
  });

  it.each(["2025-06-18", "2025-03-26"])("keeps working for a %s client: that version is negotiated and its tools are listed", async (version) => {
    expect(SUPPORTED_PROTOCOL_VERSIONS).toContain(version);
    const { protocolVersion, sessionId } = await initialize(version);
    expect(protocolVersion).toBe(version);
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream", "mcp-protocol-version": version };
    if (sessionId) headers["mcp-session-id"] = sessionId;
    const initialized = await fetch(linkUrl, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }) });
    expect(initialized.status).toBe(202);
    const listed = await fetch(linkUrl, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }) });
    expect(listed.status).toBe(200);
    const names = (await messageOf(listed)).result.tools.map((tool: { name: string }) => tool.name);
    expect(names.length).toBeGreaterThan(0);
  });

  it("answers a client asking for an unknown version with the newest one", async () => {
    expect((await initialize("2024-01-01")).protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
  });
});
