import { DeveloperRoleSchema, type DeveloperRole } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { readStatus } from "../../store/read-status.js";

/** A developer as stored: its role typed, its identity-provider subject when linked. */
export interface DeveloperRow {
  id: string;
  email: string;
  role: DeveloperRole;
  subject: string | null;
}

/** An API key as stored (only its hash; never the key). */
export interface ApiKeyRow {
  id: string;
  developerId: string;
  name: string;
  prefix: string;
  keyHash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const DEVELOPER = { id: true, email: true, role: true, subject: true } as const;

const toDeveloper = (row: { id: string; email: string; role: string; subject: string | null }): DeveloperRow => ({
  ...row,
  role: readStatus(DeveloperRoleSchema.options, row.role, "Developer.role"),
});

/** Developers' and API keys' one way to the database (`Developer` and `ApiKey` rows). */
export function createDeveloperStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Creates the developer with `email`, or updates the existing one with what `update` sets. */
    async upsertByEmail(email: string, create: { role: DeveloperRole; subject?: string }, update: { role?: DeveloperRole; subject?: string }): Promise<DeveloperRow> {
      return toDeveloper(await prisma.developer.upsert({ where: { email }, create: { email, ...create }, update, select: DEVELOPER }));
    },

    /** The developer with `email` (already normalised), or null. */
    async findByEmail(email: string): Promise<DeveloperRow | null> {
      const row = await prisma.developer.findUnique({ where: { email }, select: DEVELOPER });
      return row && toDeveloper(row);
    },

    /** The developer linked to identity-provider subject `subject`, or null. */
    async findBySubject(subject: string): Promise<DeveloperRow | null> {
      const row = await prisma.developer.findUnique({ where: { subject }, select: DEVELOPER });
      return row && toDeveloper(row);
    },

    /** Links developer `id` to `subject`. */
    async linkSubject(id: string, subject: string): Promise<DeveloperRow> {
      return toDeveloper(await prisma.developer.update({ where: { id }, data: { subject }, select: DEVELOPER }));
    },

    /** Creates a developer (role `developer`); a taken e-mail or subject is Prisma's unique violation. */
    async insert(email: string, subject: string): Promise<DeveloperRow> {
      return toDeveloper(await prisma.developer.create({ data: { email, subject }, select: DEVELOPER }));
    },

    /** How many developers there are. */
    countDevelopers(): Promise<number> {
      return prisma.developer.count();
    },

    /** Stores a new API key (its hash and display prefix). */
    insertApiKey(input: { developerId: string; name: string; prefix: string; keyHash: string }, onInserted?: (tx: Prisma.TransactionClient, row: ApiKeyRow) => Promise<void>): Promise<ApiKeyRow> {
      return prisma.$transaction(async (tx) => {
        const row = await tx.apiKey.create({ data: input });
        await onInserted?.(tx, row);
        return row;
      });
    },

    /** The developer's keys, newest first. */
    listApiKeys(developerId: string): Promise<ApiKeyRow[]> {
      return prisma.apiKey.findMany({ where: { developerId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
    },

    /** The developer's key `id`, or null (another developer's key included). */
    findOwnedApiKey(developerId: string, id: string): Promise<ApiKeyRow | null> {
      return prisma.apiKey.findFirst({ where: { id, developerId } });
    },

    /** Deletes key `id`; `onDeleted` runs in the same transaction (the audit entry). */
    async deleteApiKey(id: string, onDeleted?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
      await prisma.$transaction(async (tx) => {
        await tx.apiKey.delete({ where: { id } });
        await onDeleted?.(tx);
      });
    },

    /** The key with hash `keyHash` and its developer, or null. */
    async findApiKeyByHash(keyHash: string): Promise<(ApiKeyRow & { developer: DeveloperRow }) | null> {
      const row = await prisma.apiKey.findUnique({ where: { keyHash }, include: { developer: { select: DEVELOPER } } });
      return row && { ...row, developer: toDeveloper(row.developer) };
    },

    /** Records when key `id` was last used. */
    async touchApiKey(id: string, at: Date): Promise<void> {
      await prisma.apiKey.update({ where: { id }, data: { lastUsedAt: at } });
    },
  };
}

/** The developer store's interface. */
export type DeveloperStore = ReturnType<typeof createDeveloperStore>;
