import {
  ApprovalSchema,
  DecideApprovalRequestSchema,
  GetApprovalQuerySchema,
  ListApprovalsQuerySchema,
  ListApprovalsResponseSchema,
  type Approval,
  type ListApprovalsResponse,
} from "@plugboard/core";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

const noApproval = failure("No approval with this id for this developer");

/**
 * `/api/v1/approvals`: the calls `require_approval` policies held — list them, read (or wait for) one,
 * approve or deny one. Another developer's approval is a 404.
 */
export const APPROVALS_ROUTES = v1RoutesUsing(["approvals"], (v1Route) => [
  v1Route({
    method: "get",
    path: "/api/v1/approvals",
    operationId: "listApprovals",
    summary: "List approvals, newest first",
    description: "Each with its user, plugin, tool, the exact params and its state; filter by `status` and `userId`. Pass `nextCursor` as `cursor` for the next page.",
    tag: "Governance",
    auth: "apiKey",
    query: ListApprovalsQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "One page of approvals", schema: ListApprovalsResponseSchema }, 400: invalid, 401: unauthorized },
    handle: ({ deps, query, response }): Promise<ListApprovalsResponse> => deps.services.approvals.list(developerOf(response.locals).id, query),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/approvals/{id}",
    operationId: "getApproval",
    summary: "Read (or wait for) an approval",
    description:
      "With `waitSeconds` (1–30) the answer is held while the approval is `pending`, until it is decided, expires or the time is up; any server instance wakes it.",
    tag: "Governance",
    auth: "apiKey",
    query: GetApprovalQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "The approval", schema: ApprovalSchema }, 400: invalid, 401: unauthorized, 404: noApproval },
    handle({ deps, params, query, response }): Promise<Approval> {
      const gone = new AbortController();
      response.on("close", () => gone.abort());
      return deps.services.approvals.get(developerOf(response.locals).id, params.id!, { waitSeconds: query.waitSeconds, signal: gone.signal });
    },
  }),
  v1Route({
    method: "post",
    path: "/api/v1/approvals/{id}",
    operationId: "decideApproval",
    summary: "Approve or deny a pending approval",
    description: "`approve` lets the same call (same user, tool and params) run once; `deny` makes it answer 403. Only a pending approval can be decided.",
    tag: "Governance",
    auth: "apiKey",
    body: DecideApprovalRequestSchema,
    cacheControl: "no-store",
    responses: {
      200: { description: "The decided approval", schema: ApprovalSchema },
      400: invalid,
      401: unauthorized,
      404: noApproval,
      409: failure("The approval was already decided, used or expired (`approvalStatus`)"),
    },
    handle: ({ deps, params, body, request, response }): Promise<Approval> =>
      deps.services.approvals.decide(developerOf(response.locals).id, params.id!, body, apiKeyOrigin(request, response)),
  }),
]);
