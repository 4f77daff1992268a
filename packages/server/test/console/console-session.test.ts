import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlugboard } from "../../src/create-plugboard.js";
import { createLogger } from "../../src/logging/logger.js";
import { ADMIN_EMAIL, AUDIENCE, startDashboardWorld, type DashboardWorld } from "../dashboard/dashboard-harness.js";
import { findLeakedSecrets, startPlugboard, TEST_ENCRYPTION_KEY, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import type { Database } from "../../src/store/open-database.js";

/** A console session as a browser holds it: the cookie and the CSRF token. */
interface Session {
  cookie: string;
  csrf: string;
  setCookie: string;
}

async function signIn(url: string, input: { apiKey: string } | { idToken: string }, headers: Record<string, string> = {}): Promise<{ status: number; body: any; session?: Session }> {
  const response = await fetch(`${url}/console/session`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(input) });
  const body = await response.json();
  const setCookie = response.headers.get("set-cookie") ?? "";
  if (response.status !== 200) return { status: response.status, body };
  return { status: 200, body, session: { cookie: setCookie.split(";")[0]!, csrf: body.csrfToken, setCookie } };
}

const withSession = (session: Session, headers: Record<string, string> = {}) => ({ cookie: session.cookie, "x-plugboard-csrf": session.csrf, ...headers });

describe.each(testDatabases())("console session on $name", ({ open }) => {
  let database: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    database = await open();
    pb = await startPlugboard(database);
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
  });

  it("authenticates /api/v1 as the key it was made from, until the key is revoked", async () => {
    const key = await pb.services.apiKeys.create({ developerId: pb.developerId, name: "console" });
    const { session, body } = await signIn(pb.url, { apiKey: key.key });
    expect(body).toMatchObject({ signedIn: true, developer: { id: pb.developerId, role: "admin", authenticatedWith: "api_key" } });
    expect(JSON.stringify(body)).not.toContain(key.key);
    expect(session!.setCookie).toMatch(/HttpOnly/);
    expect(session!.setCookie).toMatch(/SameSite=Strict/);
    // Development on http: no Secure attribute (the browser would drop the cookie).
    expect(session!.setCookie).not.toMatch(/Secure/);
    const listed = await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: session!.cookie } });
    expect(listed.status).toBe(200);
    await pb.services.apiKeys.delete({ developerId: pb.developerId, keyId: key.id });
    expect((await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: session!.cookie } })).status).toBe(401);
    const state = await (await fetch(`${pb.url}/console/session`, { headers: { cookie: session!.cookie } })).json();
    expect(state).toEqual({ signedIn: false, idTokenSignIn: false });
  });

  it("never lets the cookie override an Authorization header, and a tampered cookie authenticates nothing", async () => {
    const { session } = await signIn(pb.url, { apiKey: pb.apiKey });
    const wrongBearer = await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: session!.cookie, authorization: "Bearer nk_not_a_key" } });
    expect(wrongBearer.status).toBe(401);
    const [name, value] = session!.cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const flipped = decoded.slice(0, -1) + (decoded.endsWith("0") ? "1" : "0");
    const tampered = await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: `${name}=${encodeURIComponent(flipped)}` } });
    expect(tampered.status).toBe(401);
    // A read from another site (a sibling subdomain's page, say) is not the console's: no session.
    const sibling = await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: session!.cookie, "sec-fetch-site": "same-site" } });
    expect(sibling.status).toBe(401);
    const own = await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: session!.cookie, "sec-fetch-site": "same-origin" } });
    expect(own.status).toBe(200);
  });

  it("refuses sign-in from another origin, bad input with the field named, and a wrong key with 401", async () => {
    expect((await signIn(pb.url, { apiKey: pb.apiKey }, { origin: "https://evil.example" })).status).toBe(403);
    const bad = await signIn(pb.url, { apiKey: "not-a-key" });
    expect(bad).toMatchObject({ status: 400, body: { details: { fieldErrors: { apiKey: ["an API key starts with nk_"] } } } });
    const empty = await fetch(`${pb.url}/console/session`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(empty.status).toBe(400);
    expect((await signIn(pb.url, { apiKey: "nk_unknown" })).status).toBe(401);
  });

  it("signs out only with the CSRF token, and clears the cookie", async () => {
    const { session } = await signIn(pb.url, { apiKey: pb.apiKey });
    const refused = await fetch(`${pb.url}/console/session`, { method: "DELETE", headers: { cookie: session!.cookie } });
    expect(refused.status).toBe(403);
    const out = await fetch(`${pb.url}/console/session`, { method: "DELETE", headers: withSession(session!) });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^plugboard_console=; Path=\/; Max-Age=0/);
  });

  it("signing out ends the session itself: a copy of the cookie taken before is refused afterwards", async () => {
    const { session } = await signIn(pb.url, { apiKey: pb.apiKey });
    const copied = { ...session! };
    expect((await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: copied.cookie } })).status).toBe(200);
    const out = await fetch(`${pb.url}/console/session`, { method: "DELETE", headers: withSession(session!) });
    expect(out.status).toBe(200);
    // The copy, replayed as it was (cookie and CSRF token), reads and changes nothing.
    expect((await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: copied.cookie } })).status).toBe(401);
    expect((await fetch(`${pb.url}/api/dashboard/plugins`, { headers: { cookie: copied.cookie } })).status).toBe(401);
    const changed = await fetch(`${pb.url}/api/v1/policies`, {
      method: "PUT",
      headers: withSession(copied, { "content-type": "application/json" }),
      body: JSON.stringify({ plugin: "nope", action: "deny" }),
    });
    expect(changed.status).toBe(401);
    expect(await (await fetch(`${pb.url}/console/session`, { headers: { cookie: copied.cookie } })).json()).toEqual({ signedIn: false, idTokenSignIn: false });
    // Another session of the same key is not affected, and signing out twice is harmless.
    const { session: other } = await signIn(pb.url, { apiKey: pb.apiKey });
    expect((await fetch(`${pb.url}/api/v1/executions`, { headers: { cookie: other!.cookie } })).status).toBe(200);
    expect((await fetch(`${pb.url}/console/session`, { method: "DELETE", headers: withSession(copied) })).status).toBe(200);
  });

  it("a change made through the session is audited as the developer's, with auth console_session", async () => {
    const { session } = await signIn(pb.url, { apiKey: pb.apiKey });
    const created = await fetch(`${pb.url}/api/v1/mcp/links`, { method: "POST", headers: withSession(session!, { "content-type": "application/json" }), body: JSON.stringify({ userId: "console-audit" }) });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const audit = await pb.api("GET", `/api/v1/audit?action=mcp_link.created&target=${id}`);
    expect(audit.body.events).toEqual([expect.objectContaining({ actor: { type: "admin", id: pb.developerId, auth: "console_session" } })]);
  });

  it("serves the page with its own CSP, redirects /console to /console/, and logs no key", async () => {
    const bare = await fetch(`${pb.url}/console`, { redirect: "manual" });
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/console/");
    const page = await fetch(`${pb.url}/console/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script>|<script type="module">/);
    const script = html.match(/src="\.\/(assets\/[^"]+)"/)![1]!;
    const asset = await fetch(`${pb.url}/console/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect((await fetch(`${pb.url}/console/assets/missing.js`)).status).toBe(404);
    expect(findLeakedSecrets(pb, [pb.apiKey])).toEqual([]);
  });
});

