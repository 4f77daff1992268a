import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { oauthMethod, startProvider } from "../oauth/oauth-fixtures.js";
import { startVariantMcpServer, type VariantMcpServer } from "../mcp/helpers/start-variant-mcp-server.js";
import { ADMIN_EMAIL, AUDIENCE, CREATOR_EMAIL, startDashboardWorld, startIdentityProvider, type Caller, type DashboardWorld, type IdentityProvider } from "./dashboard-harness.js";

// A creator's edit of an approved plugin must not reach anyone's end-users before an admin approves
// it again: executions run in a loop (other developers, their end-users' credentials) while the
// creator edits, and nothing may ever go to what the creator changed.

const SECRET = "sk_live_race_4c1d9e";
const WORKERS = 6;
/** Executions each worker completes after an edit before the round ends. */
const AFTER_EDIT = 5;

interface Stage {
  /** Where executions run. */
  exec: TestPlugboard;
  /** Dashboard callers (maybe on another instance). */
  creator: Caller;
  admin: Caller;
}

let counter = 0;

/** A plugin made by the creator in the dashboard; returns its id. */
async function createPlugin(stage: Stage, overrides: Record<string, unknown>): Promise<string> {
  counter += 1;
  const created = await stage.creator("POST", "/api/dashboard/plugins", { name: `Race ${counter}`, ...overrides });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

/** Counts finished executions; `more(count)` resolves once `count` more have finished. */
function makeWaiter() {
  let done = 0;
  const waiters: Array<{ target: number; resolve: () => void }> = [];
  return {
    tick() {
      done += 1;
      for (const waiter of [...waiters]) {
        if (done >= waiter.target) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    },
    more(count: number): Promise<void> {
      return new Promise((resolve) => waiters.push({ target: done + count, resolve }));
    },
  };
}

/**
 * Executes in a loop on `exec` (WORKERS callers through the API) while `rounds` runs, and also the very
 * moment `exec` learns that the plugin changed (an execution started inside the invalidation, before
 * anything else can run). `settle()` waits until more executions have finished.
 */
async function loopWhile(
  exec: TestPlugboard,
  pluginId: string,
  execute: { tool: string; plugin?: string; params?: Record<string, unknown> },
  rounds: (settle: () => Promise<void>) => Promise<void>,
): Promise<{ succeeded: number; unexpected: string[] }> {
  let stop = false;
  let succeeded = 0;
  const unexpected: string[] = [];
  const waiter = makeWaiter();
  const input = { userId: "end-user", ...execute };
  const record = (status: number, body: unknown) => {
    // 404 while the plugin waits for review; anything else but success fails the test.
    if (status === 200) succeeded += 1;
    else if (status !== 404) unexpected.push(`${status} ${JSON.stringify(body)}`);
  };
  const worker = async () => {
    while (!stop) {
      const result = await exec.api("POST", "/api/v1/tools/execute", input);
      record(result.status, result.body);
      waiter.tick();
    }
  };
  const probes: Array<Promise<void>> = [];
  const unsubscribe = exec.services.bus.subscribe((event) => {
    if (event.kind !== "plugin" || event.pluginId !== pluginId) return;
    probes.push(
      exec.services.execution.execute(exec.developerId, { params: {}, ...input }).then(
        (result) => record(result.httpStatus, result.body),
        (error: { status?: number; message?: string }) => record(error.status ?? 500, error.message),
      ),
    );
  });
  const running = Array.from({ length: WORKERS }, worker);
  try {
    await rounds(() => waiter.more(WORKERS * AFTER_EDIT));
  } finally {
    stop = true;
    unsubscribe();
    await Promise.all(running);
    await Promise.all(probes);
  }
  return { succeeded, unexpected };
}

async function approvedByCreator(stage: Stage, overrides: Record<string, unknown>): Promise<string> {
  const id = await createPlugin(stage, overrides);
  expect((await stage.creator("POST", `/api/dashboard/plugins/${id}/submit`)).status).toBe(200);
  expect((await stage.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" })).status).toBe(200);
  return id;
}

/** The manual-tool race: baseUrl, tool path and auth-method edits, each followed by an admin's fix and approval. */
async function manualRace(stage: Stage, upstreams: { reviewed: Upstream; unreviewed: Upstream }, slug: string, rounds: number) {
  const toolSlug = `${slug.toUpperCase().replace(/-/g, "_")}_PING`;
  const id = await createPlugin(stage, { slug, baseUrl: upstreams.reviewed.url });
  const tool = await stage.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: toolSlug, name: "Ping", description: "Ping", method: "GET", path: "/ping" });
  expect(tool.status).toBe(201);
  const method = await stage.creator("PUT", `/api/dashboard/plugins/${id}/auth-methods`, { type: "api_key", label: "Key", isDefault: true, config: { header_name: "X-Api-Key" } });
  expect(method.status).toBe(201);
  expect((await stage.creator("POST", `/api/dashboard/plugins/${id}/submit`)).status).toBe(200);
  expect((await stage.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" })).status).toBe(200);
  const connected = await stage.exec.api("POST", "/api/v1/connections", { userId: "end-user", plugin: slug, authMethod: "api_key", credentials: { api_key: SECRET } });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);

  const edits: Array<{ edit: () => Promise<unknown>; undo: () => Promise<unknown> }> = [
    {
      edit: () => stage.creator("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: upstreams.unreviewed.url }),
      undo: () => stage.admin("PUT", `/api/dashboard/plugins/${id}`, { baseUrl: upstreams.reviewed.url }),
    },
    {
      edit: () => stage.creator("PUT", `/api/dashboard/plugins/${id}/tools`, { toolId: tool.body.id, path: "/unreviewed" }),
      undo: () => stage.admin("PUT", `/api/dashboard/plugins/${id}/tools`, { toolId: tool.body.id, path: "/ping" }),
    },
    {
      edit: () => stage.creator("PUT", `/api/dashboard/plugins/${id}/auth-methods`, { authMethodId: method.body.id, type: "api_key", label: "Key", isDefault: true, config: { header_name: "X-Unreviewed" } }),
      undo: () => stage.admin("PUT", `/api/dashboard/plugins/${id}/auth-methods`, { authMethodId: method.body.id, type: "api_key", label: "Key", isDefault: true, config: { header_name: "X-Api-Key" } }),
    },
  ];
  const reviewedBefore = upstreams.reviewed.received.length;
  const { succeeded, unexpected } = await loopWhile(stage.exec, id, { tool: toolSlug }, async (settle) => {
    for (let round = 0; round < rounds; round += 1) {
      const { edit, undo } = edits[round % edits.length]!;
      await settle();
      expect(((await edit()) as { status: number }).status).toBeLessThan(300);
      await settle();
      expect(((await undo()) as { status: number }).status).toBeLessThan(300);
      expect((await stage.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" })).status).toBe(200);
    }
    await settle();
  });

  const unreviewedPaths = upstreams.reviewed.received.filter((request) => request.path === "/unreviewed").length;
  const unreviewedHeaders = upstreams.reviewed.received.filter((request) => request.headers["x-unreviewed"] !== undefined).length;
  expect({ toUnreviewedUrl: upstreams.unreviewed.received.length, unreviewedPaths, unreviewedHeaders }).toEqual({ toUnreviewedUrl: 0, unreviewedPaths: 0, unreviewedHeaders: 0 });
  expect(unexpected).toEqual([]);
  expect(succeeded).toBeGreaterThan(0);
  expect(upstreams.reviewed.received.length - reviewedBefore).toBe(succeeded);
}

/** The MCP race: the creator points `mcpConfig.serverUrl` elsewhere. */
async function mcpRace(stage: Stage & { sync(pluginId: string): Promise<unknown> }, servers: { reviewed: VariantMcpServer; unreviewed: VariantMcpServer }, slug: string, rounds: number) {
  const id = await approvedByCreator(stage, { slug, toolSource: "mcp", mcpConfig: { serverUrl: servers.reviewed.mcpUrl } });
  await stage.sync(id);
  const before = servers.reviewed.stats.toolCalls;
  const { succeeded, unexpected } = await loopWhile(stage.exec, id, { tool: "ECHO", plugin: slug, params: { message: "hi" } }, async (settle) => {
    for (let round = 0; round < rounds; round += 1) {
      await settle();
      expect((await stage.creator("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: servers.unreviewed.mcpUrl } })).status).toBe(200);
      await settle();
      expect((await stage.admin("PUT", `/api/dashboard/plugins/${id}`, { mcpConfig: { serverUrl: servers.reviewed.mcpUrl } })).status).toBe(200);
      expect((await stage.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" })).status).toBe(200);
    }
    await settle();
  });
  expect(servers.unreviewed.requests).toEqual([]);
  expect(unexpected).toEqual([]);
  expect(succeeded).toBeGreaterThan(0);
  expect(servers.reviewed.stats.toolCalls - before).toBe(succeeded);
}

describe.each(testDatabases())("creator edits of an approved plugin race executions on $name", ({ open }) => {
  let db: Database;
  let world: DashboardWorld;
  let upstreams: { reviewed: Upstream; unreviewed: Upstream };
  let servers: { reviewed: VariantMcpServer; unreviewed: VariantMcpServer };
  beforeAll(async () => {
    db = await open();
    world = await startDashboardWorld(db);
    upstreams = { reviewed: await startUpstream(), unreviewed: await startUpstream() };
    servers = { reviewed: await startVariantMcpServer({ auth: false }), unreviewed: await startVariantMcpServer({ auth: false }) };
  });
  afterAll(async () => {
    await world?.close();
    await db?.close();
    await Promise.all([upstreams?.reviewed.close(), upstreams?.unreviewed.close(), servers?.reviewed.close(), servers?.unreviewed.close()]);
  });
  const stage = (): Stage => ({ exec: world.pb, creator: world.creator, admin: world.admin });

  it("no execution reaches a new baseUrl, tool path or auth header before the admin approves it", async () => {
    await manualRace(stage(), upstreams, "race-manual", 6);
  }, 120_000);

  it("no MCP call reaches a new mcpConfig.serverUrl before the admin approves it", async () => {
    await mcpRace({ ...stage(), sync: (id) => world.pb.services.mcpTools.sync(id, { developerId: world.pb.developerId }) }, servers, "race-mcp", 6);
  }, 120_000);

  it("a token refresh on an instance that still runs the old tool never uses an unreviewed token_url", async () => {
    const provider = await startProvider();
    try {
      const id = await createPlugin(stage(), { slug: "race-refresh", baseUrl: upstreams.reviewed.url });
      const method = await world.creator("PUT", `/api/dashboard/plugins/${id}/auth-methods`, oauthMethod(provider));
      expect(method.status).toBe(201);
      expect((await world.creator("POST", `/api/dashboard/plugins/${id}/submit`)).status).toBe(200);
      expect((await world.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" })).status).toBe(200);
      const values = { access_token: "expired-access-8d2c", refresh_token: "refresh-token-race-6a0f" };
      await world.pb.services.connectFlow.saveCredentials({ developerId: world.pb.developerId, userId: "refresh-user", pluginId: id, authMethodId: method.body.id, values, expiresAt: new Date(Date.now() - 60_000) });
      const connection = await db.prisma.connection.findFirstOrThrow({ where: { pluginId: id } });

      const edited = await world.creator("PUT", `/api/dashboard/plugins/${id}/auth-methods`, oauthMethod(provider, { token_url: `${upstreams.unreviewed.url}/token` }));
      expect(edited.status).toBe(200);
      // What an execution does on an instance whose cache still holds the approved tool.
      await expect(world.pb.services.credentials.refresh(connection.id, "rest")).rejects.toMatchObject({ code: "upstream_failed", message: expect.stringContaining("not approved") });
      expect(upstreams.unreviewed.received.filter((request) => request.body.includes(values.refresh_token))).toEqual([]);
    } finally {
      await provider.close();
    }
  });

  it("the edit and the return to review are one step: a failed edit leaves the plugin approved and unchanged", async () => {
    await createPlugin(stage(), { slug: "race-taken", baseUrl: upstreams.reviewed.url });
    const id = await approvedByCreator(stage(), { slug: "race-atomic", baseUrl: upstreams.reviewed.url });
    const refused = await world.creator("PUT", `/api/dashboard/plugins/${id}`, { slug: "race-taken", baseUrl: upstreams.unreviewed.url });
    expect(refused.status).toBe(400);
    const row = await db.prisma.plugin.findUniqueOrThrow({ where: { id } });
    expect({ reviewStatus: row.reviewStatus, baseUrl: row.baseUrl }).toEqual({ reviewStatus: "approved", baseUrl: upstreams.reviewed.url });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("creator edits on one instance, executions on another (PostgreSQL)", () => {
  let idp: IdentityProvider;
  let instances: TwoInstances;
  let upstreams: { reviewed: Upstream; unreviewed: Upstream };
  let servers: { reviewed: VariantMcpServer; unreviewed: VariantMcpServer };
  let stage: Stage;
  beforeAll(async () => {
    idp = await startIdentityProvider();
    instances = await startTwoInstances({ oidc: { issuer: idp.issuer, audience: AUDIENCE }, adminEmails: [ADMIN_EMAIL] });
    const as = (token: string): Caller => (method, path, body) => instances.first.api(method, path, body, { apiKey: token });
    upstreams = { reviewed: await startUpstream(), unreviewed: await startUpstream() };
    servers = { reviewed: await startVariantMcpServer({ auth: false }), unreviewed: await startVariantMcpServer({ auth: false }) };
    // Edits on the first instance, executions on the second.
    stage = { exec: instances.second, creator: as(await idp.token({ email: CREATOR_EMAIL })), admin: as(await idp.token({ email: ADMIN_EMAIL })) };
  });
  afterAll(async () => {
    await instances?.close();
    await idp?.close();
    await Promise.all([upstreams?.reviewed.close(), upstreams?.unreviewed.close(), servers?.reviewed.close(), servers?.unreviewed.close()]);
  });

  it("the other instance never executes against the unreviewed values", async () => {
    await manualRace(stage, upstreams, "race-two-manual", 6);
  }, 120_000);

  it("the other instance never calls the unreviewed MCP server", async () => {
    await mcpRace({ ...stage, sync: (id) => instances.second.services.mcpTools.sync(id, { developerId: instances.second.developerId }) }, servers, "race-two-mcp", 6);
  }, 120_000);
});
