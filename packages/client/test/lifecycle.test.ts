import type { ConnectionItem, ConnectionRequest, CreateWebhookResponse, ListWebhookDeliveriesResponse } from "@plugboard/core";
import { HttpResponse, http } from "msw";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { ConflictError, ConnectionRequestError, verifyWebhook, WebhookVerificationError } from "../src/index.js";
import { BASE_URL, createClient, see, setupTestServer, type SeenRequest } from "./setup-test-server.js";

const server = setupTestServer();
const SECRET = `whsec_${btoa("0123456789abcdef0123456789abcdef")}`;
const BODY = JSON.stringify({ id: "evt_1", type: "connection.created", createdAt: "2026-01-01T00:00:00.000Z", data: { userId: "u1" } });

describe("verifyWebhook (Standard Webhooks)", () => {
  it("accepts what the standardwebhooks package signs, as Headers or a plain record", async () => {
    const now = new Date();
    const signature = new Webhook(SECRET).sign("msg_1", now, BODY);
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(now.getTime() / 1000)), "webhook-signature": signature };
    expect(await verifyWebhook(BODY, headers, SECRET)).toEqual(JSON.parse(BODY));
    expect(await verifyWebhook(BODY, new Headers(headers), SECRET)).toEqual(JSON.parse(BODY));
    // A rotation may send several signatures: one match is enough.
    expect(await verifyWebhook(BODY, { ...headers, "webhook-signature": `v1,bm90LWl0 ${signature}` }, SECRET)).toEqual(JSON.parse(BODY));
  });

  it("refuses a changed body, another secret, a missing header and an old timestamp", async () => {
    const sign = (at: Date) => {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      return { "webhook-id": "msg_3", "webhook-timestamp": timestamp, "webhook-signature": new Webhook(SECRET).sign("msg_3", at, BODY) };
    };
    const headers = sign(new Date());
    const attempts: Array<() => Promise<unknown>> = [
      () => verifyWebhook(BODY.replace("u1", "u2"), headers, SECRET),
      () => verifyWebhook(BODY, headers, `whsec_${btoa("another secret of 32 bytes length")}`),
      () => verifyWebhook(BODY, { "webhook-id": "msg_3", "webhook-timestamp": headers["webhook-timestamp"] }, SECRET),
      () => verifyWebhook(BODY, sign(new Date(Date.now() - 10 * 60_000)), SECRET),
    ];
    for (const attempt of attempts) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(WebhookVerificationError.isInstance(error), String(error)).toBe(true);
      expect(error).toMatchObject({ code: "invalid_webhook", status: 0 });
    }
  });
});

function capture(method: "get" | "post" | "delete", path: string, answer: (request: Request) => unknown, status = 200) {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push(await see(request));
      return HttpResponse.json(answer(request) as never, { status });
    }),
  );
  return seen;
}

describe("webhooks", () => {
  it("create, list, delete and deliveries call /api/v1/webhooks", async () => {
    const created: CreateWebhookResponse = { id: "w1", url: "https://app.example/hooks", events: ["connection.created"], secret: SECRET, createdAt: "2026-01-01T00:00:00.000Z" };
    const posts = capture("post", "/api/v1/webhooks", () => created, 201);
    const lists = capture("get", "/api/v1/webhooks", () => ({ webhooks: [] }));
    const deletes = capture("delete", "/api/v1/webhooks/w%201", () => ({ deleted: true }));
    const page: ListWebhookDeliveriesResponse = { deliveries: [], nextCursor: null, hasMore: false };
    const deliveries = capture("get", "/api/v1/webhooks/w1/deliveries", () => page);
    const client = createClient();

    expect(await client.webhooks.create({ url: created.url, events: ["connection.created"] })).toEqual(created);
    expect(posts[0]!.body).toEqual({ url: created.url, events: ["connection.created"] });
    expect(await client.webhooks.list()).toEqual({ webhooks: [] });
    expect(lists).toHaveLength(1);
    expect(await client.webhooks.delete("w 1")).toEqual({ deleted: true });
    expect(deletes).toHaveLength(1);
    expect(await client.webhooks.deliveries("w1", { limit: 5, cursor: "c1" })).toEqual(page);
    expect(Object.fromEntries(deliveries[0]!.url.searchParams)).toEqual({ limit: "5", cursor: "c1" });
  });

  it("retryDelivery and rotateSecret call their routes", async () => {
    const delivery = { id: "d 1", eventId: "e1", type: "connection.created", status: "pending", attempts: 7, lastStatusCode: 500, lastError: "The receiver answered with status 500", nextAttemptAt: "2026-01-01T00:00:00.000Z", deliveredAt: null, createdAt: "2026-01-01T00:00:00.000Z", attemptHistory: [] } as const;
    const retries = capture("post", "/api/v1/webhooks/w1/deliveries/d%201/retry", () => delivery);
    const rotated = { id: "w1", url: "https://app.example/hooks", events: ["connection.created"] as const, secret: SECRET, createdAt: "2026-01-01T00:00:00.000Z" };
    const rotations = capture("post", "/api/v1/webhooks/w1/rotate-secret", () => rotated);
    const client = createClient();
    expect(await client.webhooks.retryDelivery("w1", "d 1")).toEqual(delivery);
    expect(retries).toHaveLength(1);
    expect(await client.webhooks.rotateSecret("w1")).toEqual(rotated);
    expect(rotations).toHaveLength(1);
  });
});

