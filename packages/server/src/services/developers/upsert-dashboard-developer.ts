import type { DeveloperRole } from "@plugboard/core";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import type { IdTokenIdentity } from "./create-id-token-verifier.js";
import type { DeveloperStore } from "./developer-store.js";

/** A developer signed in through the identity provider. */
export interface SignedInDeveloper {
  id: string;
  email: string;
  role: DeveloperRole;
}

/**
 * Why a verified identity still cannot sign in: its e-mail is not verified by the identity provider
 * (`email_verified` is not `true`) and its subject is not linked to a developer yet, or its e-mail
 * belongs to a developer linked to another subject.
 */
export type SignInRefusal = "email_not_verified" | "email_taken_by_other_subject";

/**
 * The `admin` role: the stored role, or an e-mail listed in `ADMIN_EMAILS` (already lowercased).
 *
 * @example
 * roleOf({ email: "a@x.io", role: "developer" }, ["a@x.io"]) // "admin"
 */
export function roleOf(developer: { email: string; role: DeveloperRole }, adminEmails: readonly string[]): DeveloperRole {
  return developer.role === "admin" || adminEmails.includes(developer.email.toLowerCase()) ? "admin" : "developer";
}

/**
 * Finds the developer of a verified ID token, creating it on first sight. Lookup order: by subject
 * (`sub`); else by e-mail, linking that developer to the subject (a developer created by the CLI or
 * by an API-key flow signs in for the first time); else a new developer.
 *
 * The e-mail is trusted only when the token says `email_verified: true`: linking, creating (which
 * reserves the e-mail, and its `ADMIN_EMAILS` role, for the subject) and the `ADMIN_EMAILS` admin
 * role all need it. A subject already linked signs in whatever the claim says (the subject, not the
 * e-mail, is the identity), keeping a stored `admin` role. A first sign-in with an unverified e-mail is
 * refused (`email_not_verified`), whether or not a developer has that e-mail, so the answer reveals
 * nothing. An e-mail already linked to another subject is refused rather than taken over. Two first
 * requests at once are safe: the loser of the unique-constraint race reads the winner's record.
 *
 * @example
 * const result = await upsertDashboardDeveloper(store, context.adminEmails, identity);
 * if (result.ok) request.developer = result.developer;
 */
export async function upsertDashboardDeveloper(
  store: Pick<DeveloperStore, "findBySubject" | "findByEmail" | "linkSubject" | "insert">,
  adminEmails: readonly string[],
  identity: IdTokenIdentity,
): Promise<{ ok: true; developer: SignedInDeveloper } | { ok: false; reason: SignInRefusal }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const bySubject = await store.findBySubject(identity.subject);
    if (bySubject) return { ok: true, developer: toSignedIn(bySubject, adminEmails, identity) };
    if (identity.emailVerified !== true) return { ok: false, reason: "email_not_verified" };
    const byEmail = await store.findByEmail(identity.email);
    try {
      if (byEmail) {
        if (byEmail.subject && byEmail.subject !== identity.subject) return { ok: false, reason: "email_taken_by_other_subject" };
        const linked = await store.linkSubject(byEmail.id, identity.subject);
        return { ok: true, developer: toSignedIn(linked, adminEmails, identity) };
      }
      const created = await store.insert(identity.email, identity.subject);
      return { ok: true, developer: toSignedIn(created, adminEmails, identity) };
    } catch (error) {
      if (uniqueViolationFields(error) === null || attempt > 0) throw error;
    }
  }
  throw new Error("unreachable");
}

// ADMIN_EMAILS counts only for the e-mail the identity provider vouches for in this very token.
function toSignedIn(record: { id: string; email: string; role: DeveloperRole }, adminEmails: readonly string[], identity: IdTokenIdentity): SignedInDeveloper {
  const vouched = identity.emailVerified === true && identity.email === record.email.toLowerCase();
  return { id: record.id, email: record.email, role: roleOf(record, vouched ? adminEmails : []) };
}
