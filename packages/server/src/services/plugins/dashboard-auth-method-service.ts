import type { DashboardAuthMethod, UpsertDashboardAuthMethodParsed } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import type { Prisma } from "../../generated/prisma/client.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import { commitPluginEdit, pluginEditRecord, type PluginEditor } from "./commit-plugin-edit.js";
import { sealAuthMethodConfig } from "./dashboard-secrets.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { uniqueViolationFields } from "../../store/unique-violation-fields.js";
import { isUuid } from "../../store/is-uuid.js";
import type { AccessiblePlugin } from "./dashboard-plugin-service.js";
import { toDashboardAuthMethod } from "./to-dashboard-plugin.js";
import { createPluginStore } from "./plugin-store.js";

/**
 * Auth methods of a plugin: upsert and delete. Each type appears at most once per plugin; making a
 * method the default unsets the others (in one transaction). An `oauth2` client secret is
 * encrypted at rest and never returned. Every write is one {@link commitPluginEdit}: a creator's
 * change of an approved plugin sends it back to review in the same transaction.
 */
export function createDashboardAuthMethodService(context: Pick<PlugboardContext, "prisma" | "cipher">, deps: { bus: InvalidationBus; audit?: Pick<AuditLog, "record"> }) {
  const store = createPluginStore(context);

  function typeTaken(type: string): ServiceError {
    return invalidInput({ type: [`the plugin already has an auth method of type ${type}; update that one instead`] });
  }

  return {
    /**
     * Updates the method `authMethodId` (404 when the plugin has none with that id), or else the
     * plugin's method of the same type, or creates one. `created` tells which happened.
     */
    async upsert(pluginId: string, input: UpsertDashboardAuthMethodParsed, editor: PluginEditor, origin?: AuditOrigin): Promise<{ created: boolean; authMethod: DashboardAuthMethod }> {
      // The entry names the method's type and label, never its config (an OAuth client secret).
      const record = pluginEditRecord<{ created: boolean; row: { id: string } }>(deps.audit, origin, ({ created, row }) => ({
        action: "auth_method.saved",
        target: { type: "auth_method", id: row.id },
        details: { type: input.type, label: input.label, isDefault: input.isDefault, created },
      }));
      try {
        const result = await commitPluginEdit(context, deps.bus, { pluginId, editor, record }, async (tx) => {
          let existing = null;
          if (input.authMethodId !== undefined) {
            existing = isUuid(input.authMethodId) ? await store.findAuthMethod(tx, pluginId, input.authMethodId) : null;
            if (!existing) throw new ServiceError("not_found", "No auth method with this id in this plugin");
            if (existing.type !== input.type) {
              const clash = await store.findAuthMethodOfType(tx, pluginId, input.type);
              if (clash) throw typeTaken(input.type);
            }
          } else {
            existing = await store.findAuthMethodOfType(tx, pluginId, input.type);
          }
          const previous = existing?.type === input.type ? existing.config : undefined;
          const config = sealAuthMethodConfig(context.cipher, input.type, input.config, previous) as Prisma.InputJsonObject;
          if (input.isDefault) {
            await store.clearDefaultAuthMethod(tx, pluginId, existing?.id);
          }
          const data = { type: input.type, label: input.label, isDefault: input.isDefault, config };
          const row = await store.saveAuthMethod(tx, pluginId, existing?.id, data);
          return { created: !existing, row };
        });
        return { created: result.created, authMethod: toDashboardAuthMethod(result.row) };
      } catch (error) {
        if (uniqueViolationFields(error) !== null) throw typeTaken(input.type);
        throw error;
      }
    },

    /** Deletes a method; connections made with it keep their credentials but lose the link. */
    async delete(pluginId: string, authMethodId: string, editor: PluginEditor, origin?: AuditOrigin): Promise<void> {
      const record = pluginEditRecord<{ id: string; type: string }>(deps.audit, origin, (method) => ({ action: "auth_method.deleted", target: { type: "auth_method", id: method.id }, details: { type: method.type } }));
      await commitPluginEdit(context, deps.bus, { pluginId, editor, record }, async (tx) => {
        const existing = isUuid(authMethodId) ? await store.findAuthMethod(tx, pluginId, authMethodId) : null;
        if (!existing) throw new ServiceError("not_found", "No auth method with this id in this plugin");
        await store.deleteAuthMethod(tx, existing.id);
        return existing;
      });
    },
  };
}

/** The dashboard auth method service's interface. */
export type DashboardAuthMethodService = ReturnType<typeof createDashboardAuthMethodService>;