describe("connections.waitForConnection", () => {
  const request = (status: ConnectionRequest["status"], extra: Partial<ConnectionRequest> = {}): ConnectionRequest => ({
    id: "r1",
    status,
    userId: "u1",
    plugin: "github",
    accountLabel: "work",
    expiresAt: "2026-01-01T00:10:00.000Z",
    ...extra,
  });
  const connection: ConnectionItem = {
    id: "c1",
    pluginSlug: "github",
    pluginName: "GitHub",
    pluginDescription: "",
    pluginIconUrl: "",
    authMethodType: "oauth2",
    accountLabel: "work",
    isDefault: false,
    hasMcpTokens: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    status: "active",
    mcpStatus: "active",
  };

  it("long-polls until the request is connected and resolves with the connection", async () => {
    const answers = [request("pending"), request("connected", { connectionId: "c1" })];
    const polls = capture("get", "/api/v1/connections/requests/r1", () => answers.shift());
    const lists = capture("get", "/api/v1/connections", () => ({ connections: [{ ...connection, id: "other", accountLabel: "default" }, connection] }));
    expect(await createClient().connections.waitForConnection("r1", { timeoutMs: 120_000 })).toEqual(connection);
    expect(polls.map((seen) => seen.url.searchParams.get("waitSeconds"))).toEqual(["30", "30"]);
    // The second account of the user at the plugin: the one the request connected, with its label.
    expect(Object.fromEntries(lists[0]!.url.searchParams)).toEqual({ userId: "u1", plugin: "github" });
  });

  it("rejects with ConnectionRequestError for a failed or expired request, and when the time is up", async () => {
    for (const [answer, reason] of [
      [request("failed", { error: "access_denied" }), "failed"],
      [request("expired"), "expired"],
      [request("pending"), "timeout"],
    ] as const) {
      server.resetHandlers();
      capture("get", "/api/v1/connections/requests/r1", () => answer);
      const error = await createClient()
        .connections.waitForConnection("r1", { timeoutMs: 500 })
        .catch((caught: unknown) => caught);
      expect(ConnectionRequestError.isInstance(error), String(error)).toBe(true);
      expect(error).toMatchObject({ reason, code: `connection_${reason}`, requestId: "r1" });
    }
  });

  it("stops when the signal aborts", async () => {
    capture("get", "/api/v1/connections/requests/r1", () => request("pending"));
    const controller = new AbortController();
    controller.abort(new Error("user left"));
    await expect(createClient().connections.waitForConnection("r1", { signal: controller.signal })).rejects.toThrow("user left");
  });
});

describe("the 409 of tools.execute", () => {
  it("exposes the connect link on ConflictError", async () => {
    capture(
      "post",
      "/api/v1/tools/execute",
      () => ({ error: "User has no connection", code: "connection_required", plugin: "github", connectUrl: "https://pb.example/connect/github?token=t", connectionRequestId: "r9" }),
      409,
    );
    const error = await createClient()
      .tools.execute({ userId: "u1", tool: "GITHUB_LIST" })
      .catch((caught: unknown) => caught);
    expect(ConflictError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: "connection_required", plugin: "github", connectUrl: "https://pb.example/connect/github?token=t", connectionRequestId: "r9" });
  });
});
