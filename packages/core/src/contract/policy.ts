import * as z from "zod";
import { PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/**
 * What a policy does to a call it matches: `allow` runs it, `require_approval` holds it until a person
 * approves (the call answers 202 with an approval), `deny` refuses it (403 `forbidden` naming the policy).
 */
export const PolicyActionSchema = z.enum(["allow", "require_approval", "deny"]);
export type PolicyAction = z.infer<typeof PolicyActionSchema>;

/** Most users one policy names. */
export const MAX_POLICY_USER_IDS = 100;

/** A tool slug as a policy names it (manual tools' `UPPER_SNAKE` slugs and MCP tools' own names). */
const PolicyToolSchema = safeString().min(1, "tool must not be empty").max(200, "tool must be at most 200 characters");

const PolicyUserIdsSchema = z
  .array(UserIdSchema)
  .min(1, "userIds must name at least one user (leave it out for everyone)")
  .max(MAX_POLICY_USER_IDS, `userIds must name at most ${MAX_POLICY_USER_IDS} users`);

/**
 * Which calls a policy is about: a plugin (by slug), optionally one of its tools, optionally some of
 * your end-users. Together these are the policy's key: `PUT` with the same key replaces its action.
 */
export const PolicyScopeSchema = z.strictObject({
  plugin: PluginSlugSchema,
  tool: PolicyToolSchema.optional(),
  userIds: PolicyUserIdsSchema.optional(),
});
export type PolicyScope = z.input<typeof PolicyScopeSchema>;

/** Body of `PUT /api/v1/policies`: the scope and the action for the calls it matches. */
export const PutPolicyRequestSchema = PolicyScopeSchema.extend({ action: PolicyActionSchema });
export type PutPolicyRequest = z.input<typeof PutPolicyRequestSchema>;

/**
 * Body (or query) of `DELETE /api/v1/policies`: the scope of the policy to remove (`userIds` as a list
 * in a body, or comma-separated in the query string).
 */
export const DeletePolicyRequestSchema = z.strictObject({
  plugin: PluginSlugSchema,
  tool: PolicyToolSchema.optional(),
  userIds: z
    .preprocess((value) => (typeof value === "string" ? value.split(",").filter((entry) => entry !== "") : value), PolicyUserIdsSchema)
    .optional(),
});
export type DeletePolicyRequest = z.input<typeof DeletePolicyRequestSchema>;

/** One policy as stored. `tool` and `userIds` are null when the policy covers every tool or every user. */
export const PolicySchema = z.object({
  id: z.string(),
  plugin: z.string(),
  tool: z.string().nullable(),
  userIds: z.array(z.string()).nullable(),
  action: PolicyActionSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Policy = z.infer<typeof PolicySchema>;

/** Query of `GET /api/v1/policies`: optionally one plugin's policies. */
export const ListPoliciesQuerySchema = z.object({ plugin: PluginSlugSchema.optional() });
export type ListPoliciesQuery = z.input<typeof ListPoliciesQuerySchema>;

/** Response of `GET /api/v1/policies`. */
export const ListPoliciesResponseSchema = z.object({ policies: z.array(PolicySchema) });
export type ListPoliciesResponse = z.infer<typeof ListPoliciesResponseSchema>;

/** Response of `DELETE /api/v1/policies`. */
export const DeletePolicyResponseSchema = z.object({ deleted: z.literal(true), id: z.string() });
export type DeletePolicyResponse = z.infer<typeof DeletePolicyResponseSchema>;

/** Query of `GET /api/v1/policies/effective`: the call to ask about. */
export const EffectivePolicyQuerySchema = z.object({
  plugin: PluginSlugSchema,
  tool: PolicyToolSchema,
  userId: UserIdSchema,
});
export type EffectivePolicyQuery = z.input<typeof EffectivePolicyQuerySchema>;

/** Response of `GET /api/v1/policies/effective`: the policy that governs the call (null: none, so it is allowed) and the resulting action. */
export const EffectivePolicyResponseSchema = z.object({
  policyId: z.string().nullable(),
  action: PolicyActionSchema,
});
export type EffectivePolicyResponse = z.infer<typeof EffectivePolicyResponseSchema>;
