import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

/** The error payload a driver adapter attaches as `cause` of its `DriverAdapterError`. */
interface PostgresErrorPayload {
  kind: "postgres";
  code: string;
  message: string;
  detail?: string;
  column?: string;
}

/**
 * Creates the Prisma driver adapter for a PGlite instance, with PostgreSQL errors translated the way
 * `@prisma/adapter-pg` translates them.
 *
 * Why: pglite-prisma-adapter 0.6.1 reports every database error as a generic `{ kind: "postgres" }`
 * payload, which Prisma 6.19 passes through as a bare `DriverAdapterError`. A duplicate slug would then
 * not be a `PrismaClientKnownRequestError` with code `P2002` on PGlite while it is one on PostgreSQL.
 * This wrapper maps the same SQLSTATEs as adapter-pg (unique, foreign key, not null, ...) so both engines
 * raise the same Prisma errors.
 *
 * @example
 * const prisma = new PrismaClient({ adapter: createPgliteAdapter(await PGlite.create()) });
 */
export function createPgliteAdapter(pglite: PGlite): PrismaPGlite {
  return translateErrorsOf(new PrismaPGlite(pglite));
}

/** Wraps the factory, and the adapters and transactions it hands out, so their rejections are translated. */
function translateErrorsOf<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(object, args);
        } catch (error) {
          throw translateError(error);
        }
        if (result instanceof Promise) {
          return result.then(wrapQueryable, (error: unknown) => {
            throw translateError(error);
          });
        }
        return wrapQueryable(result);
      };
    },
  });
}

function wrapQueryable(value: unknown): unknown {
  const isQueryable =
    typeof value === "object" && value !== null && typeof (value as { queryRaw?: unknown }).queryRaw === "function";
  return isQueryable ? translateErrorsOf(value as object) : value;
}

function translateError(error: unknown): unknown {
  if (typeof error !== "object" || error === null) return error;
  const candidate = error as { name?: unknown; cause?: unknown };
  const payload = candidate.cause as PostgresErrorPayload | undefined;
  if (candidate.name !== "DriverAdapterError" || payload?.kind !== "postgres") return error;
  const mapped = mapSqlState(payload);
  if (mapped) candidate.cause = { originalCode: payload.code, originalMessage: payload.message, ...mapped };
  return error;
}

/** The SQLSTATE → Prisma error kind table of `@prisma/adapter-pg` 6.19.3 (its `mapDriverError`). */
function mapSqlState(error: PostgresErrorPayload): Record<string, unknown> | undefined {
  const keyFields = () => error.detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(", ");
  const quoted = () => error.message.split(" ")[1]?.split('"')[1];
  switch (error.code) {
    case "22001":
      return { kind: "LengthMismatch", column: error.column };
    case "22003":
      return { kind: "ValueOutOfRange", cause: error.message };
    case "23505":
    case "23502": {
      const fields = keyFields();
      const kind = error.code === "23505" ? "UniqueConstraintViolation" : "NullConstraintViolation";
      return { kind, constraint: fields ? { fields } : undefined };
    }
    case "23503": {
      const fields = error.column ? [error.column] : keyFields();
      return { kind: "ForeignKeyConstraintViolation", constraint: fields ? { fields } : undefined };
    }
    case "40001":
      return { kind: "TransactionWriteConflict" };
    case "42P01":
      return { kind: "TableDoesNotExist", table: quoted() };
    case "42703":
      return { kind: "ColumnNotFound", column: quoted() };
    default:
      return undefined;
  }
}
