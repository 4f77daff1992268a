import { createHash } from "node:crypto";
import type { DeletePolicyRequestSchema, ListPoliciesQuery, Policy, PolicyAction, PutPolicyRequestSchema } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { ExpiringCache } from "../../infra/expiring-cache.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { PluginSlugChange } from "../plugins/plugin-slug-follower.js";
import { pickPolicy, type PolicyRule } from "./pick-policy.js";
import { createPolicyStore, type PolicyRow } from "./policy-store.js";

/** Most policies one developer keeps. */
export const MAX_POLICIES_PER_DEVELOPER = 1_000;

const toPolicy = (row: PolicyRow): Policy => ({
  id: row.id,
  plugin: row.pluginSlug,
  tool: row.toolSlug === "" ? null : row.toolSlug,
  userIds: row.userIds.length === 0 ? null : row.userIds,
  action: row.action,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The key of a user list: sorted and deduplicated, hashed ("" for everyone). */
function userKeyOf(userIds: readonly string[] | undefined): { userIds: string[]; userKey: string } {
  const sorted = [...new Set(userIds ?? [])].sort();
  return { userIds: sorted, userKey: sorted.length === 0 ? "" : createHash("sha256").update(JSON.stringify(sorted)).digest("hex") };
}

/** The policy that governs a call, as the execution pipeline reads it. */
export type GoverningPolicy = PolicyRule & { action: PolicyAction };

/**
 * Policies (`/api/v1/policies`): a developer's rules for calls to a plugin or one of its tools, for
 * everyone or some end-users — `allow`, `require_approval` or `deny`. Each developer sees and changes
 * only their own. {@link forCall} answers the governing policy of a call from a per-developer cache,
 * dropped on every instance (through the invalidation bus) when the developer's policies change, so
 * the execution pipeline pays no query per call.
 */
export function createPolicyService(context: Pick<PlugboardContext, "prisma">, deps: { bus: InvalidationBus; audit: Pick<AuditLog, "record"> }) {
  const store = createPolicyStore(context);
  const rules = new ExpiringCache<GoverningPolicy[]>({ ttlMs: 60_000, max: 10_000 });
  deps.bus.subscribe((event) => {
    if (event.kind === "policy") rules.delete(event.developerId);
    // A plugin's rename moves its policies to the new slug (followPluginSlug).
    else if (event.kind === "all" || event.kind === "plugin") rules.clear();
  });

  return {
    /** Moves the policies of a renamed plugin to its new slug, in the rename's transaction (a `PluginSlugFollower`). */
    followPluginSlug: (tx: Prisma.TransactionClient, change: PluginSlugChange): Promise<void> => store.renamePlugin(tx, change),

    /**
     * Creates the policy of this scope (plugin, tool, user list) or changes its action.
     *
     * @throws {ServiceError} 404 when no approved plugin has the slug; 409 past {@link MAX_POLICIES_PER_DEVELOPER}
     */
    async put(developerId: string, input: z.output<typeof PutPolicyRequestSchema>, origin: AuditOrigin): Promise<{ policy: Policy; created: boolean }> {
      if (!(await store.connectablePlugin(input.plugin))) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const { userIds, userKey } = userKeyOf(input.userIds);
      const toolSlug = input.tool ?? "";
      const key = { developerId, pluginSlug: input.plugin, toolSlug, userKey };
      const result = await store.transaction(async (tx) => {
        const existingId = await store.findId(key, tx);
        let saved: { row: PolicyRow; created: boolean };
        if (existingId !== null) saved = { row: await store.updateAction(tx, existingId, input.action), created: false };
        else {
          if ((await store.count(tx, developerId)) >= MAX_POLICIES_PER_DEVELOPER) {
            throw new ServiceError("conflict", `A developer keeps at most ${MAX_POLICIES_PER_DEVELOPER} policies; delete some first`);
          }
          saved = { row: await store.insert(tx, { ...key, userIds, action: input.action }), created: true };
        }
        await deps.audit.record(tx, origin, {
          developerId,
          action: "policy.put",
          target: { type: "policy", id: saved.row.id },
          details: { plugin: input.plugin, tool: input.tool ?? null, userIds: userIds.length > 0 ? userIds : null, action: input.action, created: saved.created },
        });
        return saved;
      });
      deps.bus.publish({ kind: "policy", developerId });
      return { policy: toPolicy(result.row), created: result.created };
    },

    /** The developer's policies, optionally of one plugin, by plugin, tool and user list. */
    async list(developerId: string, query: ListPoliciesQuery): Promise<Policy[]> {
      const rows = await store.list(developerId, query.plugin);
      return rows.map(toPolicy);
    },

    /**
     * Removes the policy of exactly this scope.
     *
     * @throws {ServiceError} 404 when the developer has no policy with this scope
     */
    async delete(developerId: string, input: z.output<typeof DeletePolicyRequestSchema>, origin: AuditOrigin): Promise<{ deleted: true; id: string }> {
      const { userKey } = userKeyOf(input.userIds);
      const key = { developerId, pluginSlug: input.plugin, toolSlug: input.tool ?? "", userKey };
      const id = await store.findId(key);
      if (id === null) throw new ServiceError("not_found", "No policy with this plugin, tool and user list");
      await store.transaction(async (tx) => {
        if (!(await store.delete(tx, id))) throw new ServiceError("not_found", "No policy with this plugin, tool and user list");
        await deps.audit.record(tx, origin, { developerId, action: "policy.delete", target: { type: "policy", id }, details: { plugin: input.plugin, tool: input.tool ?? null } });
      });
      deps.bus.publish({ kind: "policy", developerId });
      return { deleted: true, id };
    },

    /** The policy governing a call of `developerId`'s end-user (see `pickPolicy`); undefined when none does. */
    async forCall(developerId: string, call: { pluginSlug: string; toolSlug: string; userId: string }): Promise<GoverningPolicy | undefined> {
      const developerRules = await rules.getOrLoad(developerId, () => store.rules(developerId));
      return developerRules.length === 0 ? undefined : pickPolicy(developerRules, call);
    },
  };
}

/** The policy service's interface. */
export type PolicyService = ReturnType<typeof createPolicyService>;
