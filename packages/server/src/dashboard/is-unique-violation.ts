/**
 * True when a Prisma error is a unique-constraint violation (`P2002`), e.g. a second plugin with
 * the same slug created at the same moment; callers turn it into a 409.
 *
 * @example
 * try { await prisma.category.create({ data }); } catch (error) { if (isUniqueViolation(error)) throw conflict; throw error; }
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
