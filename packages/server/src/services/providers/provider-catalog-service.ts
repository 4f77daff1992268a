import type { AuditOrigin } from "../audit/audit-log.js";
import {
  CreateSubmissionRequestSchema,
  flattenZodError,
  type InstallProviderParsed,
  type InstallProviderResponse,
  type ListProvidersQuery,
  type ProviderDefinition,
  type ProviderDetail,
  type ProviderSummary,
  type UpgradeProviderResponse,
} from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";
import type { SubmissionService } from "../plugins/submission-service.js";
import type { PlugboardContext } from "../../context.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog } from "../audit/audit-log.js";
import type { PluginEditor } from "../plugins/commit-plugin-edit.js";
import { providerToSubmission } from "./provider-to-submission.js";
import { upgradeProviderPlugin } from "./upgrade-provider-plugin.js";

/** The catalog package, imported on first use. */
async function loadCatalogPackage(): Promise<ProviderDefinition[]> {
  const { loadProviderCatalog } = await import("@plugboard/providers");
  return loadProviderCatalog();
}

function toSummary(definition: ProviderDefinition): ProviderSummary {
  return {
    id: definition.id,
    name: definition.name,
    description: definition.description,
    categories: definition.categories,
    kind: definition.kind,
    authModes: definition.authModes.map((mode) => mode.type),
    toolCount: definition.tools.length,
    docsUrl: definition.docsUrl,
  };
}

function toDetail(definition: ProviderDefinition): ProviderDetail {
  const { tools, ...rest } = definition;
  return { ...rest, tools: tools.map(({ slug, name, description, method, path }) => ({ slug, name, description, method, path })) };
}

/**
 * The provider catalog (`@plugboard/providers`) as the API and the command line read it: list and
 * search, and one provider's detail. Loaded and parsed once, on first use (about a megabyte of data a
 * server that never lists providers does not load). Needs no database.
 *
 * @example
 * const catalog = createProviderCatalog();
 * await catalog.list({ category: "developer-tools" });
 */
export function createProviderCatalog(definitions: () => Promise<ProviderDefinition[]> = loadCatalogPackage) {
  let loaded: Promise<{ byId: Map<string, ProviderDefinition>; summaries: ProviderSummary[]; searchText: string[] }> | undefined;
  const load = () => {
    loaded ??= definitions().then((all) => ({
      byId: new Map(all.map((definition) => [definition.id, definition])),
      summaries: all.map(toSummary),
      searchText: all.map((definition) => [definition.id, definition.name, definition.description, ...definition.categories].join("\n").toLowerCase()),
    }));
    return loaded;
  };

  const definition = async (id: string): Promise<ProviderDefinition> => {
    const found = (await load()).byId.get(id);
    if (!found) throw new ServiceError("not_found", `No provider named "${id.slice(0, 100)}" in the catalog; GET /api/v1/providers lists them`);
    return found;
  };

  return {
    /** Providers matching `q` (case-insensitive words, in id, name, description and categories) and `category`, in catalog order. */
    async list(query: ListProvidersQuery = {}): Promise<ProviderSummary[]> {
      const { summaries, searchText } = await load();
      const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      return summaries.filter(
        (summary, index) => (!query.category || summary.categories.includes(query.category)) && words.every((word) => searchText[index]!.includes(word)),
      );
    },

    /** The definition of provider `id`. @throws {ServiceError} `not_found` */
    definition,

    /** One provider as a builder needs it to decide (tools without their input schemas). @throws {ServiceError} `not_found` */
    async get(id: string): Promise<ProviderDetail> {
      return toDetail(await definition(id));
    },
  };
}

/** The provider catalog's interface. */
export type ProviderCatalog = ReturnType<typeof createProviderCatalog>;

/**
 * The provider catalog with install: installing turns a provider into an ordinary submission through
 * the submission service, recording the provider and the builder's overrides on the plugin for its
 * reviewer.
 */
export function createProviderCatalogService(deps: {
  submissions: SubmissionService;
  catalog?: ProviderCatalog;
  /** For upgrades of installed plugins (without them, `upgrade` is unavailable). */
  context?: Pick<PlugboardContext, "prisma">;
  bus?: InvalidationBus;
  audit?: AuditLog;
}) {
  const catalog = deps.catalog ?? createProviderCatalog();
  return {
    list: catalog.list,
    get: catalog.get,

    /**
     * Installs provider `id` as a submission of `developerId` (see `providerToSubmission`), validated
     * exactly as `POST /api/v1/submissions` validates a body.
     *
     * @throws {ServiceError} `not_found` for an unknown provider, `invalid_input` naming the field
     */
    async install(developerId: string, id: string, request: InstallProviderParsed, origin?: AuditOrigin): Promise<InstallProviderResponse> {
      const definition = await catalog.definition(id);
      const { submission, warnings } = providerToSubmission(definition, request);
      const parsed = CreateSubmissionRequestSchema.safeParse(submission);
      if (!parsed.success) throw new ServiceError("invalid_input", "Invalid input", { details: flattenZodError(parsed.error) });
      const created = await deps.submissions.createItem(developerId, parsed.data, {
        provider: { id: definition.id, overrides: request.overrides ?? {}, ...(definition.instanceDomain !== undefined ? { instanceDomain: definition.instanceDomain } : {}) },
        origin,
      });
      return { submission: created, warnings };
    },

    /**
     * Upgrades the developer's plugin `slug`, installed from the catalog, to its provider's current
     * definition (see `upgradeProviderPlugin`): `current` when there is nothing to change.
     *
     * @throws {ServiceError} `not_found` when the developer has no such plugin installed from the catalog
     */
    async upgrade(developerId: string, editor: PluginEditor, slug: string, origin?: AuditOrigin): Promise<UpgradeProviderResponse> {
      if (!deps.context || !deps.bus) throw new TypeError("createProviderCatalogService needs context and bus to upgrade plugins");
      return upgradeProviderPlugin(deps.context, { bus: deps.bus, definition: catalog.definition, audit: deps.audit }, { developerId, editor, slug, origin });
    },
  };
}

/** The provider catalog service's interface. */
export type ProviderCatalogService = ReturnType<typeof createProviderCatalogService>;
