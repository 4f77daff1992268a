import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type { AuditActor } from "@plugboard/core";
import type { AuditOrigin } from "../services/audit/audit-log.js";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id of a request that changes state: the caller's `X-Request-Id` when it is a plain token
 * (letters, digits, `._:-`, at most 128), else a new UUID; echoed in the answer's `X-Request-Id`.
 */
export function requestIdOf(request: Request, response: Response): string {
  const existing = response.getHeader("x-request-id");
  if (typeof existing === "string") return existing;
  const given = request.get("x-request-id");
  const id = given && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader("X-Request-Id", id);
  return id;
}

/**
 * Who changes state in this request, for the audit log: `actor` (the authenticated developer or admin,
 * or the end-user of a hosted page) and the request id ({@link requestIdOf}). A developer's or admin's
 * request the console's session cookie authenticated says `auth: "console_session"`.
 *
 * @example
 * const origin = auditOrigin(request, response, { type: "developer", id: developer.id, auth: "api_key" });
 */
export function auditOrigin(request: Request, response: Response, actor: AuditActor): AuditOrigin {
  const viaConsole = response.locals.consoleSession === true && (actor.type === "developer" || actor.type === "admin");
  return { actor: viaConsole ? { ...actor, auth: "console_session" } : actor, requestId: requestIdOf(request, response) };
}

/**
 * The audit origin of a dashboard request: its developer (an `admin` when the developer has that role),
 * how it authenticated (ID token or API key) and the request id.
 */
export function dashboardOrigin(request: Request, response: Response, developer: { id: string; role: string; authenticatedWith: "id_token" | "api_key" }): AuditOrigin {
  return auditOrigin(request, response, { type: developer.role === "admin" ? "admin" : "developer", id: developer.id, auth: developer.authenticatedWith });
}
