import type { CreateSubmissionParsed, PluginProviderOrigin, ReviewStatus } from "@plugboard/core";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import type { ServiceError } from "../../errors/service-error.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { createPluginCreatorStore } from "./plugin-creator-store.js";
import { refuseInvalidImportedInputSchemas, refuseInvalidInputSchemas } from "./refuse-invalid-input-schemas.js";
import { sealAuthConfig, sealMcpConfig } from "./seal-secrets.js";

/**
 * A plugin to create, as its request schemas parsed it: the plugin fields, its category ids, inline
 * manual tools, auth methods and triggers (the dashboard's create form gives no tools or auth methods).
 */
export type NewPlugin = Pick<
  CreateSubmissionParsed,
  "slug" | "name" | "description" | "baseUrl" | "iconUrl" | "pluginPrompt" | "toolSource" | "mcpConfig" | "allowProxy" | "categoryIds" | "tools" | "authMethods" | "triggers"
>;

/** Who creates the plugin, in which review status, and what the audit log records about it. */
export interface NewPluginOptions {
  developerId: string;
  reviewStatus: ReviewStatus;
  /** The catalog provider the plugin is installed from (shown to the reviewer). */
  provider?: PluginProviderOrigin | undefined;
  /** The tools come from an OpenAPI import: their schemas are checked without being compiled. */
  imported?: boolean | undefined;
  /** The audit entry written in the creating transaction (none without an origin). */
  audit?: { origin: AuditOrigin | undefined; action: string; details: Record<string, unknown> } | undefined;
}

// Prisma's default 5 s is too short for an OpenAPI import's thousand tools on a busy database.
const TRANSACTION_TIME_MS = (tools: number) => 5_000 + tools * 20;

// Tools written per statement.
const TOOL_BATCH = 100;

/** Same wording and shape wherever a plugin is created: a 400 naming `slug`. */
export const slugTaken = (slug: string): ServiceError => invalidInput({ slug: [`slug "${slug}" is already taken`] });

/**
 * The one way a plugin comes into being, for `POST /api/v1/submissions` (and its OpenAPI import and
 * catalog install) and the dashboard's plugin create: checks the tools' input schemas and the
 * triggers' config schemas, then writes the plugin, its category links, tools (in batches),
 * auth methods (secrets sealed with the server's cipher, as is `mcpConfig`'s) and triggers in one
 * transaction, with its audit entry, and publishes a `plugin` invalidation. A taken slug or an
 * unknown category id is a 400 naming the field.
 *
 * @example
 * const { id } = await creator.create(plugin, { developerId, reviewStatus: "draft" });
 */
export function createPluginCreator(context: Pick<PlugboardContext, "prisma" | "cipher">, deps: { bus: InvalidationBus; audit?: Pick<AuditLog, "record"> | undefined }) {
  const { cipher } = context;
  const store = createPluginCreatorStore(context);
  return {
    /** Creates `plugin` atomically and answers its id and slug. */
    async create(plugin: NewPlugin, options: NewPluginOptions): Promise<{ id: string; slug: string }> {
      const { developerId, reviewStatus } = options;
      const categoryIds = [...new Set(plugin.categoryIds)];
      const schemas = plugin.tools.map((tool, index) => ({ field: `tools.${index}.inputSchema`, schema: tool.inputSchema }));
      if (options.imported) await refuseInvalidImportedInputSchemas(schemas);
      else refuseInvalidInputSchemas(schemas);
      refuseInvalidInputSchemas(plugin.triggers.map((trigger, index) => ({ field: `triggers.${index}.configSchema`, schema: trigger.configSchema })));
      // Cheap early answer for the common case; the unique index settles races inside the transaction.
      if (await store.slugExists(plugin.slug)) throw slugTaken(plugin.slug);

      const toolRows = plugin.tools.map((tool) => ({
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
        slug: plugin.slug,
        name: plugin.name,
        description: plugin.description ?? null,
        baseUrl: plugin.baseUrl ?? null,
        iconUrl: plugin.iconUrl ?? null,
        pluginPrompt: plugin.pluginPrompt ?? null,
        toolSource: plugin.toolSource,
        ...(plugin.mcpConfig ? { mcpConfig: sealMcpConfig(cipher, plugin.mcpConfig) as Prisma.InputJsonObject } : {}),
        ...(plugin.allowProxy !== undefined ? { allowProxy: plugin.allowProxy } : {}),
        ...(plugin.triggers.length > 0 ? { triggers: plugin.triggers as Prisma.InputJsonArray } : {}),
        reviewStatus,
        ...(options.provider ? { provider: options.provider as Prisma.InputJsonObject } : {}),
        createdBy: { connect: { id: developerId } },
        categories: { createMany: { data: categoryIds.map((categoryId) => ({ categoryId })) } },
        authMethods: {
          createMany: {
            data: plugin.authMethods.map((method) => ({
              type: method.type,
              label: method.label,
              isDefault: method.isDefault,
              config: sealAuthConfig(cipher, method.config) as Prisma.InputJsonObject,
            })),
          },
        },
      };

      try {
        const created = await store.transaction(async (tx) => {
          if (categoryIds.length > 0) {
            const unknown = await store.unknownCategoryIds(tx, categoryIds);
            if (unknown.length > 0) throw invalidInput({ categoryIds: [`unknown category ids: ${unknown.join(", ")}`] });
          }
          const row = await store.insertPlugin(tx, data);
          // Tools go in batches, the event loop given back between them: Prisma compiles each statement
          // in the server's thread (one of 5,000 nested tools held it 16 s), and on the embedded
          // database the statements themselves run there too, their awaits never leaving the microtask queue.
          for (let start = 0; start < toolRows.length; start += TOOL_BATCH) {
            if (start > 0) await yieldToEventLoop();
            await store.insertTools(tx, row.id, toolRows.slice(start, start + TOOL_BATCH));
          }
          const audit = options.audit;
          if (audit?.origin) {
            await deps.audit?.record(tx, audit.origin, { developerId, action: audit.action, target: { type: "plugin", id: row.id }, details: audit.details });
          }
          return row;
        }, TRANSACTION_TIME_MS(plugin.tools.length));
        deps.bus.publish({ kind: "plugin", pluginId: created.id });
        return created;
      } catch (error) {
        // Tool slugs and auth method types are unique by the request schema and category ids are
        // deduplicated above, so the plugin slug is the only unique constraint left to break: a
        // request racing this one took it.
        const fields = uniqueViolationFields(error);
        if (fields && (fields.length === 0 || fields.join() === "slug")) throw slugTaken(plugin.slug);
        throw error;
      }
    },
  };
}

/** The plugin creator's interface. */
export type PluginCreator = ReturnType<typeof createPluginCreator>;
