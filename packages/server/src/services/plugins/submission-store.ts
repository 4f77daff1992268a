import type { ReviewStatus } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
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

/** Submissions' one way to the database: the developer's submitted plugins (a new one is written by `PluginCreator`). */
export function createSubmissionStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** The plugins `developerId` created, newest first. */
    async listSubmissions(developerId: string): Promise<SubmissionRow[]> {
      const rows = await prisma.plugin.findMany({ where: { createdById: developerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: SUBMISSION_FIELDS });
      return rows.map(toRow);
    },

    /** Submitted plugin `id` (it must exist). */
    async submission(id: string): Promise<SubmissionRow> {
      return toRow(await prisma.plugin.findUniqueOrThrow({ where: { id }, select: SUBMISSION_FIELDS }));
    },
  };
}
