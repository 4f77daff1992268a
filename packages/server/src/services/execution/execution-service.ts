import { randomUUID } from "node:crypto";
import type { AccountChoice, ApprovalRequiredResponse, ExecuteToolRequestSchema, ExecuteToolResponse } from "@plugboard/core";
import type * as z from "zod";
import { ServiceError } from "../../errors/service-error.js";
import type { ConcurrencyLimiter } from "../../infra/concurrency-limiter.js";
import type { ExecutionLogWriter } from "../../infra/execution-log-writer.js";
import type { ConnectionSnapshot, SourceResult, SourceTool, ToolSource } from "../../sources/tool-source.js";
import type { ConnectionCache } from "../connections/connection-cache.js";
import type { ParamsValidator } from "./params-validator.js";
import type { ConnectLinks } from "../connect-flow/connect-link.js";
import type { ProxyInput, ProxyTarget } from "../../sources/manual-http/proxy-source.js";
import type { ApprovalGate } from "../approvals/approval-gate.js";
import { checkProxyToolPolicies } from "../policies/check-proxy-tool-policies.js";
import type { PolicyService } from "../policies/policy-service.js";
import { toolsReachedBy } from "../../sources/manual-http/proxy-tool-routes.js";
import { SpanKind, type Span } from "@opentelemetry/api";
import { instruments } from "../../infra/telemetry/instruments.js";
import { withSpan } from "../../infra/telemetry/with-span.js";

/** A parsed execute request. */
export type ExecuteInput = z.output<typeof ExecuteToolRequestSchema>;

/**
 * The outcome of one execution: HTTP 200 on success, 502 when the external call failed, 202 when a
 * `require_approval` policy holds the call (nothing was sent upstream).
 */
export type ExecutionResult = { httpStatus: 200 | 502; body: ExecuteToolResponse; retryAfter?: string } | { httpStatus: 202; body: ApprovalRequiredResponse };

/** A tool found by slug, with the source that executes it. */
interface Candidate {
  source: ToolSource;
  tool: SourceTool;
}

/**
 * Picks the tool of an execute request among every source's tools with its slug (approved
 * plugins only). One conflict rule for all sources: the same slug in two plugins — manual or MCP, in
 * any mix — is a 409 naming them unless `plugin` chooses one; within one plugin (toolSource `both`)
 * its manual tool wins over its MCP tool of the same slug. None is a 404.
 *
 * @throws {ServiceError} 409 `conflict` naming the plugins; 404 `not_found`
 */
export function pickTool(candidates: readonly Candidate[], input: { tool: string; plugin?: string | undefined }): Candidate {
  const matching = input.plugin ? candidates.filter(({ tool }) => tool.plugin.slug === input.plugin) : candidates;
  const plugins = [...new Set(matching.map(({ tool }) => tool.plugin.slug))].sort();
  if (plugins.length > 1) {
    throw new ServiceError("conflict", `Tool "${input.tool}" exists in several plugins (${plugins.join(", ")}); pass "plugin" to choose one`);
  }
  const picked = matching.find(({ source }) => source.kind === "manual") ?? matching[0];
  if (!picked) throw new ServiceError("not_found", `No tool "${input.tool}" in an approved plugin`);
  return picked;
}

/** Round-trip milliseconds with two decimals, for the envelope (the log row keeps whole milliseconds). */
const elapsedSince = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/**
 * The one execution pipeline (`POST /api/v1/tools/execute`), whatever the tool's source and
 * whoever calls it (REST execute, an MCP endpoint, the AI adapters through the API):
 *
 * 1. resolve the tool across every source with one conflict rule ({@link pickTool}), and check the
 *    params against its listed `inputSchema` (400 `invalid_input` naming each `params.<field>`);
 * 2. look up the user's account at its plugin (one cache for both sides): `connectionId`, else
 *    `accountLabel`, else the default account (a `connectionId` that is not one of them is a 404);
 * 3. let the source check that connection and prepare credentials (decrypt, refresh when expired); a
 *    409 `connection_required` / `reauthorization_required` gets the user's `connectUrl` (`connectLinks`);
 * 3½. before that, the governance gate (policies and approvals), on the account step 2 chose: `deny` is
 *    a 403, `require_approval` without an approval of this exact call on this account answers 202
 *    `approval_required` and sends nothing;
 * 4. let the source call the upstream, holding a slot of the concurrency limiter (developer, upstream
 *    origin): over a bound the call is refused with 429 `rate_limited` before anything is sent;
 * 5. answer with the envelope `{ success, data, error?, status, latencyMs }` (200, or 502 for a failed
 *    call — an upstream that cannot be reached or refreshed counts as one) carrying `executionId`, the
 *    id of the log row, which the buffered writer inserts shortly after.
 */
