import { ListAuditQuerySchema, ListAuditResponseSchema, type ListAuditResponse } from "@plugboard/core";
import { developerOf } from "./authenticate-api-key.js";
import { invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/** `GET /api/v1/audit`: the audit log, newest first (a developer's own tenant; an admin's key sees all). */
export const AUDIT_ROUTES = v1RoutesUsing(["audit"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/audit",
    operationId: "listAuditEvents",
    summary: "List audit-log entries, newest first",
    description:
      "Each entry: the action (`policy.put`, `approval.decided`, …), the actor (developer, admin or end-user, and how they authenticated), the target, the time and the request id (`X-Request-Id`). Filter by `action`, `target` (an id), `actor` (an actor's id) and time (`since` inclusive, `until` exclusive); pass `nextCursor` as `cursor` for the next page. A developer sees their own tenant, an admin every tenant. Never a credential.",
    tag: "Governance",
    auth: "apiKey",
    query: ListAuditQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "One page of entries", schema: ListAuditResponseSchema }, 400: invalid, 401: unauthorized },
    handle({ deps, query, response }): Promise<ListAuditResponse> {
      const developer = developerOf(response.locals);
      return deps.services.audit.list({ developerId: developer.id, all: developer.role === "admin" }, query);
    },
  }),
]);
