import * as z from "zod";
import { TimestampSchema, UserIdSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/**
 * State of an approval: `pending` until someone decides; `approved` (the same call may now run once),
 * `denied`, `expired` (nobody decided, or the approved call was not made, in time) or `used` (the
 * approved call ran).
 */
export const ApprovalStatusSchema = z.enum(["pending", "approved", "denied", "expired", "used"]);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** Who decided an approval: the developer's API key, or the end-user on the hosted approval page. */
export const ApprovalDeciderSchema = z.enum(["api_key", "end_user"]);
export type ApprovalDecider = z.infer<typeof ApprovalDeciderSchema>;

/**
 * One approval: the call it is for (user, plugin, tool, the exact params), the policy that asked for
 * it, and its state. Never a credential.
 */
export const ApprovalSchema = z.object({
  id: z.string(),
  status: ApprovalStatusSchema,
  userId: z.string(),
  /**
   * The user's account (connection) the call runs on: the approval holds for that account only.
   * Null when the user had no connection to the plugin (or for an approval made before accounts were bound).
   */
  connectionId: z.string().nullable(),
  /** That account's label when the call was held. */
  accountLabel: z.string().nullable(),
  /** Plugin slug. */
  plugin: z.string(),
  pluginName: z.string(),
  /** Tool slug. */
  tool: z.string(),
  toolName: z.string(),
  /** The exact params of the call; only these params run after approval. */
  params: z.record(z.string(), z.unknown()),
  /** The policy that asked for approval. */
  policyId: z.string(),
  /** The hosted page where the end-user can decide (valid until `expiresAt`). */
  approvalUrl: z.string(),
  /** Pending: when the request lapses; approved: by when the call must be made. */
  expiresAt: TimestampSchema,
  decidedAt: TimestampSchema.nullable(),
  decidedBy: ApprovalDeciderSchema.nullable(),
  note: z.string().nullable(),
  usedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Approval = z.infer<typeof ApprovalSchema>;

/**
 * The 202 of `POST /api/v1/tools/execute` (and of MCP and the adapters, as a tool result) when a
 * policy requires approval: nothing was sent upstream. Hand `approvalUrl` to the end-user (or decide
 * with `POST /api/v1/approvals/{approvalId}`), then make the same call again.
 */
export const ApprovalRequiredResponseSchema = z.object({
  status: z.literal("approval_required"),
  approvalId: z.string(),
  approvalUrl: z.string(),
  expiresAt: TimestampSchema,
});
export type ApprovalRequiredResponse = z.infer<typeof ApprovalRequiredResponseSchema>;

/**
 * The 403 of execute when the approval of this exact call was denied or expired: `approvalStatus`
 * says which. The next identical call asks for a new approval.
 */
export const ApprovalRefusedErrorResponseSchema = z.object({
  error: z.string(),
  code: z.literal("forbidden"),
  approvalId: z.string(),
  approvalStatus: z.enum(["denied", "expired"]),
});
export type ApprovalRefusedErrorResponse = z.infer<typeof ApprovalRefusedErrorResponseSchema>;

/** Body of `POST /api/v1/approvals/{id}`. */
export const DecideApprovalRequestSchema = z.strictObject({
  decision: z.enum(["approve", "deny"]),
  note: safeString().max(500, "note must be at most 500 characters").optional(),
});
export type DecideApprovalRequest = z.input<typeof DecideApprovalRequestSchema>;

/** Longest `waitSeconds` of `GET /api/v1/approvals/{id}`. */
export const MAX_APPROVAL_WAIT_SECONDS = 30;

/** Query of `GET /api/v1/approvals/{id}`: `waitSeconds` (1–30) holds the answer while it is `pending`. */
export const GetApprovalQuerySchema = z.object({
  waitSeconds: z.coerce.number().int().min(1).max(MAX_APPROVAL_WAIT_SECONDS).optional(),
});
export type GetApprovalQuery = z.input<typeof GetApprovalQuerySchema>;

/** Largest page of `GET /api/v1/approvals`. */
export const MAX_APPROVALS_PAGE_SIZE = 100;

/** Query of `GET /api/v1/approvals`: filters and a page (newest first). */
export const ListApprovalsQuerySchema = z.object({
  status: ApprovalStatusSchema.optional(),
  userId: UserIdSchema.optional(),
  cursor: safeString().min(1).max(512).optional(),
  limit: z.coerce
    .number()
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(MAX_APPROVALS_PAGE_SIZE, `limit must be at most ${MAX_APPROVALS_PAGE_SIZE}`)
    .default(20),
});
export type ListApprovalsQuery = z.input<typeof ListApprovalsQuerySchema>;

/** Response of `GET /api/v1/approvals`. */
export const ListApprovalsResponseSchema = z.object({
  approvals: z.array(ApprovalSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListApprovalsResponse = z.infer<typeof ListApprovalsResponseSchema>;

/**
 * `data` of `approval.requested` and `approval.decided`: what the hosted page shows (user, account,
 * plugin, tool, params), the approval's state and, once decided, who decided and the note; its
 * `approvalUrl` is how the developer's app shows the page to the user (an agent's own tool result
 * never carries it).
 */
export const ApprovalEventDataSchema = ApprovalSchema;
export type ApprovalEventData = z.infer<typeof ApprovalEventDataSchema>;
