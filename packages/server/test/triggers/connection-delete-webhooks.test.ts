import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

/** A GitHub-style trigger: a hook registered per repository, removed with `DELETE …/hooks/{id}`. */
const issueOpened = {
  slug: "issue_opened",
  name: "Issue opened",
  description: "An issue was opened in a repository.",
  kind: "webhook",
  configSchema: { type: "object", properties: { owner: { type: "string" }, repo: { type: "string" } }, required: ["owner", "repo"], additionalProperties: false },
  payload: { description: "GitHub's `issues` event." },
  webhook: {
    registration: {
      create: { method: "POST", path: "/repos/{{config.owner}}/{{config.repo}}/hooks", body: { name: "web", active: true, events: ["issues"], config: { url: "{{url}}", content_type: "json", secret: "{{secret}}" } } },
      idPath: "id",
      delete: { method: "DELETE", path: "/repos/{{config.owner}}/{{config.repo}}/hooks/{{upstreamId}}" },
    },
    verification: { scheme: "hmac_sha256", header: "X-Hub-Signature-256", prefix: "sha256=" },
    eventId: { header: "X-GitHub-Delivery" },
  },
};

/** Deleting a connection deletes its subscriptions and takes their hooks down at the provider first, with the user's token. */
describe.each(testDatabases())("deleting a connection removes its trigger subscriptions' webhooks on $name", ({ open }) => {
  let pb: TestPlugboard;
  let github: Upstream;
  let nextHook = 100;
  /** The hook id the provider gave each repository's registration. */
  const hooks = new Map<string, number>();
  let failDeletes = false;

  const deletions = () => github.received.filter((request) => request.method === "DELETE").map((request) => `${request.path} ${request.headers.authorization}`);
  const subscribe = async (userId: string, repo: string) => {
    const created = await pb.api("POST", "/api/v1/trigger-subscriptions", { userId, plugin: "gh-del", trigger: "issue_opened", config: { owner: "octo", repo } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as string;
  };
  const connect = async (userId: string) => {
    const connected = await pb.api("POST", "/api/v1/connections", { userId, plugin: "gh-del", authMethod: "bearer_token", credentials: { token: `token-${userId}` } });
    expect(connected.status, JSON.stringify(connected.body)).toBe(200);
    return connected.body.connectionId as string;
  };

  beforeAll(async () => {
    github = await startUpstream();
    github.reply((request) => {
      if (request.method === "POST" && request.path.endsWith("/hooks")) {
        hooks.set(request.path.split("/")[3]!, (nextHook += 1));
        return { status: 201, body: { id: nextHook, active: true } };
      }
      if (request.method === "DELETE") return failDeletes ? { status: 503, body: { message: "Service unavailable" } } : { status: 204, body: "" };
      return undefined;
    });
    pb = await startPlugboard(await open());
    await pb.createApprovedPlugin({ slug: "gh-del", name: "GitHub loopback", baseUrl: github.url, authMethods: [{ type: "bearer_token", label: "Token" }], triggers: [issueOpened] });
  }, 300_000);
  afterAll(async () => {
    await pb?.close();
    await github?.close();
  });

  it("removes each hook with the user's token, then the connection and its subscriptions; another user's stay", async () => {
    await connect("alice");
    await connect("bob");
    const one = await subscribe("alice", "one");
    const two = await subscribe("alice", "two");
    const bobs = await subscribe("bob", "three");

    const deleted = await pb.api("DELETE", "/api/v1/connections", { userId: "alice", plugin: "gh-del" });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deletions().sort()).toEqual([`/repos/octo/one/hooks/${hooks.get("one")} Bearer token-alice`, `/repos/octo/two/hooks/${hooks.get("two")} Bearer token-alice`]);
    for (const id of [one, two]) expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${id}`)).status).toBe(404);
    expect((await pb.api("GET", "/api/v1/trigger-subscriptions?userId=alice")).body.subscriptions).toEqual([]);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${bobs}`)).body).toMatchObject({ id: bobs, status: "active" });
  });

  it("a provider that refuses the removal is logged and never blocks the deletion", async () => {
    const connectionId = await connect("carol");
    const id = await subscribe("carol", "four");
    failDeletes = true;
    const before = deletions().length;
    const deleted = await pb.api("DELETE", `/api/v1/connections/${connectionId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deletions().slice(before)).toEqual([`/repos/octo/four/hooks/${hooks.get("four")} Bearer token-carol`]);
    expect((await pb.api("GET", `/api/v1/trigger-subscriptions/${id}`)).status).toBe(404);
    expect(pb.logs.some((line) => line.includes("could not remove a trigger's webhook at the provider") && line.includes(id))).toBe(true);
  });
});
