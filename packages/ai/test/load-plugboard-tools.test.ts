// The framework-free core against a real Plugboard: loading, naming options, and every kind of
// failure turned into a result (or, for a cancelled call, a rejection).
import { createServer } from "node:net";
import { NotFoundError, Plugboard } from "@plugboard/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOOL_NAME_PATTERN, executePlugboardTool, loadPlugboardTools } from "@plugboard/ai";
import { GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("loadPlugboardTools against a real Plugboard", () => {
  let fixture: PlugboardFixture;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it("loads the tools of the plugins asked for, with names, descriptions and sanitized schemas", async () => {
    const tools = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: "ai-tracker" });
    expect(tools).toHaveLength(1);
    expect(tools[0]).toMatchObject({
      name: "CREATE_ISSUE",
      description: "[Tracker] Creates a ticket.",
      inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
      tool: { slug: "CREATE_ISSUE", pluginSlug: "ai-tracker", pluginName: "Tracker", source: "manual" },
    });
    // A tool without an input schema still gets one every provider accepts.
    const github = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    expect(github.find((tool) => tool.tool.slug === "FAIL")!.inputSchema).toEqual({ type: "object", properties: {} });
  });

  it("applies filter and naming options, keeping names unique and valid", async () => {
    const tools = await loadPlugboardTools({
      client: fixture.client,
      userId: USER_ID,
      plugins: ["ai-github", "ai-tracker"],
      filter: (tool) => tool.slug === "CREATE_ISSUE",
      names: { prefix: "pb.", format: (tool) => tool.slug.toLowerCase(), taken: ["pb_create_issue"] },
    });
    expect(tools.map((tool) => tool.tool.pluginSlug).sort()).toEqual(["ai-github", "ai-tracker"]);
    const names = tools.map((tool) => tool.name);
    expect(new Set(names).size).toBe(2);
    for (const name of names) {
      expect(name).toMatch(/^pb_create_issue_[a-z0-9]{6}$/);
      expect(name).toMatch(TOOL_NAME_PATTERN);
    }
  });

  it("runs tools with the same slug against their own plugin", async () => {
    const tools = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
    const github = tools.find((tool) => tool.tool.pluginSlug === "ai-github" && tool.tool.slug === "CREATE_ISSUE")!;
    const tracker = tools.find((tool) => tool.tool.pluginSlug === "ai-tracker")!;
    const received = fixture.upstream.received.length;

    const ok = await github.execute({ owner: "acme", repo: "app", title: "A" });
    const refused = await tracker.execute({ title: "A" });

    expect(ok).toMatchObject({ success: true, status: 201, data: { number: 7 } });
    expect(typeof (ok.success && ok.latencyMs)).toBe("number");
    expect(refused).toMatchObject({ success: false, status: 409, code: "connection_required", connectUrl: expect.stringContaining("/connect/ai-tracker?token=") });
    expect(fixture.upstream.received.slice(received).map((request) => request.path)).toEqual(["/gh/repos/acme/app/issues"]);
    expect(fixture.upstream.received.at(-1)!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
  });

  it("acts for the account chosen per plugin (accounts), else the user's default account", async () => {
    const WORK_TOKEN = "ghp_work_account_77aa";
    await fixture.client.connections.create({ userId: USER_ID, plugin: "ai-github", authMethod: "bearer_token", credentials: { token: WORK_TOKEN }, accountLabel: "work", addAccount: true });
    const pick = async (options: { accounts?: Record<string, string>; accountLabel?: string }) => {
      const tools = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"], filter: (tool) => tool.slug === "CREATE_ISSUE", ...options });
      expect(await tools[0]!.execute({ owner: "acme", repo: "app", title: "A" })).toMatchObject({ success: true });
      return fixture.upstream.received.at(-1)!.headers.authorization;
    };
    expect(await pick({})).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(await pick({ accounts: { "ai-github": "work" } })).toBe(`Bearer ${WORK_TOKEN}`);
    expect(await pick({ accountLabel: "work" })).toBe(`Bearer ${WORK_TOKEN}`);
    const [tool] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"], filter: (item) => item.slug === "CREATE_ISSUE", accountLabel: "travel" });
    expect(await tool!.execute({ owner: "acme", repo: "app", title: "A" })).toMatchObject({ success: false, status: 409, code: "connection_required", connectUrl: expect.stringContaining("/connect/ai-github?") });
    await fixture.client.connections.delete({ userId: USER_ID, plugin: "ai-github", accountLabel: "work" });
  });

  it("sends {} when the model gives no or non-object input (which SEARCH's schema refuses, naming q)", async () => {
    const [search] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"], filter: (tool) => tool.slug === "SEARCH" });
    const received = fixture.upstream.received.length;
    for (const input of [undefined, null, "q=x", [1]]) {
      const result = await search!.execute(input);
      expect(result).toMatchObject({ success: false, status: 400, code: "invalid_input", details: { formErrors: [], fieldErrors: { "params.q": ["is required"] } } });
    }
    expect(fixture.upstream.received.length).toBe(received);
  });

  it("reports an unknown user's missing connection and an unreachable Plugboard as results", async () => {
    const [createIssue] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"], filter: (tool) => tool.slug === "CREATE_ISSUE" });
    const stranger = await executePlugboardTool({ client: fixture.client, userId: "someone_else", tool: createIssue!.tool, input: { owner: "a", repo: "b", title: "t" } });
    expect(stranger).toMatchObject({ success: false, status: 409, code: "connection_required", hint: expect.stringContaining("GitHub") });

    const offline = new Plugboard({ apiKey: fixture.pb.apiKey, baseUrl: `http://127.0.0.1:${await closedPort()}`, retry: false });
    const unreachable = await executePlugboardTool({ client: offline, userId: USER_ID, tool: createIssue!.tool, input: {} });
    expect(unreachable).toMatchObject({ success: false, status: 0, code: "network_error", hint: expect.stringContaining("could not be reached") });
  });

  it("rejects (instead of reporting a result) when the caller cancels", async () => {
    const [slow] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"], filter: (tool) => tool.slug === "SLOW" });
    const controller = new AbortController();
    const reason = new Error("cancelled by the app");
    setTimeout(() => controller.abort(reason), 100);
    const started = Date.now();
    await expect(slow!.execute({}, { signal: controller.signal })).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("rejects a plugins filter naming a plugin that does not exist, naming it, instead of loading fewer tools", async () => {
    const attempt = loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-gitub"] });
    await expect(attempt).rejects.toSatisfy((error) => NotFoundError.isInstance(error));
    await expect(attempt).rejects.toMatchObject({ status: 404, code: "not_found", message: expect.stringContaining('Unknown plugin "ai-gitub" in plugins') });
    await expect(loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: "nope,ai-github,nada" })).rejects.toThrow(
      'Unknown plugins "nope", "nada" in plugins: no approved plugin has these slugs.',
    );
    // A plugin submitted but not approved is not a plugin the tools can come from either.
    const submitted = await fixture.pb.api("POST", "/api/v1/submissions", { slug: "ai-pending", name: "Pending", baseUrl: `${fixture.upstream.url}/p`, tools: [] });
    expect(submitted.body).toMatchObject({ slug: "ai-pending" });
    await expect(loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-pending"] })).rejects.toThrow('Unknown plugin "ai-pending"');
  });

  it("accepts an approved plugin without tools (an empty set), and checks known slugs without an extra request", async () => {
    await fixture.pb.createApprovedPlugin({ slug: "ai-empty", name: "Empty", baseUrl: `${fixture.upstream.url}/empty`, tools: [] });
    expect(await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-empty"] })).toEqual([]);
    const sentBefore = fixture.clientRequests.length;
    await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
    expect(fixture.clientRequests.slice(sentBefore)).toEqual(["GET /api/v1/tools"]);
  });

  it("connectedOnly keeps only the plugins the user has connected", async () => {
    const connected = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(new Set(connected.map((tool) => tool.tool.pluginSlug))).toEqual(new Set(["ai-github"]));
    expect(connected.map((tool) => tool.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
    // With plugins: the connected ones among them; none connected is no tools (and no tool listing).
    const among = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-tracker", "ai-github"], connectedOnly: true });
    expect(among.map((tool) => tool.tool.pluginSlug)).toEqual(["ai-github", "ai-github", "ai-github", "ai-github"]);
    const sentBefore = fixture.clientRequests.length;
    expect(await loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-tracker"], connectedOnly: true })).toEqual([]);
    expect(await loadPlugboardTools({ client: fixture.client, userId: "user_without_connections", connectedOnly: true })).toEqual([]);
    expect(fixture.clientRequests.slice(sentBefore)).toEqual(["GET /api/v1/plugins", "GET /api/v1/plugins"]);
    // An unknown slug is still an error, connected or not.
    await expect(loadPlugboardTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "nope"], connectedOnly: true })).rejects.toThrow('Unknown plugin "nope"');
  });

  it("rejects when the listing itself fails (a wrong API key is not an empty tool set)", async () => {
    const client = new Plugboard({ apiKey: "nk_wrong", baseUrl: fixture.pb.url, retry: false });
    await expect(loadPlugboardTools({ client, userId: USER_ID })).rejects.toMatchObject({ status: 401 });
  });
});
