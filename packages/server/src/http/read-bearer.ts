/**
 * Reads `Authorization: Bearer <token>`; undefined when absent or malformed.
 *
 * @example
 * readBearer("Bearer nk_abc") // "nk_abc"
 */
export function readBearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
