import { ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findLeakedSecrets } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

const CLIENT_SECRET = "oauth-client-secret-xyz-987";
const oauth2 = (extra: Record<string, unknown> = {}) => ({
  authorize_url: "https://provider.example.com/authorize",
  token_url: "https://provider.example.com/token",
  client_id: "client-id-1",
  ...extra,
});

describe.each(testDatabases())("dashboard auth methods on $name", ({ open }) => {
  const suite = useDashboardWorld(open);
  let pluginId: string;

  beforeAll(async () => {
    pluginId = await suite.world.createPlugin();
  });

  const path = () => `/api/dashboard/plugins/${pluginId}/auth-methods`;

  it("creates an oauth2 method with its client secret encrypted at rest and never returned", async () => {
    suite.world.events.length = 0;
    const created = await suite.world.creator("PUT", path(), { type: "oauth2", label: "Sign in", isDefault: true, config: oauth2({ client_secret: CLIENT_SECRET }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "oauth2", label: "Sign in", isDefault: true, hasClientSecret: true });
    expect(created.body.config.client_secret).toBeUndefined();
    const row = await suite.db.prisma.authMethod.findUniqueOrThrow({ where: { id: created.body.id } });
    const stored = (row.config as Record<string, string>).client_secret!;
    expect(stored).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(suite.world.pb.context.cipher.decrypt(stored)).toBe(CLIENT_SECRET);
    expect(suite.world.events).toEqual([{ kind: "plugin", pluginId }]);
    const detail = await suite.world.creator("GET", `/api/dashboard/plugins/${pluginId}`);
    expect(detail.body.authMethods).toHaveLength(1);
    expect(findLeakedSecrets(suite.world.pb, [CLIENT_SECRET])).toEqual([]);
  });

  it("upserts by type (one per type) and keeps the stored secret when the update omits it", async () => {
    const before = await suite.db.prisma.authMethod.findUniqueOrThrow({ where: { pluginId_type: { pluginId, type: "oauth2" } } });
    const updated = await suite.world.creator("PUT", path(), { type: "oauth2", label: "Renamed", config: oauth2({ scopes: ["read"] }) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: before.id, label: "Renamed", hasClientSecret: true, isDefault: false });
    const after = await suite.db.prisma.authMethod.findUniqueOrThrow({ where: { id: before.id } });
    expect((after.config as Record<string, unknown>).client_secret).toBe((before.config as Record<string, unknown>).client_secret);
    expect(await suite.db.prisma.authMethod.count({ where: { pluginId } })).toBe(1);
  });

  it("making one method the default unsets the others", async () => {
    const oauth = await suite.world.creator("PUT", path(), { type: "oauth2", label: "OAuth", isDefault: true, config: oauth2() });
    const key = await suite.world.creator("PUT", path(), { type: "api_key", label: "Key", isDefault: true });
    expect(key.status).toBe(201);
    expect(key.body.config).toEqual({ header_name: "X-API-Key" });
    const defaults = await suite.db.prisma.authMethod.findMany({ where: { pluginId, isDefault: true } });
    expect(defaults.map((method) => method.id)).toEqual([key.body.id]);
    const byId = await suite.world.creator("PUT", path(), { authMethodId: oauth.body.id, type: "oauth2", label: "OAuth again", isDefault: true, config: oauth2() });
    expect(byId.status).toBe(200);
    expect((await suite.db.prisma.authMethod.findMany({ where: { pluginId, isDefault: true } })).map((method) => method.id)).toEqual([oauth.body.id]);
  });

  it("refuses changing a method to a type the plugin already has (400 naming type) and unknown ids (404)", async () => {
    const key = await suite.db.prisma.authMethod.findUniqueOrThrow({ where: { pluginId_type: { pluginId, type: "api_key" } } });
    const clash = await suite.world.creator("PUT", path(), { authMethodId: key.id, type: "oauth2", label: "x", config: oauth2() });
    expect(clash.status).toBe(400);
    expect(clash.body.details.fieldErrors.type).toBeDefined();
    expect((await suite.world.creator("PUT", path(), { authMethodId: "00000000-0000-4000-8000-000000000000", type: "no_auth", label: "x" })).status).toBe(404);
  });

  it("names invalid fields, including inside config", async () => {
    const badType = await suite.world.creator("PUT", path(), { type: "magic", label: "" });
    expect(Object.keys(badType.body.details.fieldErrors).sort()).toEqual(["label", "type"]);
    const badConfig = await suite.world.creator("PUT", path(), { type: "oauth2", label: "x", config: { authorize_url: "not a url", token_url: "https://t.example", client_id: "c" } });
    expect(badConfig.status).toBe(400);
    expect(badConfig.body.details.fieldErrors["config.authorize_url"]).toBeDefined();
  });

  it("deletes by authMethodId; another developer gets 403", async () => {
    const key = await suite.db.prisma.authMethod.findUniqueOrThrow({ where: { pluginId_type: { pluginId, type: "api_key" } } });
    expect((await suite.world.other("DELETE", path(), { authMethodId: key.id })).status).toBe(403);
    expect((await suite.world.other("PUT", path(), { type: "no_auth", label: "x" })).status).toBe(403);
    const deleted = await suite.world.creator("DELETE", path(), { authMethodId: key.id });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await suite.world.creator("DELETE", path(), { authMethodId: key.id })).status).toBe(404);
    expect((await suite.world.creator("DELETE", path(), {})).body.details.fieldErrors.authMethodId).toBeDefined();
  });
});
