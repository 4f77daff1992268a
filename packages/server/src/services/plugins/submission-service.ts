import type { AuditOrigin } from "../audit/audit-log.js";
import {
  flattenZodError,
  ImportedSubmissionSchema,
  type CreateSubmissionParsed,
  type CreateSubmissionResponse,
  type ImportSubmissionParsed,
  type ImportSubmissionResponse,
  type PluginProviderOrigin,
  type ReviewStatus,
  type SubmissionItem,
} from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { openApiToSubmission } from "../openapi-import/open-api-to-submission.js";
import { createSubmissionStore, type SubmissionRow } from "./submission-store.js";
import type { PluginCreator } from "./plugin-creator.js";

function toSubmissionItem(plugin: SubmissionRow): SubmissionItem {
  return {
    id: plugin.id,
    slug: plugin.slug,
    name: plugin.name,
    description: plugin.description,
    reviewStatus: plugin.reviewStatus,
    adminNotes: plugin.adminNotes,
    createdAt: plugin.createdAt.toISOString(),
  };
}

/**
 * Plugin submissions through the API (`GET|POST /api/v1/submissions`): a developer creates a
 * plugin with its categories, inline manual tools, auth methods and triggers, as a `draft` or
 * straight into `pending_review`, through the one plugin creation the dashboard uses too
 * ({@link PluginCreator}).
 */
export function createSubmissionService(context: Pick<PlugboardContext, "prisma">, deps: { creator: PluginCreator }) {
  const store = createSubmissionStore(context);

  const service = {
    /** The plugins `developerId` created, newest first, with their review state. */
    async list(developerId: string): Promise<SubmissionItem[]> {
      return (await store.listSubmissions(developerId)).map(toSubmissionItem);
    },

    /**
     * Creates the plugin, its category links, tools, auth methods and triggers atomically. A taken slug or an
     * unknown category id is a 400 naming the field, the same shape as a schema failure. `imported`:
     * the tools come from an OpenAPI import, whose schemas are checked without being compiled.
     * `provider` records the catalog provider it was installed from (shown to the reviewer).
     */
    async create(developerId: string, input: CreateSubmissionParsed, options: { imported?: boolean; provider?: PluginProviderOrigin; origin?: AuditOrigin | undefined } = {}): Promise<CreateSubmissionResponse> {
      const reviewStatus: ReviewStatus = input.submitForReview ? "pending_review" : "draft";
      const created = await deps.creator.create(input, {
        developerId,
        reviewStatus,
        provider: options.provider,
        imported: options.imported,
        audit: { origin: options.origin, action: "submission.created", details: { slug: input.slug, reviewStatus, tools: input.tools.length, ...(options.imported ? { imported: true } : {}) } },
      });
      return { id: created.id, slug: created.slug, reviewStatus };
    },

    /**
     * `POST /api/v1/submissions/import`: imports an OpenAPI document (see `openApiToSubmission`) and creates
     * the result as an ordinary submission (up to `MAX_IMPORTED_TOOLS` tools), answering it with its
     * tool count and the import's warnings. A document that cannot be read is a 400 naming `document`.
     */
    async importOpenApi(developerId: string, request: ImportSubmissionParsed, origin?: AuditOrigin): Promise<ImportSubmissionResponse> {
      const { document, ...options } = request;
      const imported = await openApiToSubmission(document, options);
      const parsed = ImportedSubmissionSchema.safeParse(imported.submission);
      if (!parsed.success) throw new ServiceError("invalid_input", "Invalid input", { details: flattenZodError(parsed.error) });
      return { submission: await service.createItem(developerId, parsed.data, { imported: true, origin }), warnings: imported.warnings };
    },

    /** `create`, answered as `GET /api/v1/submissions` lists it, with its tool count. */
    async createItem(developerId: string, input: CreateSubmissionParsed, options: { imported?: boolean; provider?: PluginProviderOrigin; origin?: AuditOrigin | undefined } = {}): Promise<SubmissionItem & { toolCount: number }> {
      const created = await service.create(developerId, input, options);
      return { ...toSubmissionItem(await store.submission(created.id)), toolCount: input.tools.length };
    },
  };
  return service;
}

/** The submission service's interface. */
export type SubmissionService = ReturnType<typeof createSubmissionService>;