export function createExecutionService(deps: {
  sources: readonly ToolSource[];
  /** Proxy calls (`POST /api/v1/proxy`): a source whose "tool" is a plugin's whole API, found by plugin slug. */
  proxy?: ToolSource<ProxyTarget> & { check(target: ProxyTarget, input: ProxyInput): void };
  connections: ConnectionCache;
  limiter: ConcurrencyLimiter;
  log: ExecutionLogWriter;
  params: ParamsValidator;
  connectLinks?: Pick<ConnectLinks, "withConnectLink">;
  /** Policies and approvals: checked after the params, before anything is sent upstream. */
  gate?: Pick<ApprovalGate, "check">;
  /** Policies, read for the tools a proxy call reaches ({@link checkProxyToolPolicies}). */
  policies?: Pick<PolicyService, "forCall">;
}) {
  async function candidatesFor(slug: string): Promise<Candidate[]> {
    const found = await Promise.all(deps.sources.map((source) => source.find(slug)));
    const candidates: Candidate[] = [];
    found.forEach((tools, index) => {
      for (const tool of tools) candidates.push({ source: deps.sources[index]!, tool });
    });
    return candidates;
  }

  /**
   * Step 2: the user's account at the tool's plugin that `choice` names (by id, by label, or the
   * default one), or null when the user has none.
   */
  function accountOf(tool: SourceTool, user: { developerId: string; userId: string }, choice: AccountChoice): Promise<ConnectionSnapshot | null> {
    // --- telemetry: "plugboard.connection" span ---
    return withSpan("plugboard.connection", {}, () => deps.connections.get(user.developerId, user.userId, tool.plugin.id, choice));
  }

  /**
   * Steps 3-5 of the pipeline for a tool already chosen, checked and let through by the gate, on the
   * account step 2 resolved (`choice` names it for the messages); `signal` cancels the upstream call.
   */
  async function run(
    source: ToolSource,
    tool: SourceTool,
    user: { developerId: string; userId: string },
    params: Record<string, unknown>,
    account: { connection: ConnectionSnapshot | null; choice: AccountChoice },
    signal?: AbortSignal,
  ): Promise<ExecutionResult> {
    const { developerId } = user;
    const input = { userId: user.userId, params };
    const { connection, choice } = account;
    // --- telemetry: "plugboard.credentials" (decrypt, refresh) and "plugboard.upstream" spans ---
    const caller = { developerId, userId: input.userId, accountLabel: connection?.accountLabel ?? choice.accountLabel };
    const started = performance.now();
    let result: SourceResult;
    try {
      const credentials = await withSpan("plugboard.credentials", {}, () => source.authorize(tool, connection, caller));
      result = await withSpan("plugboard.upstream", { kind: SpanKind.CLIENT, attributes: { "plugboard.source": source.kind } }, async (span) => {
        const called = await deps.limiter.run({ developerId, origin: tool.origin }, () => source.call({ ...caller, tool, params: input.params, credentials, signal }));
        span.setAttribute("plugboard.status", called.status);
        return called;
      });
    } catch (error) {
      if (!ServiceError.isInstance(error) || error.code !== "upstream_failed") {
        if (ServiceError.isInstance(error) && error.code === "rate_limited") instruments().limiterRefusals.add(1, { "plugboard.source": source.kind });
        throw (await deps.connectLinks?.withConnectLink(error, caller)) ?? error;
      }
      result = { ok: false, status: 0, data: null, error: error.message };
    }
    const latencyMs = elapsedSince(started);
    const executionId = randomUUID();
    const body: ExecuteToolResponse = result.ok
      ? { success: true, data: result.data, status: result.status, latencyMs, executionId }
      : { success: false, data: result.data, error: result.error, status: result.status, latencyMs, executionId };
    deps.log.write({
      id: executionId,
      developerId,
      userId: input.userId,
      toolSlug: tool.slug,
      pluginId: tool.plugin.id,
      source: source.kind,
      status: body.status,
      success: body.success,
      latencyMs: Math.round(latencyMs),
      error: body.success ? null : body.error,
      createdAt: new Date(),
    });
    return { httpStatus: result.ok ? 200 : 502, body, ...(!result.ok && result.retryAfter ? { retryAfter: result.retryAfter } : {}) };
  }

  /**
   * Runs one execution in its "plugboard.execute" span (attributes: developer, tool, then plugin,
   * source and status — never params or credentials) and counts it by outcome with its duration.
   */
  async function traced(developerId: string, toolSlug: string, work: (span: Span) => Promise<ExecutionResult>): Promise<ExecutionResult> {
    const started = performance.now();
    const metrics = instruments();
    let outcome = "error";
    try {
      return await withSpan("plugboard.execute", { attributes: { "plugboard.developer.id": developerId, "plugboard.tool": toolSlug } }, async (span) => {
        const result = await work(span);
        outcome = result.httpStatus === 202 ? "approval_required" : result.body.success ? "success" : "upstream_failed";
        if (result.httpStatus !== 202) span.setAttribute("plugboard.status", result.body.status);
        span.setAttribute("plugboard.outcome", outcome);
        return result;
      });
    } catch (error) {
      if (ServiceError.isInstance(error)) outcome = error.code;
      throw error;
    } finally {
      const attributes = { "plugboard.outcome": outcome };
      metrics.executions.add(1, attributes);
      metrics.executionDuration.record(performance.now() - started, attributes);
    }
  }

  return {
    /**
     * Executes a tool for an end-user of `developerId`. Throws ServiceError for 4xx outcomes.
     * `options.signal` cancels the upstream call (its caller went away), which frees its slots at once.
     */
    async execute(developerId: string, input: ExecuteInput, options?: { signal?: AbortSignal; mcpLinkId?: string | undefined }): Promise<ExecutionResult> {
      // --- telemetry: one "plugboard.execute" span per execution, "plugboard.lookup" for the tool ---
      return traced(developerId, input.tool, async (span) => {
        const { source, tool } = await withSpan("plugboard.lookup", {}, async () => pickTool(await candidatesFor(input.tool), input));
        span.setAttributes({ "plugboard.plugin": tool.plugin.slug, "plugboard.source": source.kind });
        deps.params.check(source.kind, tool, input.params);
        const user = { developerId, userId: input.userId };
        const connection = await accountOf(tool, user, input);
        // --- governance hook: policies and approvals (services/approvals/approval-gate.ts), bound to the account ---
        const held = await deps.gate?.check({ ...user, plugin: tool.plugin, tool, params: input.params, connection, mcpLinkId: options?.mcpLinkId });
        if (held) return { httpStatus: 202, body: held };
        // --- end governance hook ---
        return run(source, tool, user, input.params, { connection, choice: input }, options?.signal);
      });
    },

    /**
     * `POST /api/v1/proxy`: calls a path of an approved plugin's API for an end-user through the same
     * steps as a tool (connection, refresh, injection, limits, bounds, envelope, log row under the tool
     * name `(proxy)`). A non-`allow` policy of a tool whose method and path the call reaches holds for
     * it too ({@link checkProxyToolPolicies}: 403).
     *
     * @throws {ServiceError} 404 when no approved plugin has the slug; 403 `forbidden` when its author has
     * not set `allowProxy`; 400 naming the path or header refused; the 409s of execution
     */
    async proxy(developerId: string, input: ProxyInput): Promise<ExecutionResult> {
      const target = deps.proxy ? (await deps.proxy.find(input.plugin))[0] : undefined;
      if (!deps.proxy || !target) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      if (!target.allowProxy) throw new ServiceError("forbidden", `Plugin "${input.plugin}" does not accept proxy calls: its author has not set allowProxy`);
      deps.proxy.check(target, input);
      const { userId, plugin: _plugin, accountLabel, ...request } = input;
      const proxySource = deps.proxy;
      return traced(developerId, target.slug, async (span) => {
        span.setAttributes({ "plugboard.plugin": target.plugin.slug, "plugboard.source": proxySource.kind });
        const choice: AccountChoice = accountLabel !== undefined ? { accountLabel } : {};
        const connection = await accountOf(target, { developerId, userId }, choice);
        // --- governance hook: the policies of the tools whose endpoint it reaches, then as the tool "(proxy)" of its plugin ---
        const toolSlugs = toolsReachedBy(target.tools, input.method, input.path);
        if (deps.policies && toolSlugs.length > 0) {
          await checkProxyToolPolicies(deps.policies, { developerId, userId, pluginSlug: target.plugin.slug, toolSlugs, method: input.method, path: input.path });
        }
        const held = await deps.gate?.check({ developerId, userId, plugin: target.plugin, tool: { slug: target.slug }, params: request as Record<string, unknown>, connection });
        if (held) return { httpStatus: 202, body: held };
        // --- end governance hook ---
        return run(proxySource, target, { developerId, userId }, request as Record<string, unknown>, { connection, choice });
      });
    },

    /**
     * A call Plugboard itself makes to a plugin's API for a trigger subscription (registering or
     * removing its webhook, polling a request): the proxy's steps (path check, connection, refresh,
     * injection, limits, bounds, SSRF guard, envelope, log row under `(proxy)`) on the subscription's
     * own connection, without the author's `allowProxy` opt-in — the trigger's definition, reviewed
     * with the plugin, declares the call — and without the policy gate, since no agent asked for it.
     *
     * @throws {ServiceError} 404 when no approved plugin has the slug; 400 naming the path refused; the 409s of execution
     */
    async providerCall(developerId: string, input: Omit<ProxyInput, "accountLabel"> & { connectionId: string }): Promise<ExecutionResult> {
      const target = deps.proxy ? (await deps.proxy.find(input.plugin))[0] : undefined;
      if (!deps.proxy || !target) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const { userId, plugin: _plugin, connectionId, ...request } = input;
      deps.proxy.check(target, { ...request, userId, plugin: input.plugin });
      const proxySource = deps.proxy;
      const choice: AccountChoice = { connectionId };
      return traced(developerId, target.slug, async () => {
        const connection = await accountOf(target, { developerId, userId }, choice);
        return run(proxySource, target, { developerId, userId }, request as Record<string, unknown>, { connection, choice });
      });
    },
  };
}

/** The execution service's interface. */
export type ExecutionService = ReturnType<typeof createExecutionService>;
