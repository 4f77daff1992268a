import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

interface Ticket {
  id: number;
  subject: string;
  created_at: string;
}

/** A developer-defined poll trigger on a tool of their own plugin (a ticket API with a `since_id` cursor). */
const ticketCreated = {
  slug: "ticket_created",
  name: "Ticket created",
  description: "A new support ticket.",
  kind: "poll",
  configSchema: { type: "object", properties: { queue: { type: "string" } }, required: ["queue"] },
  payload: { description: "The ticket." },
  poll: { tool: "LIST_TICKETS", itemsPath: "tickets", idPath: "id", timePath: "created_at", cursor: { param: "since_id", from: "newestId" }, intervalSeconds: 60 },
};

describe.each(testDatabases())("a poll trigger over a loopback API on $name", ({ open }) => {
  let pb: TestPlugboard;
  let api: Upstream;
  let receiver: WebhookReceiver;
  let subscriptionId: string;
  let tickets: Ticket[] = [];
  let ignoreCursor = false;
  let failWith: { status: number; headers?: Record<string, string> } | undefined;
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const row = () => pb.context.database.prisma.triggerSubscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  const ticketRequests = () => api.received.filter((request) => request.path === "/tickets");
  const ticket = (id: number): Ticket => ({ id, subject: `Ticket ${id}`, created_at: new Date(Date.UTC(2026, 11, 25, 9, id)).toISOString() });

  beforeAll(async () => {
    api = await startUpstream();
    api.reply((request) => {
      if (request.path !== "/tickets") return undefined;
      if (failWith) return { status: failWith.status, ...(failWith.headers ? { headers: failWith.headers } : {}), body: { error: "slow down" } };
      const since = Number(request.query.since_id ?? 0);
      return { status: 200, body: { tickets: ignoreCursor ? tickets : tickets.filter((item) => item.id > since) } };
    });
    // The test drives the scheduler (`runOnce`), with a minimum interval of 1 s.
    pb = await startPlugboard(await open(), { triggers: { poll: false, minIntervalSeconds: 1 }, webhooks: { pollIntervalMs: 50 } });
    receiver = await startWebhookReceiver(pb, ["trigger.event"]);
    await pb.createApprovedPlugin({
      slug: "desk",
      name: "Help desk",
      baseUrl: api.url,
      authMethods: [{ type: "api_key", label: "Key", config: { header_name: "X-Desk-Key" } }],
      tools: [{ slug: "LIST_TICKETS", name: "List tickets", description: "Tickets of a queue", method: "GET", path: "/tickets", inputSchema: { type: "object", properties: { queue: { type: "string" }, since_id: { type: "number" } } } }],
      triggers: [ticketCreated],
    });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "desk", authMethod: "api_key", credentials: { api_key: "desk-key-1" } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await api?.close();
    await receiver?.close();
  });

  it("refuses a poll trigger naming a tool the plugin does not have, naming the field", async () => {
    const refused = await pb.api("POST", "/api/v1/submissions", {
      slug: "desk-broken",
      name: "Broken",
      baseUrl: api.url,
      tools: [{ slug: "LIST_TICKETS", name: "List", description: "x", method: "GET", path: "/tickets" }],
      triggers: [{ ...ticketCreated, poll: { ...ticketCreated.poll, tool: "NO_SUCH_TOOL" } }],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details.fieldErrors)).toEqual(["triggers.0.poll.tool"]);
    const badPath = await pb.api("POST", "/api/v1/submissions", {
      slug: "desk-broken",
      name: "Broken",
      baseUrl: api.url,
      tools: [{ slug: "LIST_TICKETS", name: "List", description: "x", method: "GET", path: "/tickets" }],
      triggers: [{ ...ticketCreated, poll: { ...ticketCreated.poll, idPath: "a..b" } }],
    });
    expect(badPath.status).toBe(400);
    expect(Object.keys(badPath.body.details.fieldErrors)).toEqual(["triggers.0.poll.idPath"]);
  });

  it("the first poll only records the cursor (no flood of old items)", async () => {
    tickets = [ticket(1), ticket(2)];
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "alice", plugin: "desk", trigger: "ticket_created", config: { queue: "billing" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    subscriptionId = created.body.id;
    expect(await pb.services.triggerPoller.runOnce()).toBe(1);
    const [first] = ticketRequests();
    expect(first!.query).toEqual({ queue: "billing" });
    expect(first!.headers["x-desk-key"]).toBe("desk-key-1");
    expect((await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscriptionId}`)).body.events).toEqual([]);
    expect((await row()).cursor).toMatchObject({ value: 2 });
    // Not due again before its interval: nothing is polled.
    expect(await pb.services.triggerPoller.runOnce()).toBe(0);
  });

  it("later polls send the cursor and turn new items into events, delivered as trigger.event", async () => {
    tickets.push(ticket(3));
    expect(await pb.services.triggerPoller.runOnce(at(2))).toBe(1);
    expect(ticketRequests().at(-1)!.query).toEqual({ queue: "billing", since_id: "2" });
    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscriptionId}`);
    expect(listed.body.events).toEqual([expect.objectContaining({ trigger: "ticket_created", userId: "alice", occurredAt: ticket(3).created_at, payload: ticket(3) })]);
    await expect.poll(() => receiver.events().map((event) => event.data.payload), { timeout: 10_000 }).toEqual([ticket(3)]);
    expect((await row()).cursor).toMatchObject({ value: 3 });
  });

  it("an overlap between two polls is one event", async () => {
    ignoreCursor = true;
    tickets.push(ticket(4));
    await pb.services.triggerPoller.runOnce(at(4));
    ignoreCursor = false;
    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscriptionId}`);
    expect(listed.body.events.map((event: { payload: Ticket }) => event.payload.id)).toEqual([3, 4]);
  });

  it("two pollers racing for one due subscription poll it once", async () => {
    tickets.push(ticket(5));
    const before = ticketRequests().length;
    const counts = await Promise.all([pb.services.triggerPoller.runOnce(at(6)), pb.services.triggerPoller.runOnce(at(6))]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(ticketRequests().length - before).toBe(1);
  });

  it("a 429 backs off at least as long as Retry-After asks, keeping the cursor", async () => {
    failWith = { status: 429, headers: { "retry-after": "600" } };
    const polledAt = at(8);
    await pb.services.triggerPoller.runOnce(polledAt);
    const after = await row();
    expect(after.failures).toBe(1);
    expect(after.nextPollAt!.getTime()).toBeGreaterThanOrEqual(polledAt.getTime() + 600_000);
    expect(after.cursor).toMatchObject({ value: 5 });
    // Not polled again before then.
    failWith = undefined;
    expect(await pb.services.triggerPoller.runOnce(new Date(polledAt.getTime() + 300_000))).toBe(0);
    expect(await pb.services.triggerPoller.runOnce(new Date(polledAt.getTime() + 700_000))).toBe(1);
    expect((await row()).failures).toBe(0);
  });

  it("deleting the connection deletes its subscriptions", async () => {
    const removed = await pb.api("DELETE", "/api/v1/connections", { userId: "alice", plugin: "desk" });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${subscriptionId}`)).status).toBe(404);
  });
});
