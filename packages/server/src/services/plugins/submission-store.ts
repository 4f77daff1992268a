import type { ReviewStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { reviewStatusOf } from "./plugin-store.js";

/** A submitted plugin with its review state. */
export interface SubmissionRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  reviewStatus: ReviewStatus;
  adminNotes: string | null;
  createdAt: Date;
}

const SUBMISSION_FIELDS = { id: true, slug: true, name: true, description: true, reviewStatus: true, adminNotes: true, createdAt: true } as const;

const toRow = (row: Omit<SubmissionRow, "reviewStatus"> & { reviewStatus: string }): SubmissionRow => ({ ...row, reviewStatus: reviewStatusOf(row.reviewStatus) });

/** A manual tool of a new submission, before it has a plugin. */
export type SubmittedToolRow = Omit<Prisma.ToolCreateManyInput, "pluginId">;

/** Submissions' one way to the database: the developer's submitted plugins and the writes of a new one. */
export function createSubmissionStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Runs `work` in one transaction that may last `timeoutMs`. */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, timeoutMs: number): Promise<T> {
      return prisma.$transaction(work, { timeout: timeoutMs });
    },

    /** The plugins `developerId` created, newest first. */
    async listSubmissions(developerId: string): Promise<SubmissionRow[]> {
      const rows = await prisma.plugin.findMany({ where: { createdById: developerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SUBMISSION_FIELDS });
      return rows.map(toRow);
    },

    /** Submitted plugin `id` (it must exist). */
    async submission(id: string): Promise<SubmissionRow> {
      return toRow(await prisma.plugin.findUniqueOrThrow({ where: { id }, select: SUBMISSION_FIELDS }));
    },

    /** Whether a plugin already has slug `slug`. */
    async slugExists(slug: string): Promise<boolean> {
      return (await prisma.plugin.findUnique({ where: { slug }, select: { id: true } })) !== null;
    },

    /** Those of `ids` that are no category, inside the caller's transaction. */
    async unknownCategoryIds(tx: Prisma.TransactionClient, ids: string[]): Promise<string[]> {
      const found = await tx.category.findMany({ where: { id: { in: ids } }, select: { id: true } });
      const known = new Set(found.map((category) => category.id));
      return ids.filter((id) => !known.has(id));
    },

    /** Creates a plugin (with its nested category links and auth methods), inside the caller's transaction. */
    insertPlugin(tx: Prisma.TransactionClient, data: Prisma.PluginCreateInput): Promise<{ id: string; slug: string }> {
      return tx.plugin.create({ data, select: { id: true, slug: true } });
    },

    /** Adds manual tools to plugin `pluginId` in one statement, inside the caller's transaction. */
    async insertTools(tx: Prisma.TransactionClient, pluginId: string, tools: SubmittedToolRow[]): Promise<void> {
      await tx.tool.createMany({ data: tools.map((tool) => ({ ...tool, pluginId })) });
    },
  };
}
