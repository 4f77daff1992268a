import type { AuditActor, AuditEvent, ListAuditQuery, ListAuditResponse } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";
import { createAuditStore, type AuditEventRow } from "./audit-store.js";

import { DEFAULT_AUDIT_RETENTION_DAYS } from "../../settings/service-defaults.js";
const PRUNE_EVERY_MS = 3600_000;

/** Who made a change and in which request, as the HTTP layer knows it. */
export interface AuditOrigin {
  actor: AuditActor;
  requestId: string | null;
}

/** The origin of a change Plugboard made by itself (no request): actor `system`. */
export const SYSTEM_ORIGIN: AuditOrigin = { actor: { type: "system", id: null, auth: "system" }, requestId: null };

/** The origin of a change an end-user made on a hosted page (connect page, OAuth callback), without a request id. */
export const endUserOrigin = (userId: string, requestId: string | null = null): AuditOrigin => ({ actor: { type: "end_user", id: userId, auth: "hosted_page" }, requestId });

/** One change to record. */
export interface AuditEntry {
  /** The developer whose resource changed. */
  developerId: string | null;
  action: string;
  target: { type: string; id: string };
  /** Non-secret facts (never a credential, token or params). */
  details?: Record<string, unknown>;
}

const toEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  action: row.action,
  actor: { type: row.actorType, id: row.actorId, auth: row.actorAuth },
  target: { type: row.targetType, id: row.targetId },
  developerId: row.developerId,
  requestId: row.requestId,
  details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The audit log (`GET /api/v1/audit`): {@link record} writes one entry inside the transaction of the
 * change it describes — the change and its entry commit or roll back together, on both databases — and
 * prunes entries past the retention, at most hourly. A developer reads their own tenant's entries; an
 * admin reads everyone's.
 */
export function createAuditLog(context: Pick<PlugboardContext, "prisma">, options: { retentionDays?: number | undefined; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const retentionMs = (options.retentionDays ?? DEFAULT_AUDIT_RETENTION_DAYS) * 24 * 3600_000;
  const store = createAuditStore(context);
  let prunedAt = 0;

  return {
    /** Records `entry`, made by `origin`, in the caller's transaction `tx`. */
    async record(tx: Prisma.TransactionClient, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
      await store.insert(tx, {
        developerId: entry.developerId,
        actorType: origin.actor.type,
        actorId: origin.actor.id,
        actorAuth: origin.actor.auth,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        requestId: origin.requestId,
        details: entry.details ? JSON.stringify(entry.details) : null,
        createdAt: new Date(now()),
      });
      if (now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now();
        await store.deleteBefore(tx, new Date(now() - retentionMs));
      }
    },

    /** Entries newest first: the developer's tenant, or everyone's for an admin (`all`). */
    async list(reader: { developerId: string; all: boolean }, query: ListAuditQuery): Promise<ListAuditResponse> {
      const limit = Number(query.limit ?? 50);
      const cursor = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
      const rows = await store.list(
        {
          ...(reader.all ? {} : { developerId: reader.developerId }),
          action: query.action,
          targetId: query.target,
          actorId: query.actor,
          since: query.since ? new Date(query.since) : undefined,
          until: query.until ? new Date(query.until) : undefined,
          after: cursor,
        },
        limit + 1,
      );
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const hasMore = rows.length > limit;
      return { events: page.map(toEvent), hasMore, nextCursor: hasMore && last ? encodeNewestFirstCursor(last) : null };
    },
  };
}

/** The audit log's interface. */
export type AuditLog = ReturnType<typeof createAuditLog>;
