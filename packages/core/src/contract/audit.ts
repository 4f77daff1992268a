import * as z from "zod";
import { TimestampSchema } from "./common.js";
import { safeString } from "./safe-string.js";

/**
 * Who made a change: a developer or an admin (by API key or ID token), an end-user on a hosted page, an
 * MCP link's holder (`mcp_link`: a call made through the link held for approval, or an approval used),
 * or Plugboard itself (`system`, e.g. a refresh the provider refused marking a connection `needs_reauth`).
 */
export const AuditActorSchema = z.object({
  type: z.enum(["developer", "admin", "end_user", "mcp_link", "system"]),
  /** The developer's id; the end-user's `userId` for `end_user`; the link's id for `mcp_link`; null for `system`. */
  id: z.string().nullable(),
  /**
   * How the actor authenticated: `api_key`, `id_token`, `console_session` (the console's session cookie,
   * made from a key or an ID token), `hosted_page`, `mcp_link` (the link's token), or `system` (no one did).
   */
  auth: z.enum(["api_key", "id_token", "console_session", "hosted_page", "mcp_link", "system"]),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** One audit-log entry: never a credential or a token. */
export const AuditEventSchema = z.object({
  id: z.string(),
  /** e.g. `policy.put`, `policy.delete`, `approval.requested`, `approval.decided`. */
  action: z.string(),
  actor: AuditActorSchema,
  target: z.object({ type: z.string(), id: z.string() }),
  /** The developer whose resource changed. */
  developerId: z.string().nullable(),
  /** The `X-Request-Id` of the request that made the change. */
  requestId: z.string().nullable(),
  /** Non-secret facts about the change. */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: TimestampSchema,
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** Largest page of `GET /api/v1/audit`. */
export const MAX_AUDIT_PAGE_SIZE = 100;

/** Query of `GET /api/v1/audit`: filters and a page, newest first. */
export const ListAuditQuerySchema = z.object({
  action: safeString().min(1).max(100).optional(),
  /** A target id (a policy's, an approval's, …). */
  target: safeString().min(1).max(200).optional(),
  /** An actor's id (a developer's id, or an end-user's `userId`). */
  actor: safeString().min(1).max(256).optional(),
  since: z.iso.datetime({ offset: true, message: "since must be an ISO 8601 date-time" }).optional(),
  /** Only entries before this instant. */
  until: z.iso.datetime({ offset: true, message: "until must be an ISO 8601 date-time" }).optional(),
  cursor: safeString().min(1).max(512).optional(),
  limit: z.coerce.number().int("limit must be an integer").min(1, "limit must be at least 1").max(MAX_AUDIT_PAGE_SIZE, `limit must be at most ${MAX_AUDIT_PAGE_SIZE}`).default(50),
});
export type ListAuditQuery = z.input<typeof ListAuditQuerySchema>;

/** Response of `GET /api/v1/audit`. */
export const ListAuditResponseSchema = z.object({
  events: z.array(AuditEventSchema),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type ListAuditResponse = z.infer<typeof ListAuditResponseSchema>;
