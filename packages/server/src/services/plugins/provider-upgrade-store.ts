import type { ReviewStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { reviewStatusOf } from "./plugin-store.js";

/** A tool's fields an upgrade takes from the catalog's definition. */
export interface UpgradedToolFields {
  name: string;
  description: string;
  method: string;
  path: string;
  inputSchema: unknown;
  headers: unknown;
  placement: unknown;
}

/**
 * The rows upgrading a catalog-installed plugin reads and writes (the upgrade itself is
 * `services/providers/upgrade-provider-plugin.ts`, which makes no database call).
 */
export function createProviderUpgradeStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The developer's plugin with this slug and where it was installed from (`provider`), if any. */
    findOwnPlugin(developerId: string, slug: string): Promise<{ id: string; provider: unknown } | null> {
      return prisma.plugin.findFirst({ where: { slug, createdById: developerId }, select: { id: true, provider: true } });
    },

    /** The plugin's auth methods: id, type and stored config. */
    authMethods(tx: Prisma.TransactionClient, pluginId: string): Promise<Array<{ id: string; type: string; config: unknown }>> {
      return tx.authMethod.findMany({ where: { pluginId }, select: { id: true, type: true, config: true } });
    },

    /** Replaces one auth method's stored config. */
    async setAuthMethodConfig(tx: Prisma.TransactionClient, id: string, config: Record<string, unknown>): Promise<void> {
      await tx.authMethod.update({ where: { id }, data: { config: config as Prisma.InputJsonValue } });
    },

    /** The plugin's tools: id and slug. */
    tools(tx: Prisma.TransactionClient, pluginId: string): Promise<Array<{ id: string; slug: string }>> {
      return tx.tool.findMany({ where: { pluginId }, select: { id: true, slug: true } });
    },

    /** Replaces one tool's request and description with the catalog's. */
    async updateTool(tx: Prisma.TransactionClient, id: string, fields: UpgradedToolFields): Promise<void> {
      await tx.tool.update({
        where: { id },
        data: {
          name: fields.name,
          description: fields.description,
          method: fields.method,
          path: fields.path,
          inputSchema: fields.inputSchema as Prisma.InputJsonValue,
          headers: (fields.headers ?? null) as Prisma.InputJsonValue,
          placement: (fields.placement ?? null) as Prisma.InputJsonValue,
        },
      });
    },

    /** Sets the plugin's base URL. */
    async setBaseUrl(tx: Prisma.TransactionClient, pluginId: string, baseUrl: string): Promise<void> {
      await tx.plugin.update({ where: { id: pluginId }, data: { baseUrl } });
    },

    /** The plugin's review status, read in `tx` when given. */
    async reviewStatus(pluginId: string, tx?: Prisma.TransactionClient): Promise<ReviewStatus> {
      const row = await (tx ?? prisma).plugin.findUniqueOrThrow({ where: { id: pluginId }, select: { reviewStatus: true } });
      return reviewStatusOf(row.reviewStatus);
    },
  };
}
