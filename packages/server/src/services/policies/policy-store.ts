import { PolicyActionSchema, type PolicyAction } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";
import type { ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { createPluginStore } from "../plugins/plugin-store.js";
import type { PluginSlugChange } from "../plugins/plugin-slug-follower.js";

/** A policy as stored, its action read as the typed union. */
export interface PolicyRow {
  id: string;
  pluginSlug: string;
  /** `""` for the whole plugin. */
  toolSlug: string;
  /** Empty for everyone. */
  userIds: string[];
  action: PolicyAction;
  createdAt: Date;
  updatedAt: Date;
}

/** The scope a policy is unique by: developer, plugin, tool (`""` for all) and the hash of its user list (`""` for everyone). */
export interface PolicyKey {
  developerId: string;
  pluginSlug: string;
  toolSlug: string;
  userKey: string;
}

const SELECT = { id: true, pluginSlug: true, toolSlug: true, userIds: true, action: true, createdAt: true, updatedAt: true } as const;

const actionOf = (value: string): PolicyAction => readStatus(PolicyActionSchema.options, value, "Policy.action");
const toRow = <T extends { action: string }>(row: T): T & { action: PolicyAction } => ({ ...row, action: actionOf(row.action) });

/**
 * Policies' one way to the database (`Policy` rows): the service decides the transaction boundary
 * ({@link transaction}) and the functions taking `tx` run inside it.
 */
export function createPolicyStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  const plugins = createPluginStore({ prisma });
  const unique = (key: PolicyKey) => ({ developerId_pluginSlug_toolSlug_userKey: key });

  return {
    /** Runs `work` in one transaction. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
      return prisma.$transaction(work);
    },

    /** An approved, active plugin by slug (the plugin store's query, as `loadConnectablePlugin` runs it), or null. */
    connectablePlugin(slug: string): Promise<ConnectablePlugin | null> {
      return plugins.connectablePlugin({ slug });
    },

    /** The id of the policy with this scope, or null (in transaction `db` when given). */
    async findId(key: PolicyKey, db: Prisma.TransactionClient = prisma): Promise<string | null> {
      const row = await db.policy.findUnique({ where: unique(key), select: { id: true } });
      return row?.id ?? null;
    },

    /** How many policies the developer has, inside the caller's transaction. */
    count(tx: Prisma.TransactionClient, developerId: string): Promise<number> {
      return tx.policy.count({ where: { developerId } });
    },

    /** Stores a new policy, inside the caller's transaction. */
    async insert(tx: Prisma.TransactionClient, input: PolicyKey & { userIds: string[]; action: PolicyAction }): Promise<PolicyRow> {
      return toRow(await tx.policy.create({ data: input, select: SELECT }));
    },

    /** Changes policy `id`'s action, inside the caller's transaction. */
    async updateAction(tx: Prisma.TransactionClient, id: string, action: PolicyAction): Promise<PolicyRow> {
      return toRow(await tx.policy.update({ where: { id }, data: { action }, select: SELECT }));
    },

    /** Deletes policy `id`, inside the caller's transaction; false when it was gone already. */
    async delete(tx: Prisma.TransactionClient, id: string): Promise<boolean> {
      const { count } = await tx.policy.deleteMany({ where: { id } });
      return count > 0;
    },

    /**
     * Moves every developer's policies of a renamed plugin to its new slug, inside the rename's
     * transaction. Policies still stored under the new slug are of a plugin that no longer has it (a
     * deleted or renamed one): they are removed first, so they never start governing this plugin.
     */
    async renamePlugin(tx: Prisma.TransactionClient, change: PluginSlugChange): Promise<void> {
      await tx.policy.deleteMany({ where: { pluginSlug: change.to } });
      await tx.policy.updateMany({ where: { pluginSlug: change.from }, data: { pluginSlug: change.to } });
    },

    /** The developer's policies (of one plugin when `pluginSlug` is given), by plugin, tool and user list. */
    async list(developerId: string, pluginSlug?: string): Promise<PolicyRow[]> {
      const rows = await prisma.policy.findMany({
        where: { developerId, ...(pluginSlug ? { pluginSlug } : {}) },
        select: SELECT,
        orderBy: [{ pluginSlug: "asc" }, { toolSlug: "asc" }, { userKey: "asc" }],
      });
      return rows.map(toRow);
    },

    /** Every policy of the developer, as the execution pipeline matches calls against them. */
    async rules(developerId: string): Promise<Array<Pick<PolicyRow, "id" | "pluginSlug" | "toolSlug" | "userIds" | "action">>> {
      const rows = await prisma.policy.findMany({ where: { developerId }, select: { id: true, pluginSlug: true, toolSlug: true, userIds: true, action: true } });
      return rows.map(toRow);
    },
  };
}

/** The policy store's interface. */
export type PolicyStore = ReturnType<typeof createPolicyStore>;
