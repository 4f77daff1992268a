import type { Approval, ApprovalDecider, ApprovalRequiredResponse, ListApprovalsQuery, ListApprovalsResponse } from "@plugboard/core";
import { DEFAULT_APPROVAL_PAGE_SIZE, MAX_HELD_PARAMS_BYTES, MAX_PENDING_APPROVALS_PER_DEVELOPER } from "./approval-defaults.js";
import type { PlugboardContext } from "../../context.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { ServiceError } from "../../errors/service-error.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { longPoll } from "../../infra/long-poll.js";
import { isUuid } from "../../store/is-uuid.js";
import { decodeNewestFirstCursor, encodeNewestFirstCursor } from "../paging/newest-first-cursor.js";
import type { EventOutbox } from "../webhooks/event-outbox.js";
import type { AuditLog, AuditOrigin } from "../audit/audit-log.js";
import type { ApprovalTokens } from "./approval-tokens.js";
import { canonicalJson, sha256Hex } from "./params-hash.js";
import { createApprovalStore, type ApprovalRow, type ApprovalWhere } from "./approval-store.js";
import { approvalStatusOf, toApproval } from "./to-approval.js";

const NOT_FOUND = "No approval with this id";

/** A call a `require_approval` policy holds: who, on which account, which tool, the exact params, and the policy. */
export interface HeldCall {
  developerId: string;
  userId: string;
  /** The user's account the call runs on, or null when there is none (only its id and label are read). */
  connection: { id: string; accountLabel: string } | null;
  plugin: { id: string; slug: string };
  tool: { slug: string };
  params: Record<string, unknown>;
  policyId: string;
  /** The MCP link the call came through, if any. */
  mcpLinkId?: string | undefined;
}

/**
 * The actor of changes the execution pipeline makes for a call (an approval requested or used): the
 * MCP link it came through, else the developer's integration (API key).
 */
const callerOrigin = (call: Pick<HeldCall, "developerId" | "mcpLinkId">): AuditOrigin => ({
  actor: call.mcpLinkId !== undefined ? { type: "mcp_link", id: call.mcpLinkId, auth: "mcp_link" } : { type: "developer", id: call.developerId, auth: "api_key" },
  requestId: null,
});

/** The account of a held call as audit entries name it. */
const accountDetails = (call: Pick<HeldCall, "connection">) => ({ connectionId: call.connection?.id ?? null, accountLabel: call.connection?.accountLabel ?? null });

/** What the execution pipeline does with a held call: run it (its approval is now used) or answer 202. */
export type HeldCallOutcome = { kind: "run"; approvalId: string } | { kind: "approval_required"; response: ApprovalRequiredResponse };

/**
 * Approvals of held tool calls. An approval is bound to the developer's end-user, the account (the
 * connection the call runs on), the tool and the SHA-256 of the params' canonical JSON; it is decided once (`approve` / `deny`, by API key or by the
 * end-user on the hosted page), and an approved call runs exactly once: the row moves from `approved`
 * to `used` by one conditional update, so two identical calls racing get one run between them.
 * `approval.requested` and `approval.decided` are recorded in the outbox in the same transaction as
 * the change, and waiters (`waitSeconds`) wake through the invalidation bus on every instance.
 */
