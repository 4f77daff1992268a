import type { AuditEvent, ListAuditResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { iteratePages } from "./iterate-pages.js";

/**
 * Query of `audit.list`: by action, target id and time, one page (newest first).
 *
 * @example
 * const params: ListAuditParams = { action: "policy.put", since: "2026-11-01T00:00:00Z" };
 */
export interface ListAuditParams {
  action?: string;
  /** A target's id (a policy's, an approval's, …). */
  target?: string;
  /** An actor's id (a developer's id, or an end-user's `userId`). */
  actor?: string;
  /** ISO 8601 date-time: only entries from then on. */
  since?: string;
  /** ISO 8601 date-time: only entries before then. */
  until?: string;
  cursor?: string;
  /** Page size (1–100). Default 50. */
  limit?: number;
}

/**
 * `plugboard.audit`: the audit log (`GET /api/v1/audit`) — who changed what, when, in which request.
 * Your own tenant's entries; an admin's key reads every tenant's.
 *
 * @example
 * const { events } = await plugboard.audit.list({ action: "approval.decided" });
 */
export class AuditResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.audit`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * One page of entries, newest first.
   *
   * @example
   * const page = await plugboard.audit.list({ target: policyId });
   */
  list(params: ListAuditParams = {}, options: RequestOptions = {}): Promise<ListAuditResponse> {
    return this.#transport.request<ListAuditResponse>({
      ...options,
      method: "GET",
      path: "api/v1/audit",
      searchParams: { action: params.action, target: params.target, actor: params.actor, since: params.since, until: params.until, cursor: params.cursor, limit: params.limit },
    });
  }

  /**
   * Walks every page, newest first, yielding each entry.
   *
   * @example
   * for await (const event of plugboard.audit.iterate({ since: "2026-11-01T00:00:00Z" })) console.log(event.action, event.actor);
   */
  async *iterate(params: Omit<ListAuditParams, "cursor" | "limit"> & { pageSize?: number } = {}, options: RequestOptions = {}): AsyncGenerator<AuditEvent, void, undefined> {
    const { pageSize = 100, ...query } = params;
    yield* iteratePages((cursor) => this.list({ ...query, limit: pageSize, ...(cursor ? { cursor } : {}) }, options), (page) => page.events);
  }
}
