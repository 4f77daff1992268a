import type { ApiKeyItem, CreateApiKeyResponse, ListApiKeysResponse } from "@plugboard/core";
import type { AuditOrigin } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import type { ApiKeyService } from "./api-key-service.js";
import { ServiceError } from "../../errors/service-error.js";
import { isUuid } from "../../store/is-uuid.js";
import { createDeveloperStore } from "./developer-store.js";

/**
 * A developer's own API keys on the dashboard: list (prefix only), create (the key is returned
 * once; only its hash is stored, by the API key service) and delete (refused from then on).
 */
export function createDashboardApiKeyService(context: Pick<PlugboardContext, "prisma">, deps: { apiKeys: ApiKeyService }) {
  const store = createDeveloperStore(context);
  return {
    /** The developer's keys, newest first, without the keys themselves. */
    async list(developerId: string): Promise<ListApiKeysResponse> {
      const rows = await store.listApiKeys(developerId);
      const apiKeys: ApiKeyItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
      return { apiKeys };
    },

    /** Creates a key; the response is the only place the key ever appears. */
    async create(developerId: string, name: string, origin?: AuditOrigin): Promise<CreateApiKeyResponse> {
      const created = await deps.apiKeys.create({ developerId, name, origin });
      return { id: created.id, name: created.name, prefix: created.prefix, createdAt: created.createdAt.toISOString(), lastUsedAt: null, key: created.key };
    },

    /** Deletes one of the developer's keys (404 for another developer's or an unknown key). */
    async delete(developerId: string, keyId: string, origin?: AuditOrigin): Promise<void> {
      if (!isUuid(keyId)) throw new ServiceError("not_found", "No API key with this id");
      await deps.apiKeys.delete({ developerId, keyId, origin });
    },
  };
}

/** The dashboard API key service's interface. */
export type DashboardApiKeyService = ReturnType<typeof createDashboardApiKeyService>;
