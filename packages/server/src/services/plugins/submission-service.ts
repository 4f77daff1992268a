import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
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
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import { openApiToSubmission } from "../openapi-import/open-api-to-submission.js";
import { refuseInvalidImportedInputSchemas, refuseInvalidInputSchemas } from "./refuse-invalid-input-schemas.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { createSubmissionStore, type SubmissionRow } from "./submission-store.js";
import { sealAuthConfig, sealMcpConfig } from "./seal-secrets.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";

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

// Prisma's default 5 s is too short for an OpenAPI import's thousand tools on a busy database.
const TRANSACTION_TIME_MS = (tools: number) => 5_000 + tools * 20;

// Tools written per statement.
const TOOL_BATCH = 100;

const slugTaken = (slug: string) => invalidInput({ slug: [`slug "${slug}" is already taken`] });

/**
 * Plugin submissions through the API (`GET|POST /api/v1/submissions`): a developer creates a
 * plugin with its categories, inline manual tools and auth methods in one transaction, as a `draft`
 * or straight into `pending_review`. Secrets in the auth method configs and `mcpConfig` are sealed
 * with the server's cipher before they reach the database.
 */
export function createSubmissionService(context: PlugboardContext, deps: { bus: InvalidationBus; audit?: Pick<AuditLog, "record"> }) {
  const { cipher } = context;
  const store = createSubmissionStore(context);

  const service = {
    /** The plugins `developerId` created, newest first, with their review state. */
    async list(developerId: string): Promise<SubmissionItem[]> {
      return (await store.listSubmissions(developerId)).map(toSubmissionItem);
    },

    /**
     * Creates the plugin, its category links, tools and auth methods atomically. A taken slug or an
     * unknown category id is a 400 naming the field, the same shape as a schema failure. `imported`:
     * the tools come from an OpenAPI import, whose schemas are checked without being compiled.
     * `provider` records the catalog provider it was installed from (shown to the reviewer).
     */
    async create(developerId: string, input: CreateSubmissionParsed, options: { imported?: boolean; provider?: PluginProviderOrigin; origin?: AuditOrigin | undefined } = {}): Promise<CreateSubmissionResponse> {
      const reviewStatus: ReviewStatus = input.submitForReview ? "pending_review" : "draft";
      const categoryIds = [...new Set(input.categoryIds)];
      const schemas = input.tools.map((tool, index) => ({ field: `tools.${index}.inputSchema`, schema: tool.inputSchema }));
      if (options.imported) await refuseInvalidImportedInputSchemas(schemas);
      else refuseInvalidInputSchemas(schemas);
      refuseInvalidInputSchemas(input.triggers.map((trigger, index) => ({ field: `triggers.${index}.configSchema`, schema: trigger.configSchema })));
      // Cheap early answer for the common case; the unique index settles races inside the transaction.
      if (await store.slugExists(input.slug)) throw slugTaken(input.slug);

      const toolRows = input.tools.map((tool) => ({
        slug: tool.slug,
        name: tool.name,
        description: tool.description,
        method: tool.method,
        path: tool.path,
        enabled: tool.enabled,
        ...(tool.inputSchema ? { inputSchema: tool.inputSchema as Prisma.InputJsonObject } : {}),
        ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Prisma.InputJsonObject } : {}),
        ...(tool.headers ? { headers: tool.headers } : {}),
        ...(tool.placement ? { placement: tool.placement as Prisma.InputJsonObject } : {}),
        ...(tool.scopes ? { scopes: tool.scopes } : {}),
      }));
      const data: Prisma.PluginCreateInput = {
        slug: input.slug,
        name: input.name,
        description: input.description ?? null,
        baseUrl: input.baseUrl ?? null,
        iconUrl: input.iconUrl ?? null,
        pluginPrompt: input.pluginPrompt ?? null,
        toolSource: input.toolSource,
        ...(input.mcpConfig ? { mcpConfig: sealMcpConfig(cipher, input.mcpConfig) as Prisma.InputJsonObject } : {}),
        ...(input.allowProxy !== undefined ? { allowProxy: input.allowProxy } : {}),
        ...(input.triggers.length > 0 ? { triggers: input.triggers as Prisma.InputJsonArray } : {}),
        reviewStatus,
        ...(options.provider ? { provider: options.provider as Prisma.InputJsonObject } : {}),
        createdBy: { connect: { id: developerId } },
        categories: { createMany: { data: categoryIds.map((categoryId) => ({ categoryId })) } },
        authMethods: {
          createMany: {
            data: input.authMethods.map((method) => ({
              type: method.type,
              label: method.label,
              isDefault: method.isDefault,
              config: sealAuthConfig(cipher, method.config) as Prisma.InputJsonObject,
            })),
          },
        },
      };

      try {
        const plugin = await store.transaction(async (tx) => {
          if (categoryIds.length > 0) {
            const unknown = await store.unknownCategoryIds(tx, categoryIds);
            if (unknown.length > 0) throw invalidInput({ categoryIds: [`unknown category ids: ${unknown.join(", ")}`] });
          }
          const created = await store.insertPlugin(tx, data);
          // Tools go in batches, the event loop given back between them: Prisma compiles each statement
          // in the server's thread (one of 5,000 nested tools held it 16 s), and on the embedded
          // database the statements themselves run there too, their awaits never leaving the microtask queue.
          for (let start = 0; start < toolRows.length; start += TOOL_BATCH) {
            if (start > 0) await yieldToEventLoop();
            await store.insertTools(tx, created.id, toolRows.slice(start, start + TOOL_BATCH));
          }
          if (options.origin) {
            await deps.audit?.record(tx, options.origin, {
              developerId,
              action: "submission.created",
              target: { type: "plugin", id: created.id },
              details: { slug: input.slug, reviewStatus, tools: toolRows.length, ...(options.imported ? { imported: true } : {}) },
            });
          }
          return created;
        }, TRANSACTION_TIME_MS(input.tools.length));
        deps.bus.publish({ kind: "plugin", pluginId: plugin.id });
        return { id: plugin.id, slug: plugin.slug, reviewStatus };
      } catch (error) {
        // Tool slugs and auth method types are unique by the request schema and category ids are
        // deduplicated above, so the plugin slug is the only unique constraint left to break: a
        // submission racing this one took it.
        const fields = uniqueViolationFields(error);
        if (fields && (fields.length === 0 || fields.join() === "slug")) throw slugTaken(input.slug);
        throw error;
      }
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
