import type { DeveloperRole } from "@plugboard/core";
import { generateApiKey, hashApiKey } from "@plugboard/core/crypto";
import { SYSTEM_ORIGIN, type AuditLog, type AuditOrigin } from "../audit/audit-log.js";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { createDeveloperStore } from "./developer-store.js";

/** The developer an API key belongs to. */
export interface AuthenticatedDeveloper {
  id: string;
  email: string;
  role: DeveloperRole;
  apiKeyId: string | null;
}

interface CachedKey {
  developer: AuthenticatedDeveloper;
  expiresAt: number;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
const LAST_USED_EVERY_MS = 60_000;

/**
 * API keys: creation (shown once, stored as a SHA-256 hash) and resolution on every `/api/v1`
 * request. Resolution is cached for 30 s per key hash so the hot path costs no database round
 * trip; deleting a key through this service evicts it at once on this instance (other instances
 * within the TTL). `lastUsedAt` is written at most once a minute per key, off the request path.
 * Creation and deletion are recorded in the audit log in their own transaction (`origin`, else `system`
 * — a key the command line or the first start makes); the entry has the key's id and name, never the key.
 */
export function createApiKeyService(context: Pick<PlugboardContext, "prisma">, deps: { audit?: Pick<AuditLog, "record"> } = {}) {
  const store = createDeveloperStore(context);
  const cache = new Map<string, CachedKey>();
  const lastUsedWrites = new Map<string, number>();

  function touch(apiKeyId: string): void {
    const now = Date.now();
    if ((lastUsedWrites.get(apiKeyId) ?? 0) > now - LAST_USED_EVERY_MS) return;
    lastUsedWrites.set(apiKeyId, now);
    store.touchApiKey(apiKeyId, new Date(now)).catch(() => lastUsedWrites.delete(apiKeyId));
  }

  return {
    /** Creates a key for a developer and returns it in clear, the only time it is ever shown. */
    async create(input: { developerId: string; name: string; key?: string; origin?: AuditOrigin | undefined }) {
      const generated = input.key
        ? { key: input.key, prefix: input.key.slice(0, 10), hash: hashApiKey(input.key) }
        : generateApiKey();
      const record = await store.insertApiKey({ developerId: input.developerId, name: input.name, prefix: generated.prefix, keyHash: generated.hash }, async (tx, row) => {
        await deps.audit?.record(tx, input.origin ?? SYSTEM_ORIGIN, { developerId: input.developerId, action: "api_key.created", target: { type: "api_key", id: row.id }, details: { name: row.name } });
      });
      return { id: record.id, name: record.name, prefix: record.prefix, createdAt: record.createdAt, key: generated.key };
    },

    /** Deletes a developer's key; 404 when the developer has no such key. */
    async delete(input: { developerId: string; keyId: string; origin?: AuditOrigin | undefined }): Promise<void> {
      const record = await store.findOwnedApiKey(input.developerId, input.keyId);
      if (!record) throw new ServiceError("not_found", "No API key with this id");
      await store.deleteApiKey(record.id, async (tx) => {
        await deps.audit?.record(tx, input.origin ?? SYSTEM_ORIGIN, { developerId: input.developerId, action: "api_key.deleted", target: { type: "api_key", id: record.id }, details: { name: record.name } });
      });
      cache.delete(record.keyHash);
    },

    /** Resolves a presented key to its developer, or null when unknown. */
    async resolve(key: string): Promise<AuthenticatedDeveloper | null> {
      if (!key.startsWith("nk_") || key.length > 200) return null;
      const hash = hashApiKey(key);
      const now = Date.now();
      const cached = cache.get(hash);
      if (cached && cached.expiresAt > now) {
        if (cached.developer.apiKeyId) touch(cached.developer.apiKeyId);
        return cached.developer;
      }
      const record = await store.findApiKeyByHash(hash);
      if (!record) {
        cache.delete(hash);
        return null;
      }
      const developer: AuthenticatedDeveloper = {
        id: record.developer.id,
        email: record.developer.email,
        role: record.developer.role,
        apiKeyId: record.id,
      };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(hash, { developer, expiresAt: now + CACHE_TTL_MS });
      touch(record.id);
      return developer;
    },
  };
}

/** The API key service's interface. */
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
