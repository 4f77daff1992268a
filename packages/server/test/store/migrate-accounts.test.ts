import { randomBytes, randomUUID } from "node:crypto";
import { createCipher } from "@plugboard/core/crypto";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { migrateUpTo } from "../helpers/migrations-up-to.js";
import { testDatabases } from "../helpers/test-database.js";

/** The last migration of the release before accounts (issue 23). */
const PREVIOUS_RELEASE = "20261206000000_execution_log_without_foreign_key";
/** The accounts migration this test is about (later ones, such as `credentials`, have their own tests). */
const ACCOUNTS = "20261210000000_connection_accounts";


const cipher = createCipher({ key: randomBytes(32).toString("hex") });

describe.each(testDatabases())("migrating a database of the previous release to accounts on $name", ({ open }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("turns every connection into the default account of its pair without losing a credential", async () => {
    db = await open({ migrate: false });
    await migrateUpTo(db, PREVIOUS_RELEASE);
    const sql = (text: string, ...values: unknown[]) => db!.prisma.$executeRawUnsafe(text, ...values);

    // Rows as the previous release wrote them: REST credentials (oauth2 tokens) on one connection, MCP
    // tokens and the grant's client on another (with a label), both sides on a third.
    const developerId = randomUUID();
    const pluginId = randomUUID();
    const mcpPluginId = randomUUID();
    const methodId = randomUUID();
    await sql(`INSERT INTO "Developer" (id, email) VALUES ($1::uuid, 'dev@example.com')`, developerId);
    await sql(`INSERT INTO "Plugin" (id, slug, name, "reviewStatus") VALUES ($1::uuid, 'rest', 'Rest', 'approved'), ($2::uuid, 'mcpish', 'Mcpish', 'approved')`, pluginId, mcpPluginId);
    await sql(`INSERT INTO "AuthMethod" (id, "pluginId", type, label, config) VALUES ($1::uuid, $2::uuid, 'oauth2', 'OAuth', '{}'::jsonb)`, methodId, pluginId);
    const restValues = { access_token: "rest-access", refresh_token: "rest-refresh", token_type: "Bearer" };
    const restExpiry = new Date("2026-12-01T10:00:00.000Z");
    const mcpGrant = { clientId: "client-1", clientSecret: "secret-1", serverUrl: "https://mcp.example.com/mcp" };
    const mcpExpiry = new Date("2026-12-02T10:00:00.000Z");
    const [restId, mcpId, bothId] = [randomUUID(), randomUUID(), randomUUID()];
    await sql(
      `INSERT INTO "Connection" (id, "developerId", "userId", "pluginId", "authMethodId", credentials, "credentialsExpiresAt", version)
       VALUES ($1::uuid, $2::uuid, 'alice', $3::uuid, $4::uuid, $5, $6, 3)`,
      restId, developerId, pluginId, methodId, cipher.encryptJson(restValues), restExpiry,
    );
    await sql(
      `INSERT INTO "Connection" (id, "developerId", "userId", "pluginId", "accountLabel", "mcpAccessToken", "mcpRefreshToken", "mcpTokenExpiresAt", "mcpClientCredentials", "mcpStatus")
       VALUES ($1::uuid, $2::uuid, 'alice', $3::uuid, 'alice@work', $4, $5, $6, $7, 'needs_reauth')`,
      mcpId, developerId, mcpPluginId, cipher.encrypt("mcp-access"), cipher.encrypt("mcp-refresh"), mcpExpiry, cipher.encryptJson(mcpGrant),
    );
    await sql(
      `INSERT INTO "Connection" (id, "developerId", "userId", "pluginId", "authMethodId", credentials, "mcpAccessToken", "mcpClientCredentials", status)
       VALUES ($1::uuid, $2::uuid, 'bob', $3::uuid, $4::uuid, $5, $6, $7, 'needs_reauth')`,
      bothId, developerId, pluginId, methodId, cipher.encryptJson({ api_key: "bob-key" }), cipher.encrypt("bob-mcp"), cipher.encryptJson(mcpGrant),
    );
    const requestId = randomUUID();
    await sql(
      `INSERT INTO "ConnectionRequest" (id, "developerId", "userId", "pluginId", status, "connectionId", "expiresAt") VALUES ($1::uuid, $2::uuid, 'alice', $3::uuid, 'connected', $4::uuid, now())`,
      requestId, developerId, pluginId, restId,
    );
    await sql(
      `INSERT INTO "PendingConnection" (id, nonce, "developerId", "userId", "pluginId", "redirectUrl", "expiresAt") VALUES ($1::uuid, 'n-1', $2::uuid, 'carol', $3::uuid, 'https://app.example.com/done', now())`,
      randomUUID(), developerId, pluginId,
    );

    await migrateUpTo(db, ACCOUNTS);

    // The columns as the accounts migration left them (the `credentials` migration moves them later).
    type Row = Record<string, string | number | boolean | Date | null> & { id: string };
    const rows = await db.prisma.$queryRawUnsafe<Row[]>(`SELECT * FROM "Connection" ORDER BY "userId"`);
    const time = (value: unknown) => new Date(value as string).getTime();
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(restId)).toMatchObject({ accountLabel: "default", isDefault: true, status: "active", version: 3 });
    expect(time(byId.get(restId)!.credentialsExpiresAt)).toBe(restExpiry.getTime());
    expect(cipher.decryptJson(byId.get(restId)!.credentials as string)).toEqual(restValues);
    const mcp = byId.get(mcpId)!;
    expect(mcp).toMatchObject({ accountLabel: "alice@work", isDefault: true, mcpStatus: "needs_reauth" });
    expect(time(mcp.mcpTokenExpiresAt)).toBe(mcpExpiry.getTime());
    expect([cipher.decrypt(mcp.mcpAccessToken as string), cipher.decrypt(mcp.mcpRefreshToken as string)]).toEqual(["mcp-access", "mcp-refresh"]);
    expect(cipher.decryptJson(mcp.mcpClientCredentials as string)).toEqual(mcpGrant);
    const both = byId.get(bothId)!;
    expect(both).toMatchObject({ accountLabel: "default", isDefault: true, status: "needs_reauth" });
    expect(cipher.decryptJson(both.credentials as string)).toEqual({ api_key: "bob-key" });
    expect(cipher.decrypt(both.mcpAccessToken as string)).toBe("bob-mcp");
    expect(await db.prisma.connectionRequest.findUnique({ where: { id: requestId } })).toMatchObject({ accountLabel: "default", connectionId: restId, status: "connected" });
    expect(await db.prisma.pendingConnection.findFirst({ where: { nonce: "n-1" }, select: { accountLabel: true } })).toEqual({ accountLabel: "default" });

    // The migrated database takes a second account of a pair, but never a second default one.
    await db.prisma.connection.create({ data: { developerId, userId: "alice", pluginId, accountLabel: "personal" } });
    await expect(db.prisma.connection.create({ data: { developerId, userId: "alice", pluginId, accountLabel: "third", isDefault: true } })).rejects.toThrow();
    await expect(db.prisma.connection.create({ data: { developerId, userId: "alice", pluginId } })).rejects.toThrow();
  }, 180_000);
});
