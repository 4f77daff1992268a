import type { PlugboardContext } from "../../context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { sealMigratedCredentials } from "../credentials/credential-store.js";

/** Where values sealed with the encryption key are stored: a text column, or a string member of a jsonb column. */
export interface EncryptedLocation {
  table: string;
  column: string;
  member?: string;
}

/**
 * The encryption rotation's one way to the database: the values of one {@link EncryptedLocation} read
 * in batches by id and replaced one by one with a compare-and-swap, inside a transaction the caller
 * opens ({@link createEncryptedValueStore}'s `transaction`).
 */
export function createEncryptedValueStore({ prisma, cipher }: Pick<PlugboardContext, "prisma" | "cipher">) {
  return {
    /** Runs `work` in one transaction within Prisma's `maxWait` and `timeout` (ms). */
    transaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>, limits: { maxWait: number; timeout: number }): Promise<T> {
      return prisma.$transaction(work, limits);
    },

    /** Reseals credentials still in the `credentials` migration's shape as one value each (see `sealMigratedCredentials`); how many. */
    sealMigratedCredentials(): Promise<number> {
      return sealMigratedCredentials(prisma, cipher);
    },

    /** The reads and the compare-and-swap write of one location. */
    at(location: EncryptedLocation) {
      const table = Prisma.raw(`"${location.table}"`);
      const column = Prisma.raw(`"${location.column}"`);
      const { member } = location;
      // `"column"` or `"column" ->> 'member'` as SQL.
      const value = member === undefined ? column : Prisma.sql`(${column} ->> ${member}::text)`;
      return {
        /** Up to `limit` non-empty values with an id after `after`, by id. */
        readBatch(after: string, limit: number): Promise<Array<{ id: string; value: string }>> {
          return prisma.$queryRaw<Array<{ id: string; value: string }>>(Prisma.sql`
            SELECT id::text AS id, ${value} AS value FROM ${table}
            WHERE id > ${after}::uuid AND ${value} IS NOT NULL AND ${value} <> ''
            ORDER BY id LIMIT ${limit}`);
        },

        /** Row `id`'s value now, inside the caller's transaction; null when it is gone or cleared. */
        async readOne(tx: Prisma.TransactionClient, id: string): Promise<string | null> {
          const rows = await tx.$queryRaw<Array<{ value: string | null }>>(Prisma.sql`SELECT ${value} AS value FROM ${table} WHERE id = ${id}::uuid`);
          return rows[0]?.value ?? null;
        },

        /**
         * Replaces row `id`'s value with `next` only while it is still `expected` (compare-and-swap, so
         * a token a concurrent refresh just wrote is never replaced by the re-encrypted old one), inside
         * the caller's transaction; false when it changed meanwhile.
         */
        async swap(tx: Prisma.TransactionClient, id: string, expected: string, next: string): Promise<boolean> {
          const changed =
            member === undefined
              ? await tx.$executeRaw(Prisma.sql`UPDATE ${table} SET ${column} = ${next} WHERE id = ${id}::uuid AND ${column} = ${expected}`)
              : await tx.$executeRaw(Prisma.sql`UPDATE ${table} SET ${column} = jsonb_set(${column}, ARRAY[${member}::text], to_jsonb(${next}::text))
                  WHERE id = ${id}::uuid AND ${value} = ${expected}`);
          return changed === 1;
        },
      };
    },
  };
}

/** The encrypted value store's interface. */
export type EncryptedValueStore = ReturnType<typeof createEncryptedValueStore>;
