import type { DeletePolicyRequest, DeletePolicyResponse, EffectivePolicyQuery, EffectivePolicyResponse, ListPoliciesQuery, ListPoliciesResponse, Policy, PutPolicyRequest } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.policies`: your rules for calls to a plugin or one of its tools, for everyone or some
 * end-users (`/api/v1/policies`) — `allow`, `require_approval` (the call waits for a person's approval)
 * or `deny`. The most specific matching policy wins: a tool's over its plugin's, then a user list over everyone.
 *
 * @example
 * await plugboard.policies.put({ plugin: "gmail", tool: "GMAIL_SEND_EMAIL", action: "require_approval" });
 */
export class PoliciesResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.policies`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Sets the action for a scope (`plugin`, optional `tool`, optional `userIds`); the same scope again changes it.
   *
   * @example
   * await plugboard.policies.put({ plugin: "stripe", action: "deny", userIds: ["trial_user"] });
   */
  put(params: PutPolicyRequest, options: RequestOptions = {}): Promise<Policy> {
    return this.#transport.request<Policy>({ ...options, method: "PUT", path: "api/v1/policies", json: params });
  }

  /**
   * Lists your policies, optionally of one plugin.
   *
   * @example
   * const { policies } = await plugboard.policies.list({ plugin: "gmail" });
   */
  list(params: ListPoliciesQuery = {}, options: RequestOptions = {}): Promise<ListPoliciesResponse> {
    return this.#transport.request<ListPoliciesResponse>({ ...options, method: "GET", path: "api/v1/policies", searchParams: { plugin: params.plugin } });
  }

  /**
   * Removes the policy of exactly this scope. Rejects with `NotFoundError` when there is none.
   *
   * @example
   * await plugboard.policies.delete({ plugin: "gmail", tool: "GMAIL_SEND_EMAIL" });
   */
  delete(params: DeletePolicyRequest, options: RequestOptions = {}): Promise<DeletePolicyResponse> {
    return this.#transport.request<DeletePolicyResponse>({ ...options, method: "DELETE", path: "api/v1/policies", json: params });
  }

  /**
   * Which policy governs a call of `tool` by `userId` (as execute would pick it), and its action; `allow`
   * with `policyId: null` when none matches.
   *
   * @example
   * const { action } = await plugboard.policies.effective({ plugin: "stripe", tool: "CREATE_REFUND", userId: "user_1" });
   */
  effective(params: EffectivePolicyQuery, options: RequestOptions = {}): Promise<EffectivePolicyResponse> {
    return this.#transport.request<EffectivePolicyResponse>({ ...options, method: "GET", path: "api/v1/policies/effective", searchParams: { plugin: params.plugin, tool: params.tool, userId: params.userId } });
  }
}