export function createApprovalService(
  context: Pick<PlugboardContext, "baseUrl" | "prisma">,
  deps: { bus: InvalidationBus; outbox: EventOutbox; audit: Pick<AuditLog, "record">; tokens: ApprovalTokens; ttlMs: number; now?: () => number },
) {
  const now = deps.now ?? Date.now;
  const store = createApprovalStore(context);

  const urlOf = (row: Pick<ApprovalRow, "id" | "developerId">) =>
    new URL(`/approve/${deps.tokens.sign({ approvalId: row.id, developerId: row.developerId })}`, context.baseUrl).href;
  const view = (row: ApprovalRow): Approval => toApproval(row, { now: now(), approvalUrl: urlOf(row) });
  const read = store.find;

  async function emit(tx: Prisma.TransactionClient, type: "approval.requested" | "approval.decided", row: ApprovalRow): Promise<void> {
    await deps.outbox.emit(tx, { developerId: row.developerId, type, data: async () => view(row) });
  }

  /**
   * Decides a pending approval (`where` narrows it to a developer, or not for the hosted page).
   *
   * @throws {ServiceError} 404 for an unknown id; 409 `conflict` when it was already decided or expired
   */
  async function decide(
    where: ApprovalWhere,
    input: { decision: "approve" | "deny"; note?: string | undefined; by: ApprovalDecider },
    origin: (row: ApprovalRow) => AuditOrigin,
  ): Promise<Approval> {
    if (!isUuid(where.id)) throw new ServiceError("not_found", NOT_FOUND);
    const at = new Date(now());
    const decided = await store.transaction(async (tx) => {
      const changed = await store.decidePending(tx, where, at, {
        status: input.decision === "approve" ? "approved" : "denied",
        decidedBy: input.by,
        note: input.note ?? null,
        // An approved call must then be made within one lifetime of its own.
        ...(input.decision === "approve" ? { expiresAt: new Date(at.getTime() + deps.ttlMs) } : {}),
      });
      const row = await read(where, tx);
      if (!row) throw new ServiceError("not_found", NOT_FOUND);
      if (!changed) {
        throw new ServiceError("conflict", `This approval is already ${approvalStatusOf(row, at.getTime())}; only a pending approval can be decided`, {
          extra: { approvalStatus: approvalStatusOf(row, at.getTime()) },
        });
      }
      await emit(tx, "approval.decided", row);
      await deps.audit.record(tx, origin(row), { developerId: row.developerId, action: "approval.decided", target: { type: "approval", id: row.id }, details: { decision: input.decision, tool: row.toolSlug, plugin: row.plugin.slug, userId: row.userId, connectionId: row.connectionId, accountLabel: row.accountLabel } });
      return row;
    });
    deps.bus.publish({ kind: "approval", approvalId: decided.id });
    return view(decided);
  }

  return {
    /**
     * The approval state of a held call: the newest open approval of the same user, tool and params
     * decides — approved: it becomes `used` and the call runs; pending: the same 202 again; denied or
     * expired: 403 with its state, once (the approval is closed, and the next identical call asks
     * anew). Without one, a new pending approval is recorded (with `approval.requested`) and the call
     * answers 202.
     *
     * @throws {ServiceError} 403 `forbidden` with `approvalId` and `approvalStatus` for a denied or expired approval
     */
    async forCall(call: HeldCall): Promise<HeldCallOutcome> {
      const json = canonicalJson(call.params);
      const bytes = Buffer.byteLength(json);
      if (bytes > MAX_HELD_PARAMS_BYTES) {
        throw new ServiceError(
          "payload_too_large",
          `params of a call held for approval may be at most ${MAX_HELD_PARAMS_BYTES / 1024} KB of JSON (these are ${Math.ceil(bytes / 1024)} KB); send smaller params`,
          { extra: { limitBytes: MAX_HELD_PARAMS_BYTES } },
        );
      }
      const key = { developerId: call.developerId, userId: call.userId, connectionId: call.connection?.id ?? null, pluginId: call.plugin.id, toolSlug: call.tool.slug, paramsHash: sha256Hex(json) };
      const at = new Date(now());
      const open = await store.findOpen(key);
      if (open) {
        const status = approvalStatusOf(open, at.getTime());
        if (status === "approved") {
          const consumed = await store.transaction(async (tx) => {
            const used = await store.markUsed(tx, open.id, at);
            if (used) await deps.audit.record(tx, callerOrigin(call), { developerId: call.developerId, action: "approval.used", target: { type: "approval", id: open.id }, details: accountDetails(call) });
            return used;
          });
          if (consumed) {
            deps.bus.publish({ kind: "approval", approvalId: open.id });
            return { kind: "run", approvalId: open.id };
          }
          // Another identical call used it first: this one needs an approval of its own.
        } else if (status === "pending") {
          return { kind: "approval_required", response: { status: "approval_required", approvalId: open.id, approvalUrl: urlOf(open), expiresAt: open.expiresAt.toISOString() } };
        } else if (await store.close(open.id, at)) {
          throw new ServiceError("forbidden", `The approval of this call was ${status}; call again to ask for a new approval`, {
            extra: { approvalId: open.id, approvalStatus: status },
          });
        }
      }
      const created = await store.transaction(async (tx) => {
        if ((await store.countPending(tx, call.developerId, at)) >= MAX_PENDING_APPROVALS_PER_DEVELOPER) {
          throw new ServiceError(
            "rate_limited",
            `This developer already has ${MAX_PENDING_APPROVALS_PER_DEVELOPER} approvals pending (the most Plugboard keeps); decide some (POST /api/v1/approvals/{id}) or let them expire before holding more calls`,
            { retryAfterSeconds: 60, extra: { limit: MAX_PENDING_APPROVALS_PER_DEVELOPER } },
          );
        }
        // The page shows the tool's name: a manual tool's own, else (an MCP tool) its slug.
        const toolName = (await store.manualToolName(tx, call.plugin.id, call.tool.slug)) ?? call.tool.slug;
        const id = await store.insert(tx, { ...key, accountLabel: call.connection?.accountLabel ?? null, toolName, params: JSON.stringify(call.params), policyId: call.policyId, expiresAt: new Date(at.getTime() + deps.ttlMs) });
        const row = (await read({ id }, tx))!;
        await emit(tx, "approval.requested", row);
        await deps.audit.record(tx, callerOrigin(call), {
          developerId: call.developerId,
          action: "approval.requested",
          target: { type: "approval", id },
          details: { tool: call.tool.slug, plugin: call.plugin.slug, userId: call.userId, policyId: call.policyId, ...accountDetails(call) },
        });
        return row;
      });
      deps.bus.publish({ kind: "approval", approvalId: created.id });
      return { kind: "approval_required", response: { status: "approval_required", approvalId: created.id, approvalUrl: urlOf(created), expiresAt: created.expiresAt.toISOString() } };
    },

    /**
     * The developer's approval; with `waitSeconds`, holds the answer while it is `pending` (until it is
     * decided, expires, the time is up, or `signal` aborts).
     *
     * @throws {ServiceError} 404 when the id is unknown or belongs to another developer
     */
    async get(developerId: string, id: string, options: { waitSeconds?: number | undefined; signal?: AbortSignal } = {}): Promise<Approval> {
      if (!isUuid(id)) throw new ServiceError("not_found", NOT_FOUND);
      const row = await read({ id, developerId });
      if (!row) throw new ServiceError("not_found", NOT_FOUND);
      if (!options.waitSeconds) return view(row);
      const pending = (value: ApprovalRow) => approvalStatusOf(value, now()) === "pending";
      const last = await longPoll({
        bus: deps.bus,
        initial: row,
        read: async () => (await read({ id, developerId })) ?? row,
        settled: (value) => !pending(value),
        concerns: (event) => event.kind === "approval" && event.approvalId === id,
        deadline: Math.min(now() + options.waitSeconds * 1000, row.expiresAt.getTime() + 1),
        signal: options.signal,
        now,
      });
      return view(last);
    },

    /** The developer's approvals, newest first, filtered by state and user. */
    async list(developerId: string, query: ListApprovalsQuery): Promise<ListApprovalsResponse> {
      const limit = Number(query.limit ?? DEFAULT_APPROVAL_PAGE_SIZE);
      const at = new Date(now());
      const cursor = query.cursor ? decodeNewestFirstCursor(query.cursor) : undefined;
      const rows = await store.list({ developerId, userId: query.userId, status: query.status, at, after: cursor }, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const hasMore = rows.length > limit;
      return { approvals: page.map(view), hasMore, nextCursor: hasMore && last ? encodeNewestFirstCursor(last) : null };
    },

    /**
     * `POST /api/v1/approvals/{id}`: the developer approves or denies a pending approval.
     *
     * @throws {ServiceError} 404 for an unknown id or another developer's; 409 when no longer pending
     */
    decide: (developerId: string, id: string, input: { decision: "approve" | "deny"; note?: string | undefined }, origin: AuditOrigin): Promise<Approval> =>
      decide({ id, developerId }, { ...input, by: "api_key" }, () => origin),

    /** The approval an approval-page token names, for the hosted page; null when the token is not valid. */
    async forPage(token: string): Promise<Approval | null> {
      const payload = deps.tokens.read(token);
      if (!payload) return null;
      const row = await read({ id: payload.approvalId, developerId: payload.developerId });
      return row ? view(row) : null;
    },

    /**
     * The end-user's decision on the hosted page, on the approval its token names.
     *
     * @throws {ServiceError} 400 `invalid_input` for a token that is not valid; 409 when no longer pending
     */
    async decideOnPage(token: string, input: { decision: "approve" | "deny" }, requestId: string | null = null): Promise<Approval> {
      const payload = deps.tokens.read(token);
      if (!payload) throw new ServiceError("invalid_input", "This approval link is not valid; ask the app for a new one");
      return decide({ id: payload.approvalId, developerId: payload.developerId }, { ...input, by: "end_user" }, (row) => ({
        actor: { type: "end_user", id: row.userId, auth: "hosted_page" },
        requestId,
      }));
    },
  };
}

/** The approval service's interface. */
export type ApprovalService = ReturnType<typeof createApprovalService>;
