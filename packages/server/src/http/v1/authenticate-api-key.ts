import type { Request, RequestHandler, Response } from "express";
import type { AuditOrigin } from "../../services/audit/audit-log.js";
import { auditOrigin } from "../audit-origin.js";
import { ServiceError } from "../../errors/service-error.js";
import type { ApiKeyService, AuthenticatedDeveloper } from "../../services/developers/api-key-service.js";
import { readBearer } from "../read-bearer.js";

/**
 * Requires a valid API key (`Authorization: Bearer nk_…`) and puts its developer in
 * `response.locals.developer`; otherwise 401 `{ error: "Unauthorized" }`, the same answer for a
 * missing, unknown or revoked key.
 */
export function authenticateApiKey(apiKeys: ApiKeyService): RequestHandler {
  return (request, response, next) => {
    const key = readBearer(request.headers.authorization);
    if (!key) return next(new ServiceError("unauthorized", "Unauthorized"));
    apiKeys.resolve(key).then((developer) => {
      if (!developer) return next(new ServiceError("unauthorized", "Unauthorized"));
      response.locals.developer = developer;
      next();
    }, next);
  };
}

/** The authenticated developer of a request that passed `authenticateApiKey`. */
export function developerOf(locals: Record<string, unknown>): AuthenticatedDeveloper {
  if (!locals.developer) throw new ServiceError("unauthorized", "Unauthorized");
  return locals.developer as AuthenticatedDeveloper;
}

/**
 * The audit origin of an API-key request: its developer (an `admin` when the developer has that role)
 * and its request id.
 */
export function apiKeyOrigin(request: Request, response: Response): AuditOrigin {
  const developer = developerOf(response.locals);
  return auditOrigin(request, response, { type: developer.role === "admin" ? "admin" : "developer", id: developer.id, auth: "api_key" });
}
