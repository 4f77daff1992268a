import { hashApiKey } from "@plugboard/core/crypto";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

describe.each(testDatabases())("dashboard API keys on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  it("shows a new key once, stores only its hash, and the key works on /api/v1 and the dashboard", async () => {
    const created = await suite.world.creator("POST", "/api/dashboard/api-keys", { name: "CI" });
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    const key: string = created.body.key;
    expect(key).toMatch(/^nk_/);
    expect(created.body).toMatchObject({ name: "CI", prefix: key.slice(0, created.body.prefix.length), lastUsedAt: null });
    const row = await suite.db.prisma.apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await suite.world.creator("GET", "/api/dashboard/api-keys");
    expect(listed.body.apiKeys.map((item: { id: string }) => item.id)).toContain(created.body.id);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    expect((await suite.world.pb.api("GET", "/api/v1/submissions", undefined, { apiKey: key })).status).toBe(200);
    expect((await suite.world.as(key)("GET", "/api/dashboard/me")).body).toMatchObject({ email: "creator@plugboard.test", authenticatedWith: "api_key" });
  });

  it("deletes a key, after which it is refused everywhere (401)", async () => {
    const { body } = await suite.world.creator("POST", "/api/dashboard/api-keys", { name: "to delete" });
    expect((await suite.world.pb.api("GET", "/api/v1/submissions", undefined, { apiKey: body.key })).status).toBe(200);
    const deleted = await suite.world.creator("DELETE", "/api/dashboard/api-keys", { keyId: body.id });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await suite.world.pb.api("GET", "/api/v1/submissions", undefined, { apiKey: body.key })).status).toBe(401);
    expect((await suite.world.as(body.key)("GET", "/api/dashboard/plugins")).status).toBe(401);
    expect((await suite.world.creator("DELETE", "/api/dashboard/api-keys", { keyId: body.id })).status).toBe(404);
  });

  it("keeps each developer to its own keys: another's key id is 404 and stays usable", async () => {
    const { body } = await suite.world.creator("POST", "/api/dashboard/api-keys", { name: "mine" });
    expect((await suite.world.other("DELETE", "/api/dashboard/api-keys", { keyId: body.id })).status).toBe(404);
    expect((await suite.world.admin("DELETE", `/api/dashboard/api-keys?keyId=${body.id}`)).status).toBe(404);
    expect((await suite.world.other("GET", "/api/dashboard/api-keys")).body.apiKeys.map((item: { id: string }) => item.id)).not.toContain(body.id);
    expect((await suite.world.pb.api("GET", "/api/v1/submissions", undefined, { apiKey: body.key })).status).toBe(200);
  });

  it("needs a name and an ID token sign-in", async () => {
    const missing = await suite.world.creator("POST", "/api/dashboard/api-keys", {});
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors.name).toBeDefined();
    expect((await suite.world.anonymous("POST", "/api/dashboard/api-keys", { name: "x" })).status).toBe(401);
    expect((await suite.world.as(suite.world.pb.apiKey)("POST", "/api/dashboard/api-keys", { name: "x" })).status).toBe(401);
  });
});
