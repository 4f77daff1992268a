import {
  DeletePolicyRequestSchema,
  DeletePolicyResponseSchema,
  EffectivePolicyQuerySchema,
  EffectivePolicyResponseSchema,
  ListPoliciesQuerySchema,
  ListPoliciesResponseSchema,
  PolicySchema,
  PutPolicyRequestSchema,
  type DeletePolicyResponse,
  type EffectivePolicyResponse,
  type ListPoliciesResponse,
} from "@plugboard/core";
import { reply } from "../route.js";
import { apiKeyOrigin, developerOf } from "./authenticate-api-key.js";
import { failure, invalid, unauthorized } from "./v1-route.js";
import { v1RoutesUsing } from "./v1-routes-using.js";

/**
 * `/api/v1/policies`: `PUT` sets the action (`allow`, `require_approval`, `deny`) for calls to a plugin
 * or one of its tools, for everyone or a list of end-users; `GET` lists them; `DELETE` removes the one
 * of a scope. A developer sees and changes only their own.
 */
export const POLICIES_ROUTES = v1RoutesUsing(["policies"], (v1Route) => [
  v1Route({
    method: "put",
    path: "/api/v1/policies",
    operationId: "putPolicy",
    summary: "Set the policy of a plugin or tool",
    description:
      "The scope (`plugin`, optional `tool`, optional `userIds`) is the policy's key: putting the same scope again changes its action. For a call, the most specific matching policy wins — a tool's over its plugin's, then a user list over everyone; of two equally specific ones the stricter. `require_approval` makes execute answer 202 with an approval until a person approves that exact call; `deny` makes it 403.",
    tag: "Governance",
    auth: "apiKey",
    body: PutPolicyRequestSchema,
    responses: {
      200: { description: "The policy's action was changed", schema: PolicySchema },
      201: { description: "The policy was created", schema: PolicySchema },
      400: invalid,
      401: unauthorized,
      404: failure("No approved plugin with this slug"),
      409: failure("Too many policies for this developer"),
    },
    async handle({ deps, body, request, response }) {
      const { policy, created } = await deps.services.policies.put(developerOf(response.locals).id, body, apiKeyOrigin(request, response));
      return reply(created ? 201 : 200, policy);
    },
  }),
  v1Route({
    method: "get",
    path: "/api/v1/policies",
    operationId: "listPolicies",
    summary: "List your policies",
    tag: "Governance",
    auth: "apiKey",
    query: ListPoliciesQuerySchema,
    responses: { 200: { description: "Your policies, by plugin, tool and user list", schema: ListPoliciesResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<ListPoliciesResponse> {
      return { policies: await deps.services.policies.list(developerOf(response.locals).id, query) };
    },
  }),
  v1Route({
    method: "delete",
    path: "/api/v1/policies",
    operationId: "deletePolicy",
    summary: "Remove the policy of a scope",
    description: "Names the scope as it was put (`plugin`, `tool`, `userIds`), in the body or the query string (`userIds` comma-separated there).",
    tag: "Governance",
    auth: "apiKey",
    queryAndBody: true,
    body: DeletePolicyRequestSchema,
    responses: { 200: { description: "Deleted", schema: DeletePolicyResponseSchema }, 400: invalid, 401: unauthorized, 404: failure("No policy with this scope") },
    handle: ({ deps, body, request, response }): Promise<DeletePolicyResponse> =>
      deps.services.policies.delete(developerOf(response.locals).id, body, apiKeyOrigin(request, response)),
  }),
  v1Route({
    method: "get",
    path: "/api/v1/policies/effective",
    operationId: "getEffectivePolicy",
    summary: "Which policy governs a call",
    description:
      "For a call of `tool` (a plugin's tool slug) of `plugin` by end-user `userId`: the policy the execution pipeline would apply (the most specific matching one; of two equally specific, the stricter) and its action — `allow` with `policyId: null` when none matches.",
    tag: "Governance",
    auth: "apiKey",
    query: EffectivePolicyQuerySchema,
    cacheControl: "no-store",
    responses: { 200: { description: "The governing policy and action", schema: EffectivePolicyResponseSchema }, 400: invalid, 401: unauthorized },
    async handle({ deps, query, response }): Promise<EffectivePolicyResponse> {
      const policy = await deps.services.policies.forCall(developerOf(response.locals).id, { pluginSlug: query.plugin, toolSlug: query.tool, userId: query.userId });
      return { policyId: policy?.id ?? null, action: policy?.action ?? "allow" };
    },
  }),
]);
