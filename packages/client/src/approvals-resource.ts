import type { Approval, ApprovalStatus, DecideApprovalRequest, ListApprovalsResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";
import { iteratePages } from "./iterate-pages.js";

/**
 * Query of `approvals.list`: by state and user, one page (newest first).
 *
 * @example
 * const params: ListApprovalsParams = { status: "pending", userId: "user_1" };
 */
export interface ListApprovalsParams {
  status?: ApprovalStatus;
  userId?: string;
  cursor?: string;
  /** Page size (1–100). Default 20. */
  limit?: number;
}

/**
 * Options of `approvals.wait`.
 *
 * @example
 * const options: WaitForApprovalOptions = { timeoutMs: 5 * 60_000 };
 */
export interface WaitForApprovalOptions {
  /** How long to wait in all; default 15 minutes (the life of an approval request). */
  timeoutMs?: number;
  /** Stops waiting; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

const DEFAULT_WAIT_MS = 15 * 60_000;
const MAX_WAIT_SECONDS = 30;

/**
 * `plugboard.approvals`: the calls your `require_approval` policies held (`/api/v1/approvals`) — each
 * with its user, plugin, tool, exact params and state. Approve or deny one, or wait until the
 * end-user decides on the hosted page.
 *
 * @example
 * const { approvals } = await plugboard.approvals.list({ status: "pending" });
 * await plugboard.approvals.decide(approvals[0]!.id, { decision: "approve" });
 */
export class ApprovalsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.approvals`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Reads one approval; with `waitSeconds` (1–30) the server holds the answer while it is pending.
   *
   * @example
   * const approval = await plugboard.approvals.get(approvalId);
   */
  get(id: string, params: { waitSeconds?: number } = {}, options: RequestOptions = {}): Promise<Approval> {
    return this.#transport.request<Approval>({ ...options, method: "GET", path: `api/v1/approvals/${encodeURIComponent(id)}`, searchParams: { waitSeconds: params.waitSeconds } });
  }

  /**
   * Lists one page of approvals, newest first.
   *
   * @example
   * const page = await plugboard.approvals.list({ status: "pending", userId: "user_1" });
   */
  list(params: ListApprovalsParams = {}, options: RequestOptions = {}): Promise<ListApprovalsResponse> {
    return this.#transport.request<ListApprovalsResponse>({
      ...options,
      method: "GET",
      path: "api/v1/approvals",
      searchParams: { status: params.status, userId: params.userId, cursor: params.cursor, limit: params.limit },
    });
  }

  /**
   * Walks every page of approvals, newest first.
   *
   * @example
   * for await (const approval of plugboard.approvals.iterate({ status: "pending" })) console.log(approval.tool, approval.params);
   */
  async *iterate(params: Omit<ListApprovalsParams, "cursor" | "limit"> & { pageSize?: number } = {}, options: RequestOptions = {}): AsyncGenerator<Approval, void, undefined> {
    const { pageSize = 100, ...query } = params;
    yield* iteratePages((cursor) => this.list({ ...query, limit: pageSize, ...(cursor ? { cursor } : {}) }, options), (page) => page.approvals);
  }

  /**
   * Approves or denies a pending approval. Rejects with `ConflictError` once it is no longer pending.
   *
   * @example
   * await plugboard.approvals.decide(approvalId, { decision: "deny", note: "Not this amount" });
   */
  decide(id: string, params: DecideApprovalRequest, options: RequestOptions = {}): Promise<Approval> {
    return this.#transport.request<Approval>({ ...options, method: "POST", path: `api/v1/approvals/${encodeURIComponent(id)}`, json: params });
  }

  /**
   * Waits until the approval leaves `pending` (approved, denied, expired or used) and resolves with it,
   * long-polling the server 30 s at a time; after `timeoutMs` it resolves with the approval as it is.
   *
   * @example
   * const approval = await plugboard.approvals.wait(error.approvalId, { timeoutMs: 10 * 60_000 });
   * if (approval.status === "approved") await plugboard.tools.execute(sameCall);
   */
  async wait(id: string, options: WaitForApprovalOptions = {}): Promise<Approval> {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_WAIT_MS);
    const { signal } = options;
    for (;;) {
      signal?.throwIfAborted();
      const waitSeconds = Math.min(MAX_WAIT_SECONDS, Math.floor((deadline - Date.now()) / 1000));
      const approval = await this.get(id, waitSeconds >= 1 ? { waitSeconds } : {}, signal ? { signal } : {});
      if (approval.status !== "pending" || waitSeconds < 1) return approval;
    }
  }
}
