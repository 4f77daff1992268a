import type { DeveloperRole } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { createDeveloperStore } from "./developer-store.js";

/** A developer record as the service exposes it. */
export interface DeveloperRecord {
  id: string;
  email: string;
  role: DeveloperRole;
}

/**
 * Developers: created (or found) by e-mail; the `admin` role comes from the stored role or from
 * `ADMIN_EMAILS`.
 */
export function createDeveloperService(context: Pick<PlugboardContext, "prisma" | "adminEmails">) {
  const store = createDeveloperStore(context);
  const roleOf = (email: string, stored: DeveloperRole): DeveloperRole =>
    stored === "admin" || context.adminEmails.includes(email) ? "admin" : "developer";

  return {
    /** Creates a developer, or finds the existing one; `admin: true` promotes an existing developer. */
    async ensure(input: { email: string; admin?: boolean; subject?: string }): Promise<DeveloperRecord> {
      const email = input.email.trim().toLowerCase();
      const record = await store.upsertByEmail(
        email,
        { role: input.admin ? "admin" : "developer", ...(input.subject ? { subject: input.subject } : {}) },
        { ...(input.admin ? { role: "admin" as const } : {}), ...(input.subject ? { subject: input.subject } : {}) },
      );
      return { id: record.id, email: record.email, role: roleOf(record.email, record.role) };
    },

    /** Finds a developer by e-mail. */
    async findByEmail(email: string): Promise<DeveloperRecord | null> {
      const record = await store.findByEmail(email.trim().toLowerCase());
      return record ? { id: record.id, email: record.email, role: roleOf(record.email, record.role) } : null;
    },

    /** Number of developers (the first start in development creates one when there are none). */
    count(): Promise<number> {
      return store.countDevelopers();
    },
  };
}

/** The developer service's interface. */
export type DeveloperService = ReturnType<typeof createDeveloperService>;
