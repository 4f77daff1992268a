import type { AuthMethodType } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { authMethodTypeOf, LISTED_PLUGIN } from "../plugins/plugin-store.js";

/** An auth method of an approved, active plugin, its config as stored (secrets sealed). */
export interface ApprovedAuthMethodRow {
  id: string;
  pluginId: string;
  type: AuthMethodType;
  config: unknown;
}

/**
 * The OAuth side's one way to the database: the auth method a flow or a refresh uses (only an approved,
 * active plugin's: a `token_url` changed by an edit waits for review like the rest), and the REST
 * credential an account already holds (for incremental consent).
 */
export function createOAuthStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Auth method `id` when its plugin is approved and active, else null; in transaction `db` when given. */
    async approvedAuthMethod(id: string, db: Prisma.TransactionClient = prisma): Promise<ApprovedAuthMethodRow | null> {
      const row = await db.authMethod.findFirst({ where: { id, plugin: LISTED_PLUGIN }, select: { id: true, pluginId: true, type: true, config: true } });
      return row && { ...row, type: authMethodTypeOf(row.type) };
    },

    /** The encrypted `secrets` of the account's REST credential for auth method `authMethodId`, or null. */
    async restSecrets(account: { developerId: string; userId: string; pluginId: string; accountLabel: string; authMethodId: string }): Promise<string | null> {
      const row = await prisma.credential.findFirst({ where: { source: "rest", connection: account }, select: { secrets: true } });
      return row?.secrets ?? null;
    },
  };
}

/** The OAuth store's interface. */
export type OAuthStore = ReturnType<typeof createOAuthStore>;
