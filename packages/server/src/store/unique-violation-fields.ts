/**
 * The fields of the unique constraint a Prisma write broke (`P2002`), or `null` when `error` is not
 * a unique violation. Reads both shapes Prisma reports: `meta.target` (native engine) and
 * `meta.driverAdapterError.cause.constraint.fields` (driver adapters: PGlite, pg). An empty array
 * means a unique violation whose fields were not reported.
 *
 * @example
 * catch (error) { if (uniqueViolationFields(error)?.includes("slug")) throw slugTaken(slug); throw error; }
 */
export function uniqueViolationFields(error: unknown): string[] | null {
  if (typeof error !== "object" || error === null || (error as { code?: unknown }).code !== "P2002") return null;
  const meta = (error as { meta?: Record<string, unknown> }).meta ?? {};
  if (Array.isArray(meta.target)) return meta.target.map(String);
  if (typeof meta.target === "string") return [meta.target];
  const cause = (meta.driverAdapterError as { cause?: { constraint?: { fields?: unknown } } } | undefined)?.cause;
  const fields = cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map((field) => String(field).replace(/^"|"$/g, "")) : [];
}
