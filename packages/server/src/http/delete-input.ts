import type { Request } from "express";
import { readQuery } from "./read-query.js";

/**
 * The input of a DELETE route: query parameters and JSON body together (the body wins), so
 * `DELETE /api/dashboard/api-keys?keyId=…` and a body `{ "keyId": "…" }` both work.
 *
 * @example
 * const { keyId } = parseInput(DeleteApiKeyRequestSchema, deleteInput(request));
 */
export function deleteInput(request: Request): Record<string, unknown> {
  const body = typeof request.body === "object" && request.body !== null && !Array.isArray(request.body) ? request.body : {};
  return { ...readQuery(request), ...body };
}
