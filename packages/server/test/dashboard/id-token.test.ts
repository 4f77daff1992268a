import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { startPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { ADMIN_EMAIL, AUDIENCE, CREATOR_EMAIL, startIdentityProvider, useDashboardWorld } from "./dashboard-harness.js";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe.each(testDatabases())("dashboard ID tokens on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  const me = (token: string | null) => suite.world.as(token)("GET", "/api/dashboard/me");
  const lastRefusal = () =>
    suite.world.pb.logs
      .filter((line) => line.includes("ID token refused"))
      .map((line) => JSON.parse(line).reason as string)
      .at(-1);

  it("accepts a valid ID token, creates the developer on first sight and remembers its subject", async () => {
    const token = await suite.world.idp.token({ sub: "subject-first-sight", email: "First.Sight@Plugboard.test" });
    const first = await me(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: "first.sight@plugboard.test", role: "developer", authenticatedWith: "id_token" });
    const stored = await suite.db.prisma.developer.findUnique({ where: { email: "first.sight@plugboard.test" } });
    expect(stored?.subject).toBe("subject-first-sight");
    const again = await me(token);
    expect(again.body.id).toBe(first.body.id);
    expect(await suite.db.prisma.developer.count({ where: { email: "first.sight@plugboard.test" } })).toBe(1);
  });

  it("gives the admin role to e-mails listed in adminEmails", async () => {
    const response = await me(suite.world.tokens.admin);
    expect(response.body).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
  });

  it("links a developer created elsewhere (CLI, API) with the same e-mail instead of creating a second one", async () => {
    const existing = await suite.world.pb.services.developers.ensure({ email: "existing@plugboard.test" });
    const response = await me(await suite.world.idp.token({ sub: "subject-existing", email: "existing@plugboard.test" }));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(existing.id);
    expect((await suite.db.prisma.developer.findUnique({ where: { id: existing.id } }))?.subject).toBe("subject-existing");
  });

  it("refuses an e-mail already linked to another subject (no account takeover)", async () => {
    await me(await suite.world.idp.token({ sub: "subject-owner", email: "owned@plugboard.test" }));
    const response = await me(await suite.world.idp.token({ sub: "subject-intruder", email: "owned@plugboard.test" }));
    expect(response.status).toBe(401);
  });

  it("tolerates 30 s of clock skew but refuses a token expired an hour ago", async () => {
    expect((await me(await suite.world.idp.token({ email: CREATOR_EMAIL }, { expiresIn: -10 }))).status).toBe(200);
    const expired = await me(await suite.world.idp.token({ email: CREATOR_EMAIL }, { expiresIn: -3600 }));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: "unauthorized" });
    expect(suite.world.pb.logs.some((line) => line.includes('"reason":"expired"'))).toBe(true);
  });

  it("refuses a token for another audience or from another issuer", async () => {
    expect((await me(await suite.world.idp.token({ email: CREATOR_EMAIL, aud: "someone-else" }))).status).toBe(401);
    expect(lastRefusal()).toBe("wrong_audience");
    expect((await me(await suite.world.idp.token({ email: CREATOR_EMAIL, iss: "https://evil.example" }))).status).toBe(401);
    expect(lastRefusal()).toBe("wrong_issuer");
  });

  it("refuses a token from another (real) identity provider", async () => {
    const foreign = await startIdentityProvider();
    try {
      expect((await me(await foreign.token({ email: CREATOR_EMAIL }))).status).toBe(401);
    } finally {
      await foreign.close();
    }
  });

  it("refuses an unsigned token (alg none) and an HS256 token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: suite.world.idp.issuer, aud: AUDIENCE, sub: "sub-none", email: ADMIN_EMAIL, iat: now, exp: now + 600 };
    expect((await me(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`)).status).toBe(401);
    expect(lastRefusal()).toBe("unsupported_algorithm");
    const hs = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("a-shared-secret-of-32-bytes-long!"));
    expect((await me(hs)).status).toBe(401);
  });

  it("refuses a tampered token and one signed by a key outside the JWKS", async () => {
    const valid = await suite.world.idp.token({ email: CREATOR_EMAIL });
    const [header, payload, signature] = valid.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const tampered = `${header}.${b64({ ...claims, email: ADMIN_EMAIL })}.${signature}`;
    expect((await me(tampered)).status).toBe(401);

    expect(lastRefusal()).toBe("invalid_signature");

    const { privateKey } = await generateKeyPair("RS256");
    const kid = JSON.parse(Buffer.from(header, "base64url").toString("utf8")).kid as string;
    const forged = await new SignJWT({ ...claims, email: ADMIN_EMAIL }).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
    expect((await me(forged)).status).toBe(401);
  });

  it("refuses a token without e-mail (401), a first sign-in with email_verified false (403), and garbage", async () => {
    expect((await me(await suite.world.idp.token({ sub: "no-email" }))).status).toBe(401);
    const unverified = await me(await suite.world.idp.token({ email: "unverified@plugboard.test", email_verified: false }));
    expect(unverified.status).toBe(403);
    expect(unverified.body.code).toBe("email_not_verified");
    expect((await me("not-a-jwt")).status).toBe(401);
    expect((await me(null)).status).toBe(401);
  });

  it("never writes a token into the logs", async () => {
    const token = await suite.world.idp.token({ email: CREATOR_EMAIL }, { expiresIn: -3600 });
    await me(token);
    expect(suite.world.pb.logs.some((line) => line.includes(token) || line.includes(token.split(".")[2]!))).toBe(false);
  });

  it("accepts an nk_ API key on flexible routes but not on API key management", async () => {
    const response = await me(suite.world.pb.apiKey);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: suite.world.pb.developerId, authenticatedWith: "api_key", role: "admin" });
    expect((await suite.world.as(suite.world.pb.apiKey)("GET", "/api/dashboard/api-keys")).status).toBe(401);
    expect((await me("nk_not-a-real-key")).status).toBe(401);
  });
});

describe.each(testDatabases())("dashboard without OIDC on $name", ({ open }) => {
  it("refuses every ID token (401) while API keys still work", async () => {
    const db = await open();
    const idp = await startIdentityProvider();
    const pb = await startPlugboard(db);
    try {
      const token = await idp.token({ email: CREATOR_EMAIL });
      expect((await pb.api("GET", "/api/dashboard/me", undefined, { apiKey: token })).status).toBe(401);
      expect((await pb.api("GET", "/api/dashboard/plugins")).status).toBe(200);
    } finally {
      await pb.close();
      await idp.close();
      await db.close();
    }
  });
});
