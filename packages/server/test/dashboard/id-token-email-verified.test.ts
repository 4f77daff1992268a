import { ERROR_CODES } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { ADMIN_EMAIL, useDashboardWorld } from "./dashboard-harness.js";

// An e-mail listed in ADMIN_EMAILS whose developer exists (made with the CLI) but has never signed in.
const OWNER_EMAIL = "owner@plugboard.test";

describe.each(testDatabases())("dashboard sign-in and email_verified on $name", ({ open }) => {
  const suite = useDashboardWorld(open, { adminEmails: [ADMIN_EMAIL, OWNER_EMAIL] });
  const me = (token: string) => suite.world.as(token)("GET", "/api/dashboard/me");
  const developerByEmail = (email: string) => suite.db.prisma.developer.findUnique({ where: { email }, include: { apiKeys: true } });

  it("a token without email_verified cannot take over an existing developer, its admin role or its keys", async () => {
    const owner = await suite.world.pb.services.developers.ensure({ email: OWNER_EMAIL });
    const intruder = await suite.world.idp.token({ sub: "attacker-subject", email: OWNER_EMAIL, email_verified: null });

    const refused = await me(intruder);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: ERROR_CODES.email_not_verified.message, code: "email_not_verified" });
    expect(refused.body.error).toContain("email_verified");
    const minted = await suite.world.as(intruder)("POST", "/api/dashboard/api-keys", { name: "takeover" });
    expect(minted.status).toBe(403);
    expect((await suite.world.as(intruder)("GET", "/api/dashboard/plugins?reviewStatus=pending_review")).status).toBe(403);
    const untouched = await developerByEmail(OWNER_EMAIL);
    expect(untouched?.subject).toBeNull();
    expect(untouched?.apiKeys).toEqual([]);

    // The real owner, whose provider has verified the address, signs in, is linked and is admin.
    const rightful = await me(await suite.world.idp.token({ sub: "owner-subject", email: OWNER_EMAIL }));
    expect(rightful.status).toBe(200);
    expect(rightful.body).toMatchObject({ id: owner.id, email: OWNER_EMAIL, role: "admin", authenticatedWith: "id_token" });
    expect((await developerByEmail(OWNER_EMAIL))?.subject).toBe("owner-subject");
    // The intruder stays out, also now that the e-mail is linked.
    expect((await me(intruder)).status).toBe(403);
  });

  it("an unverified e-mail does not create (and so reserve) a developer; a verified one does", async () => {
    const email = "newcomer@plugboard.test";
    for (const email_verified of [null, false] as const) {
      const refused = await me(await suite.world.idp.token({ sub: `squatter-${String(email_verified)}`, email, email_verified }));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("email_not_verified");
    }
    expect(await developerByEmail(email)).toBeNull();
    const created = await me(await suite.world.idp.token({ sub: "newcomer-subject", email }));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email, role: "developer" });
  });

  it("ADMIN_EMAILS makes an admin only with email_verified true; a linked subject still signs in without it", async () => {
    const subject = "listed-admin-subject";
    const verified = await me(await suite.world.idp.token({ sub: subject, email: ADMIN_EMAIL }));
    expect(verified.body).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
    for (const email_verified of [null, false] as const) {
      const unverified = await me(await suite.world.idp.token({ sub: subject, email: ADMIN_EMAIL, email_verified }));
      expect(unverified.status).toBe(200);
      expect(unverified.body).toMatchObject({ id: verified.body.id, role: "developer" });
      expect((await suite.world.as(await suite.world.idp.token({ sub: subject, email: ADMIN_EMAIL, email_verified }))("POST", "/api/dashboard/categories", { slug: "nope", name: "Nope" })).status).toBe(403);
    }
  });

  it("a stored admin role does not depend on the claim", async () => {
    await suite.world.pb.services.developers.ensure({ email: "stored-admin@plugboard.test", admin: true });
    expect((await me(await suite.world.idp.token({ sub: "stored-admin-subject", email: "stored-admin@plugboard.test" }))).body.role).toBe("admin");
    const later = await me(await suite.world.idp.token({ sub: "stored-admin-subject", email: "stored-admin@plugboard.test", email_verified: null }));
    expect(later.body).toMatchObject({ email: "stored-admin@plugboard.test", role: "admin" });
  });
});
