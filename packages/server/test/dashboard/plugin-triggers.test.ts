import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld, type Caller } from "./dashboard-harness.js";

/** A webhook trigger signed `X-Signature: sha256=…` over the raw body. */
const orderPaid = {
  slug: "order_paid",
  name: "Order paid",
  description: "An order was paid.",
  kind: "webhook",
  payload: { description: "The order." },
  webhook: { verification: { scheme: "hmac_sha256", header: "X-Signature", prefix: "sha256=" }, eventId: { header: "X-Event-Id" } },
};

/** A poll trigger that lists tickets with the plugin's `LIST_TICKETS` tool. */
const ticketCreated = {
  slug: "ticket_created",
  name: "Ticket created",
  description: "A new ticket.",
  kind: "poll",
  payload: { description: "The ticket." },
  poll: { tool: "LIST_TICKETS", itemsPath: "tickets", idPath: "id" },
};

describe.each(testDatabases())("a plugin's triggers through the dashboard on $name", ({ open }) => {
  const suite = useDashboardWorld(open);
  const submit = (caller: Caller, id: string) => caller("POST", `/api/dashboard/plugins/${id}/submit`);
  const approve = (id: string) => suite.world.admin("POST", `/api/dashboard/plugins/${id}/review`, { status: "approved" });
  const detail = (id: string) => suite.world.creator("GET", `/api/dashboard/plugins/${id}`);

  it("takes triggers on create and shows them in the plugin's detail", async () => {
    const id = await suite.world.createPlugin({ triggers: [orderPaid] });
    const shown = await detail(id);
    expect(shown.body.triggers).toEqual([expect.objectContaining({ slug: "order_paid", kind: "webhook", configSchema: { type: "object", properties: {} } })]);
    expect((await suite.db.prisma.plugin.findUniqueOrThrow({ where: { id } })).triggers).toEqual([expect.objectContaining({ slug: "order_paid" })]);
  });

  it("replaces the triggers on edit, and the reviewer sees each trigger added, changed or removed like a tool", async () => {
    const id = await suite.world.createPlugin({ triggers: [orderPaid] });
    expect((await suite.world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "LIST_TICKETS", name: "List", description: "Lists tickets", method: "GET", path: "/tickets" })).status).toBe(201);
    await submit(suite.world.creator, id);
    await approve(id);
    expect((await detail(id)).body.changesSinceApproval).toEqual([]);

    const edited = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [{ ...orderPaid, description: "An order was paid in full." }, ticketCreated] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.reviewStatus).toBe("pending_review");
    expect(edited.body.triggers.map((trigger: { slug: string }) => trigger.slug)).toEqual(["order_paid", "ticket_created"]);
    expect(edited.body.changesSinceApproval).toEqual([
      { part: "trigger", name: "order_paid", change: "changed", fields: [{ field: "description", before: "An order was paid.", after: "An order was paid in full." }] },
      { part: "trigger", name: "ticket_created", change: "added", fields: [] },
    ]);
    // The catalog of subscribable triggers follows once the edit is approved again.
    await approve(id);
    const slug = edited.body.slug as string;
    const listed = await suite.world.pb.api("GET", `/api/v1/triggers?plugin=${slug}`);
    expect(listed.body.triggers.map((trigger: { slug: string }) => trigger.slug).sort()).toEqual(["order_paid", "ticket_created"]);

    const removed = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [] });
    expect(removed.body.changesSinceApproval).toEqual([
      { part: "trigger", name: "order_paid", change: "removed", fields: [] },
      { part: "trigger", name: "ticket_created", change: "removed", fields: [] },
    ]);
    expect((await suite.world.pb.api("GET", `/api/v1/triggers?plugin=${slug}`)).body.triggers).toEqual([]);
  });

  it("refuses (409) to delete or rename a tool a poll trigger calls, naming the trigger; the tool stays", async () => {
    const id = await suite.world.createPlugin();
    const tool = await suite.world.creator("POST", `/api/dashboard/plugins/${id}/tools`, { slug: "LIST_TICKETS", name: "List", description: "Lists tickets", method: "GET", path: "/tickets" });
    expect(tool.status).toBe(201);
    expect((await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [ticketCreated] })).status).toBe(200);

    const deleted = await suite.world.creator("DELETE", `/api/dashboard/plugins/${id}/tools?id=${tool.body.id}`);
    expect(deleted.status).toBe(409);
    expect(JSON.stringify(deleted.body)).toContain("ticket_created");
    const renamed = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}/tools`, { toolId: tool.body.id, slug: "LIST_ALL_TICKETS" });
    expect(renamed.status).toBe(409);
    expect(JSON.stringify(renamed.body)).toContain("ticket_created");
    expect((await detail(id)).body.tools.map((t: { slug: string }) => t.slug)).toEqual(["LIST_TICKETS"]);

    // Once the trigger is gone, the tool can go.
    expect((await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [] })).status).toBe(200);
    const gone = await suite.world.creator("DELETE", `/api/dashboard/plugins/${id}/tools?id=${tool.body.id}`);
    expect(gone.status).toBe(200);
    expect((await detail(id)).body.tools).toEqual([]);
  });

  it("refuses triggers that do not fit the plugin, naming the field (as a submission does)", async () => {
    const id = await suite.world.createPlugin();
    const noTool = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [ticketCreated] });
    expect(noTool.status).toBe(400);
    expect(noTool.body.details.fieldErrors).toEqual({ "triggers.0.poll.tool": ["no tool LIST_TICKETS in this plugin"] });
    const badSchema = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, {
      triggers: [{ ...orderPaid, configSchema: { type: "object", properties: { repo: { type: "string", pattern: "^(?!x)" } } } }],
    });
    expect(badSchema.status).toBe(400);
    expect(Object.keys(badSchema.body.details.fieldErrors)).toEqual(["triggers.0.configSchema"]);
    const onCreate = await suite.world.creator("POST", "/api/dashboard/plugins", { slug: `no-tool-${process.pid}`, name: "No tool", baseUrl: "https://api.example.com", triggers: [ticketCreated] });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body.details.fieldErrors).toEqual({ "triggers.0.poll.tool": ["no tool LIST_TICKETS in this plugin"] });
    const duplicate = await suite.world.creator("PUT", `/api/dashboard/plugins/${id}`, { triggers: [orderPaid, orderPaid] });
    expect(duplicate.status).toBe(400);
    expect(Object.keys(duplicate.body.details.fieldErrors)).toEqual(["triggers.1.slug"]);
    expect((await detail(id)).body.triggers).toEqual([]);
  });

  it("shows the triggers of a plugin submitted through the API, editable in the dashboard like the others", async () => {
    const { body: key } = await suite.world.creator("POST", "/api/dashboard/api-keys", { name: "submitter" });
    const submitted = await suite.world.pb.api(
      "POST",
      "/api/v1/submissions",
      { slug: `api-triggers-${process.pid}`, name: "API triggers", baseUrl: "https://api.example.com", tools: [{ slug: "LIST_TICKETS", name: "List", description: "Lists tickets", method: "GET", path: "/tickets" }], triggers: [ticketCreated] },
      { apiKey: key.key },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect((await detail(submitted.body.id)).body.triggers).toEqual([expect.objectContaining({ slug: "ticket_created", poll: expect.objectContaining({ tool: "LIST_TICKETS", intervalSeconds: expect.any(Number) }) })]);
    const edited = await suite.world.creator("PUT", `/api/dashboard/plugins/${submitted.body.id}`, { triggers: [ticketCreated, orderPaid] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.triggers.map((trigger: { slug: string }) => trigger.slug)).toEqual(["ticket_created", "order_paid"]);
  });
});