describe.each(testDatabases())("console options on $name", ({ open }) => {
  it("console: false serves no page and no session; production cookies are Secure", async () => {
    const database = await open();
    const off = await startPlugboard(database, { console: false });
    try {
      expect((await fetch(`${off.url}/console/`)).status).toBe(404);
      expect((await fetch(`${off.url}/console/session`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ apiKey: off.apiKey }) })).status).toBe(404);
    } finally {
      await off.close();
    }
    const production = await startPlugboard(database, { production: true });
    try {
      const { session } = await signIn(production.url, { apiKey: production.apiKey });
      expect(session!.setCookie).toMatch(/; Secure/);
    } finally {
      await production.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())("console under an embedding app's mount path on $name", ({ open }) => {
  it("serves the page, the session and a cookie scoped to the mount path, which authenticates the API there", async () => {
    const database = await open();
    const app = express();
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plugboard = createPlugboard({ baseUrl: `${origin}/plugboard`, encryptionKey: TEST_ENCRYPTION_KEY, database, logger: createLogger({ level: "error" }) });
    app.use("/plugboard", plugboard);
    try {
      await plugboard.ready;
      await plugboard.admin.createDeveloper({ email: "mounted@test.local", admin: true });
      const { key } = await plugboard.admin.createApiKey({ email: "mounted@test.local" });
      const bare = await fetch(`${origin}/plugboard/console`, { redirect: "manual" });
      expect(bare.headers.get("location")).toBe("/plugboard/console/");
      expect((await fetch(`${origin}/plugboard/console/`)).status).toBe(200);
      const { session } = await signIn(`${origin}/plugboard`, { apiKey: key });
      expect(session!.setCookie).toMatch(/; Path=\/plugboard\/;/);
      expect((await fetch(`${origin}/plugboard/api/v1/executions`, { headers: { cookie: session!.cookie } })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await plugboard.close();
      await database.close();
    }
  });
});

describe.each(testDatabases())("console sign-in with an ID token on $name", ({ open }) => {
  let world: DashboardWorld;
  let database: Database;

  beforeAll(async () => {
    database = await open();
    world = await startDashboardWorld(database);
  });
  afterAll(async () => {
    await world?.close();
    await database?.close();
  });

  it("signs in with the identity provider's ID token, ending with it, and may then manage API keys (a key session may not)", async () => {
    const { session, body } = await signIn(world.pb.url, { idToken: world.tokens.admin });
    expect(body).toMatchObject({ signedIn: true, idTokenSignIn: true, developer: { email: ADMIN_EMAIL, role: "admin", authenticatedWith: "id_token" } });
    expect(Date.parse(body.expiresAt)).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    const created = await fetch(`${world.pb.url}/api/dashboard/api-keys`, { method: "POST", headers: withSession(session!, { "content-type": "application/json" }), body: JSON.stringify({ name: "from the console" }) });
    expect(created.status).toBe(201);
    const key = (await created.json()).key as string;
    const keySession = (await signIn(world.pb.url, { apiKey: key })).session!;
    const refused = await fetch(`${world.pb.url}/api/dashboard/api-keys`, { headers: { cookie: keySession.cookie } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toContain("needs a dashboard sign-in");
    // A token too large for a cookie is refused with the reason, not turned into a session that never works.
    const padded = await world.idp.server.issuer.buildToken({
      expiresIn: 3600,
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, { aud: AUDIENCE, sub: `sub-${ADMIN_EMAIL}`, email: ADMIN_EMAIL, email_verified: true });
        payload.groups = Array.from({ length: 60 }, (_, index) => `group-${index}-with-a-long-name`);
      },
    });
    expect(padded.length).toBeGreaterThan(2000);
    const tooLarge = await signIn(world.pb.url, { idToken: padded });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.details.fieldErrors.idToken[0]).toContain("too large to keep in a session cookie");
    // An expired token cannot start a session.
    const expired = await world.idp.token({ email: ADMIN_EMAIL }, { expiresIn: -60 });
    expect((await signIn(world.pb.url, { idToken: expired })).status).toBe(401);
  });
});
