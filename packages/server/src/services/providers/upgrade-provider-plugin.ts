import {
  authMethodConfigSchemas,
  InstallProviderRequestSchema,
  PluginProviderOriginSchema,
  type AuthMethodType,
  type ProviderDefinition,
  type UpgradeProviderResponse,
} from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { commitPluginEdit, pluginEditRecord, type PluginEditor } from "../plugins/commit-plugin-edit.js";
import { createDashboardPluginStore } from "../plugins/dashboard-plugin-store.js";
import { createProviderUpgradeStore } from "../plugins/provider-upgrade-store.js";
import { changesBetween, reviewedVersionOf } from "../plugins/reviewed-version.js";
import { toDashboardPlugin } from "../plugins/to-dashboard-plugin.js";
import { providerToSubmission } from "./provider-to-submission.js";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Upgrades a plugin installed from the catalog to the catalog's current definition of its provider:
 * the auth methods it has take the definition's configuration of that type (keeping the client id,
 * the sealed client secret and the chosen scopes), the tools it has take the definition's tool of the
 * same slug, and the base URL (unless the install overrode it) the definition's. Tools and auth methods
 * the builder added or left out stay as they are. One plugin edit ({@link commitPluginEdit}): a
 * creator's upgrade of an approved plugin sends it back to review, where the change shows as any edit
 * does (`changesSinceApproval`).
 *
 * @throws {ServiceError} `not_found` when the developer has no plugin with this slug, or it was not installed from the catalog (or its provider left it)
 */
export async function upgradeProviderPlugin(
  context: Pick<PlugboardContext, "prisma">,
  deps: { bus: InvalidationBus; definition: (id: string) => Promise<ProviderDefinition>; audit?: AuditLog | undefined },
  input: { developerId: string; editor: PluginEditor; slug: string; origin?: AuditOrigin | undefined },
): Promise<UpgradeProviderResponse> {
  const rows = createProviderUpgradeStore(context);
  const notFound = () => new ServiceError("not_found", `You have no plugin named "${input.slug.slice(0, 100)}" installed from the catalog`);
  const found = await rows.findOwnPlugin(input.developerId, input.slug);
  if (!found) throw notFound();
  const origin = PluginProviderOriginSchema.safeParse(found.provider);
  if (!origin.success) throw notFound();
  let definition: ProviderDefinition;
  try {
    definition = await deps.definition(origin.data.id);
  } catch (error) {
    if (ServiceError.isInstance(error) && error.code === "not_found") throw new ServiceError("not_found", `The catalog no longer has provider ${origin.data.id}`);
    throw error;
  }
  const store = createDashboardPluginStore(context);
  const record = pluginEditRecord<UpgradeProviderResponse>(deps.audit, input.origin, (value) => ({
    action: "plugin.upgraded",
    target: { type: "plugin", id: found.id },
    details: { provider: definition.id, changes: value.changes.length },
  }));

  const run = async (tx: Prisma.TransactionClient): Promise<UpgradeProviderResponse> => {
    const before = await store.pluginDetail(found.id, tx);
    if (!before) throw notFound();
    const authMethods = await rows.authMethods(tx, found.id);
    const oauth = authMethods.find((method) => method.type === "oauth2");
    const oauthConfig = isRecord(oauth?.config) ? oauth.config : {};
    // The definition installed again with the plugin's own client, scopes and overrides.
    const request = InstallProviderRequestSchema.parse({
      ...(typeof oauthConfig.client_id === "string"
        ? { oauth: { clientId: oauthConfig.client_id, ...(Array.isArray(oauthConfig.scopes) ? { scopes: oauthConfig.scopes } : {}) } }
        : {}),
      overrides: origin.data.overrides,
    });
    const { submission } = providerToSubmission(definition, request);
    for (const method of authMethods) {
      const next = submission.authMethods?.find((candidate) => candidate.type === method.type);
      if (!next) continue;
      const parsed = authMethodConfigSchemas[method.type as AuthMethodType].parse(next.config ?? {}) as Record<string, unknown>;
      const stored = isRecord(method.config) ? method.config : {};
      // The sealed client secret stays as it is (never opened here).
      const config = { ...parsed, ...(stored.client_secret !== undefined ? { client_secret: stored.client_secret } : {}) };
      await rows.setAuthMethodConfig(tx, method.id, config);
    }
    if (submission.toolSource === "manual") {
      const tools = await rows.tools(tx, found.id);
      for (const tool of tools) {
        const next = submission.tools?.find((candidate) => candidate.slug === tool.slug);
        if (!next) continue;
        await rows.updateTool(tx, tool.id, {
          name: next.name,
          description: next.description,
          method: next.method,
          path: next.path,
          inputSchema: next.inputSchema,
          headers: next.headers,
          placement: next.placement,
        });
      }
      if (submission.baseUrl !== undefined) await rows.setBaseUrl(tx, found.id, submission.baseUrl);
    }
    const after = await store.pluginDetail(found.id, tx);
    const changes = changesBetween(reviewedVersionOf(toDashboardPlugin(before)), reviewedVersionOf(toDashboardPlugin(after!)));
    if (changes.length === 0) throw new AlreadyCurrent();
    return { status: "upgraded", provider: definition.id, verifiedAt: definition.verifiedAt ?? null, changes, reviewStatus: await rows.reviewStatus(found.id, tx) };
  };

  try {
    const result = await commitPluginEdit(context, deps.bus, { pluginId: found.id, editor: input.editor, record }, run);
    // The review status as it is after the commit (a creator's edit of an approved plugin reopened it).
    return { ...result, reviewStatus: await rows.reviewStatus(found.id) };
  } catch (error) {
    if (!(error instanceof AlreadyCurrent)) throw error;
    return { status: "current", provider: definition.id, verifiedAt: definition.verifiedAt ?? null, changes: [], reviewStatus: await rows.reviewStatus(found.id) };
  }
}

/** Thrown inside the edit's transaction when nothing changed: rolls it back (no review reopened, no audit entry). */
class AlreadyCurrent extends Error {}
