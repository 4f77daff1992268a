import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../lifecycle/webhook-receiver.js";
import { findLeakedSecrets, startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

const TOKEN = "ghp_loopback_user_token_0123456789";

/** A GitHub-style plugin: hooks registered per repository, deliveries signed `X-Hub-Signature-256: sha256=…`. */
const issueOpened = {
  slug: "issue_opened",
  name: "Issue opened",
  description: "An issue was opened in a repository.",
  kind: "webhook",
  configSchema: { type: "object", properties: { owner: { type: "string" }, repo: { type: "string" } }, required: ["owner", "repo"], additionalProperties: false },
  payload: { description: "GitHub's `issues` event payload (`action`, `issue`, `repository`, `sender`)." },
  webhook: {
    registration: {
      create: { method: "POST", path: "/repos/{{config.owner}}/{{config.repo}}/hooks", body: { name: "web", active: true, events: ["issues"], config: { url: "{{url}}", content_type: "json", secret: "{{secret}}" } } },
      idPath: "id",
      delete: { method: "DELETE", path: "/repos/{{config.owner}}/{{config.repo}}/hooks/{{upstreamId}}" },
    },
    verification: { scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=" },
    eventId: { header: "X-GitHub-Delivery" },
    occurredAtPath: "issue.created_at",
    match: { headers: { "X-GitHub-Event": "issues" }, fields: { action: "opened" } },
  },
  source: "https://docs.github.com/en/rest/repos/webhooks#create-a-repository-webhook",
};

describe.each(testDatabases())("a GitHub-style webhook trigger end to end on $name", ({ open }) => {
  let pb: TestPlugboard;
  let github: Upstream;
  let receiver: WebhookReceiver;
  let subscription: { id: string; config: Record<string, unknown> };

  /** The hook GitHub was asked to create (the last registration request). */
  const registered = () => github.received.filter((request) => request.method === "POST" && request.path === "/repos/octo/hello/hooks").at(-1)!.json as { config: { url: string; secret: string } };

  /** Sends a delivery as GitHub does: the raw JSON body signed with the hook's secret. */
  const deliver = (url: string, body: string, headers: Record<string, string>, secret = registered().config.secret) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`, ...headers },
      body,
    });

  beforeAll(async () => {
    github = await startUpstream();
    github.reply((request) => {
      if (request.method === "POST" && request.path.endsWith("/hooks")) return { status: 201, body: { id: 4242, type: "Repository", active: true } };
      if (request.method === "DELETE") return { status: 204, body: "" };
      return undefined;
    });
    pb = await startPlugboard(await open(), { webhooks: { pollIntervalMs: 50 } });
    receiver = await startWebhookReceiver(pb, ["trigger.event"]);
    await pb.createApprovedPlugin({ slug: "gh-loop", name: "GitHub loopback", baseUrl: github.url, authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [issueOpened] });
    const connected = await pb.api("POST", "/api/v1/connections", { userId: "alice", plugin: "gh-loop", authMethod: "bearer_token", credentials: { token: TOKEN } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  });
  afterAll(async () => {
    await pb?.close();
    await github?.close();
    await receiver?.close();
  });

  it("lists the plugin's trigger with its config schema", async () => {
    const listed = await pb.api("GET", "/api/v1/triggers?plugin=gh-loop");
    expect(listed.status).toBe(200);
    expect(listed.body.triggers).toEqual([expect.objectContaining({ plugin: "gh-loop", slug: "issue_opened", kind: "webhook", configSchema: issueOpened.configSchema })]);
  });

  it("refuses a config that fails the trigger's schema, or a value that would leave its path segment, naming the field", async () => {
    const missing = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "alice", plugin: "gh-loop", trigger: "issue_opened", config: { owner: "octo" } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(["config.repo"]);
    const escape = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "alice", plugin: "gh-loop", trigger: "issue_opened", config: { owner: "octo", repo: "../../user" } });
    expect(escape.status).toBe(400);
    expect(Object.keys(escape.body.details.fieldErrors)).toEqual(["config.repo"]);
    expect(github.received.filter((request) => request.method === "POST")).toHaveLength(0);
    const nobody = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "bob", plugin: "gh-loop", trigger: "issue_opened", config: { owner: "octo", repo: "hello" } });
    expect(nobody.status).toBe(409);
    expect(nobody.body.code).toBe("connection_required");
  });

  it("registers a webhook at the provider with the user's credentials, pointing at a fresh inbound URL with a fresh secret", async () => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId: "alice", plugin: "gh-loop", trigger: "issue_opened", config: { owner: "octo", repo: "hello" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    subscription = created.body;
    expect(created.body).toMatchObject({ userId: "alice", plugin: "gh-loop", trigger: "issue_opened", accountLabel: "default", status: "active", lastEventAt: null });
    expect(created.body.secret).toBeUndefined();
    const request = github.received.find((received) => received.method === "POST" && received.path === "/repos/octo/hello/hooks")!;
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const hook = registered();
    expect(hook).toMatchObject({ name: "web", active: true, events: ["issues"], config: { content_type: "json" } });
    expect(hook.config.url).toMatch(new RegExp(`^${pb.url}/api/v1/triggers/inbound/[A-Za-z0-9_-]{43}$`));
    expect(hook.config.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${subscription.id}`)).body).toMatchObject({ id: subscription.id, status: "active" });
    expect((await pb.api("GET", "/api/v1/trigger-subscriptions?userId=alice&plugin=gh-loop")).body.subscriptions).toHaveLength(1);
    // Another developer sees none of it.
    const other = await pb.newDeveloper(`gh-other-${randomUUID()}@test.local`);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${subscription.id}`, undefined, { apiKey: other.apiKey })).status).toBe(404);
  });

  it("accepts a signed event once, delivers it as trigger.event and lists it; a provider retry is the same event", async () => {
    const url = registered().config.url;
    const delivery = randomUUID();
    const body = JSON.stringify({ action: "opened", issue: { number: 7, title: "It broke", created_at: "2026-12-25T10:00:00Z" }, repository: { full_name: "octo/hello" } });
    const first = await deliver(url, body, { "x-github-event": "issues", "x-github-delivery": delivery });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, events: 1 });
    const retry = await deliver(url, body, { "x-github-event": "issues", "x-github-delivery": delivery });
    expect(await retry.json()).toEqual({ received: true, events: 0 });

    await expect.poll(() => receiver.events().length, { timeout: 10_000 }).toBe(1);
    const [event] = receiver.events();
    expect(event).toMatchObject({
      type: "trigger.event",
      data: { subscriptionId: subscription.id, userId: "alice", plugin: "gh-loop", trigger: "issue_opened", accountLabel: "default", occurredAt: "2026-12-25T10:00:00.000Z", payload: { action: "opened", issue: { number: 7 } } },
    });
    expect(event!.id).toBe(event!.data.id);

    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}`);
    expect(listed.body.events).toEqual([expect.objectContaining({ id: event!.id, payload: expect.objectContaining({ action: "opened" }) })]);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${subscription.id}`)).body.lastEventAt).not.toBeNull();
  });

  it("acknowledges and drops deliveries that are not events of the trigger (ping, another action)", async () => {
    const url = registered().config.url;
    const ping = await deliver(url, JSON.stringify({ zen: "Keep it logically awesome.", hook_id: 4242 }), { "x-github-event": "ping", "x-github-delivery": randomUUID() });
    expect(await ping.json()).toEqual({ received: true, events: 0 });
    const closed = await deliver(url, JSON.stringify({ action: "closed", issue: { number: 7 } }), { "x-github-event": "issues", "x-github-delivery": randomUUID() });
    expect(await closed.json()).toEqual({ received: true, events: 0 });
  });

  it("refuses a forged delivery and an unknown token alike (401), storing nothing", async () => {
    const url = registered().config.url;
    const body = JSON.stringify({ action: "opened", issue: { number: 8 } });
    const forged = await deliver(url, body, { "x-github-event": "issues", "x-github-delivery": randomUUID() }, "not-the-secret");
    const unsigned = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-github-event": "issues" }, body });
    const unknown = await deliver(`${pb.url}/api/v1/triggers/inbound/${"A".repeat(43)}`, body, { "x-github-event": "issues", "x-github-delivery": randomUUID() });
    for (const response of [forged, unsigned, unknown]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized", code: "unauthorized" });
    }
    const listed = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}`);
    expect(listed.body.events).toHaveLength(1);
  });

  it("wakes a long-poll reader when the next event arrives", async () => {
    const first = await pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}`);
    const started = Date.now();
    const waiting = pb.api("GET", `/api/v1/trigger-events?subscriptionId=${subscription.id}&cursor=${first.body.nextCursor}&waitSeconds=20`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await deliver(registered().config.url, JSON.stringify({ action: "opened", issue: { number: 9 } }), { "x-github-event": "issues", "x-github-delivery": randomUUID() });
    const woken = await waiting;
    expect(woken.body.events).toEqual([expect.objectContaining({ payload: expect.objectContaining({ issue: { number: 9 } }) })]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("deleting the subscription removes the upstream webhook, and its URL stops working", async () => {
    const url = registered().config.url;
    const deleted = await pb.api("DELETE", `/api/v1/trigger-subscriptions/${subscription.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    const removal = github.received.find((request) => request.method === "DELETE")!;
    expect(removal.path).toBe("/repos/octo/hello/hooks/4242");
    expect(removal.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const late = await deliver(url, JSON.stringify({ action: "opened", issue: { number: 10 } }), { "x-github-event": "issues", "x-github-delivery": randomUUID() });
    expect(late.status).toBe(401);
    const audited = await pb.api("GET", `/api/v1/audit?target=${subscription.id}`);
    expect(audited.body.events.map((entry: { action: string }) => entry.action).sort()).toEqual(["trigger_subscription.created", "trigger_subscription.deleted"]);
  });

  it("never shows the user's token or a hook secret in an answer or a log line", () => {
    expect(findLeakedSecrets(pb, [TOKEN, registered().config.secret])).toEqual([]);
  });
});
