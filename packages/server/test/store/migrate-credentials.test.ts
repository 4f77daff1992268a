import { randomUUID } from "node:crypto";
import { createCipher, ENCRYPTED_VALUE_PATTERN } from "@plugboard/core/crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createConnectionCache } from "../../src/services/connections/connection-cache.js";
import { sealMigratedCredentials } from "../../src/services/credentials/credential-store.js";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { storedCredential } from "../helpers/stored-credential.js";
import { migrateUpTo } from "../helpers/migrations-up-to.js";
import { testDatabases } from "../helpers/test-database.js";

/** The last migration before one credential shape (issue 23, part 2): credentials still on two column sets of "Connection". */
const BEFORE = "20261210000000_connection_accounts";
const CREDENTIALS = "20261211000000_credentials";


// The key the database was written with is the one the server below starts with.
const cipher = createCipher({ key: TEST_ENCRYPTION_KEY });

describe.each(testDatabases())("migrating credentials from two column sets to one Credential per source on $name", ({ open }) => {
  let db: Database | undefined;
  let pb: TestPlugboard | undefined;
  afterEach(async () => {
    await pb?.close();
    await db?.close();
    [pb, db] = [undefined, undefined];
  });

  it("keeps every credential — REST OAuth, API key, MCP OAuth, both on one connection — readable through the credential module", async () => {
    db = await open({ migrate: false });
    await migrateUpTo(db, BEFORE);
    const sql = (text: string, ...values: unknown[]) => db!.prisma.$executeRawUnsafe(text, ...values);

    // Rows as the release before this migration wrote them.
    const developerId = randomUUID();
    const [restPlugin, mcpPlugin] = [randomUUID(), randomUUID()];
    const [oauthMethod, keyMethod] = [randomUUID(), randomUUID()];
    await sql(`INSERT INTO "Developer" (id, email) VALUES ($1::uuid, 'dev@example.com')`, developerId);
    await sql(`INSERT INTO "Plugin" (id, slug, name, "reviewStatus") VALUES ($1::uuid, 'restful', 'Restful', 'approved'), ($2::uuid, 'mcpish', 'Mcpish', 'approved')`, restPlugin, mcpPlugin);
    await sql(
      `INSERT INTO "AuthMethod" (id, "pluginId", type, label, config) VALUES ($1::uuid, $3::uuid, 'oauth2', 'OAuth', '{}'::jsonb), ($2::uuid, $3::uuid, 'api_key', 'Key', '{}'::jsonb)`,
      oauthMethod, keyMethod, restPlugin,
    );
    const oauthValues = { access_token: "rest-access-1", refresh_token: "rest-refresh-1", token_type: "Bearer" };
    const oauthExpiry = new Date("2026-12-01T10:00:00.000Z");
    const grant = { source: "registered", clientId: "client-1", clientSecret: "secret-1", authorizationServerUrl: "https://auth.mcp.example/" };
    const mcpExpiry = new Date("2026-12-02T10:00:00.000Z");
    const ids = { oauth: randomUUID(), key: randomUUID(), mcp: randomUUID(), both: randomUUID(), accessOnly: randomUUID(), open: randomUUID() };
    const connection = (id: string, userId: string, pluginId: string, columns: Record<string, unknown>) => {
      const names = Object.keys(columns);
      return sql(
        `INSERT INTO "Connection" (id, "developerId", "userId", "pluginId", "isDefault"${names.map((name) => `, "${name}"`).join("")})
         VALUES ($1::uuid, $2::uuid, $3, $4::uuid, true${names.map((name, index) => `, $${index + 5}${name === "authMethodId" ? "::uuid" : ""}`).join("")})`,
        id, developerId, userId, pluginId, ...Object.values(columns),
      );
    };
    await connection(ids.oauth, "olga", restPlugin, { authMethodId: oauthMethod, credentials: cipher.encryptJson(oauthValues), credentialsExpiresAt: oauthExpiry, version: 4 });
    await connection(ids.key, "kurt", restPlugin, { authMethodId: keyMethod, credentials: cipher.encryptJson({ api_key: "sk_kurt_1" }), status: "needs_reauth" });
    await connection(ids.mcp, "mia", mcpPlugin, {
      mcpAccessToken: cipher.encrypt("mcp-access-1"),
      mcpRefreshToken: cipher.encrypt("mcp-refresh-1"),
      mcpTokenExpiresAt: mcpExpiry,
      mcpClientCredentials: cipher.encryptJson(grant),
    });
    await connection(ids.both, "bob", restPlugin, {
      authMethodId: keyMethod,
      credentials: cipher.encryptJson({ api_key: "sk_bob_2" }),
      mcpAccessToken: cipher.encrypt("bob-mcp-access"),
      mcpRefreshToken: cipher.encrypt("bob-mcp-refresh"),
      mcpClientCredentials: cipher.encryptJson(grant),
      mcpStatus: "needs_reauth",
    });
    await connection(ids.accessOnly, "ada", mcpPlugin, { mcpAccessToken: cipher.encrypt("ada-access-only") });
    // An open MCP server's connection: no token, nothing to move.
    await connection(ids.open, "otto", mcpPlugin, {});

    expect(await applyMigrations(db)).toContain(CREDENTIALS);
    const columns = await db.prisma.$queryRawUnsafe<Array<{ column_name: string }>>(
      `SELECT column_name::text AS column_name FROM information_schema.columns WHERE table_name = 'Connection' AND table_schema = current_schema()`,
    );
    expect(columns.map((column) => column.column_name).filter((name) => /^(credentials|status|mcp)/.test(name))).toEqual([]);

    // Right after the SQL migration (no key): every credential is there and opens through the module.
    const expected = {
      oauth: { rest: { values: oauthValues, expiresAt: oauthExpiry, status: "active" } },
      key: { rest: { values: { api_key: "sk_kurt_1" }, expiresAt: null, status: "needs_reauth" } },
      mcp: { mcp: { values: { access_token: "mcp-access-1", refresh_token: "mcp-refresh-1" }, expiresAt: mcpExpiry, status: "active" } },
      both: {
        rest: { values: { api_key: "sk_bob_2" }, expiresAt: null, status: "active" },
        mcp: { values: { access_token: "bob-mcp-access", refresh_token: "bob-mcp-refresh" }, expiresAt: null, status: "needs_reauth" },
      },
      accessOnly: { mcp: { values: { access_token: "ada-access-only" }, expiresAt: null, status: "active" } },
      open: {},
    } as const;
    const checkAll = async () => {
      for (const [name, sources] of Object.entries(expected)) {
        const id = ids[name as keyof typeof ids];
        for (const source of ["rest", "mcp"] as const) {
          const stored = await storedCredential({ prisma: db!.prisma, cipher }, id, source);
          const want = (sources as Partial<Record<"rest" | "mcp", unknown>>)[source];
          if (!want) expect(stored, `${name} ${source}`).toBeNull();
          else expect(stored, `${name} ${source}`).toMatchObject(want);
        }
      }
    };
    await checkAll();
    // MCP tokens were encrypted one by one, and the migration has no key: they stay so until a server seals them.
    expect((await storedCredential({ prisma: db.prisma, cipher }, ids.mcp, "mcp"))!.secrets).toMatch(/^\{"access_token": "[0-9a-f:]+", "refresh_token": "[0-9a-f:]+"\}$/);
    expect(cipher.decryptJson((await storedCredential({ prisma: db.prisma, cipher }, ids.mcp, "mcp"))!.client!)).toEqual(grant);
    expect((await db.prisma.connection.findUniqueOrThrow({ where: { id: ids.oauth } })).version).toBe(4);

    // A server starting on it seals the migrated MCP tokens as one encrypted set; nothing changes in clear.
    pb = await startPlugboard(db);
    for (const row of await db.prisma.credential.findMany()) expect(row.secrets).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(await sealMigratedCredentials(db.prisma, cipher)).toBe(0);
    await checkAll();

    // What execution reads: the connection cache's snapshot, opened by the credential lifecycle.
    const cache = createConnectionCache(pb.context, { bus: pb.services.bus });
    const usable = async (userId: string, pluginId: string, source: "rest" | "mcp") =>
      (await pb!.services.credentials.usable((await cache.get(developerId, userId, pluginId))!, source, { renewable: () => false })).values;
    expect(await usable("olga", restPlugin, "rest")).toEqual(oauthValues);
    expect(await usable("kurt", restPlugin, "rest")).toEqual({ api_key: "sk_kurt_1" });
    expect(await usable("mia", mcpPlugin, "mcp")).toEqual({ access_token: "mcp-access-1", refresh_token: "mcp-refresh-1" });
    expect(await usable("bob", restPlugin, "rest")).toEqual({ api_key: "sk_bob_2" });
    expect(await usable("bob", restPlugin, "mcp")).toEqual({ access_token: "bob-mcp-access", refresh_token: "bob-mcp-refresh" });
    expect(await usable("otto", mcpPlugin, "mcp")).toEqual({});

    // The wire reports each source's status as before.
    const listed = await pb.services.connections.list(developerId, "bob");
    expect(listed).toEqual([expect.objectContaining({ status: "active", mcpStatus: "needs_reauth", hasMcpTokens: true })]);
    expect((await pb.services.connections.list(developerId, "kurt"))[0]).toMatchObject({ status: "needs_reauth", mcpStatus: "active", hasMcpTokens: false });
    expect((await pb.services.connections.list(developerId, "otto"))[0]).toMatchObject({ status: "active", mcpStatus: "active", hasMcpTokens: false });
  }, 180_000);
});
