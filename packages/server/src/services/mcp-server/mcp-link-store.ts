import { ToolModeSchema, type ToolMode } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";
import { LISTED_PLUGIN } from "../plugins/plugin-store.js";
import type { PluginSlugChange } from "../plugins/plugin-slug-follower.js";

/** An MCP link as stored, with its tool mode typed and its accounts read as an object of labels. */
export interface McpLinkRow {
  id: string;
  developerId: string;
  userId: string;
  plugins: string[];
  name: string | null;
  toolMode: ToolMode;
  /** The account label to use per plugin slug. */
  accounts: Record<string, string>;
  createdAt: Date;
  expiresAt: Date | null;
}

/** What a new link stores (its token only as a hash). */
export interface NewMcpLink {
  developerId: string;
  userId: string;
  tokenHash: string;
  plugins: string[];
  name: string | null;
  toolMode: ToolMode;
  accounts: Record<string, string>;
  expiresAt: Date | null;
}

const SELECT = { id: true, developerId: true, userId: true, plugins: true, name: true, toolMode: true, accounts: true, createdAt: true, expiresAt: true } as const;

/** The stored `accounts` member of a link: a JSON object of strings (written only through {@link createMcpLinkStore}). */
function accountsOf(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

function toRow(row: Omit<McpLinkRow, "toolMode" | "accounts"> & { toolMode: string; accounts: unknown }): McpLinkRow {
  return { ...row, toolMode: readStatus(ToolModeSchema.options, row.toolMode, "McpLink.toolMode"), accounts: accountsOf(row.accounts) };
}

/** MCP links' one way to the database (`McpLink` rows, and which plugin slugs a link may name). */
export function createMcpLinkStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Which of `slugs` name approved, active plugins. */
    async listedPluginSlugs(slugs: string[]): Promise<Set<string>> {
      const found = await prisma.plugin.findMany({ where: { slug: { in: slugs }, ...LISTED_PLUGIN }, select: { slug: true } });
      return new Set(found.map((plugin) => plugin.slug));
    },

    /** Stores a new link; `onInserted` runs in the same transaction (the audit entry). */
    async insert(link: NewMcpLink, onInserted?: (tx: Prisma.TransactionClient, row: McpLinkRow) => Promise<void>): Promise<McpLinkRow> {
      return prisma.$transaction(async (tx) => {
        const row = toRow(await tx.mcpLink.create({ data: link, select: SELECT }));
        await onInserted?.(tx, row);
        return row;
      });
    },

    /** The developer's links, newest first, optionally of one user. */
    async list(developerId: string, userId?: string): Promise<McpLinkRow[]> {
      const rows = await prisma.mcpLink.findMany({
        where: { developerId, ...(userId !== undefined ? { userId } : {}) },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        select: SELECT,
      });
      return rows.map(toRow);
    },

    /** Deletes the developer's link `id` (`onDeleted` runs in the same transaction, when it was there); false when there was none. */
    async deleteOwned(developerId: string, id: string, onDeleted?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<boolean> {
      return prisma.$transaction(async (tx) => {
        const deleted = await tx.mcpLink.deleteMany({ where: { id, developerId } });
        if (deleted.count > 0) await onDeleted?.(tx);
        return deleted.count > 0;
      });
    },

    /**
     * Renames a plugin in every link's plugin list and account choices (`accounts` keys), inside the
     * rename's transaction.
     */
    async renamePlugin(tx: Prisma.TransactionClient, change: PluginSlugChange): Promise<void> {
      await tx.$executeRaw`UPDATE "McpLink" SET "plugins" = array_replace("plugins", ${change.from}, ${change.to}) WHERE ${change.from} = ANY("plugins")`;
      await tx.$executeRaw`UPDATE "McpLink" SET "accounts" = ("accounts" - ${change.from}::text) || jsonb_build_object(${change.to}::text, "accounts" -> ${change.from}::text) WHERE "accounts" -> ${change.from}::text IS NOT NULL`;
    },

    /** The link whose token hashes to `tokenHash`, or null. */
    async findByTokenHash(tokenHash: string): Promise<McpLinkRow | null> {
      const row = await prisma.mcpLink.findUnique({ where: { tokenHash }, select: SELECT });
      return row && toRow(row);
    },
  };
}
