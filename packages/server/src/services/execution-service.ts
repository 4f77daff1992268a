import { ExecuteToolRequestSchema, injectAuth, PathParamError, type ExecuteToolResponse } from "@plugboard/core";
import type * as z from "zod";
import type { PlugboardContext } from "../context.js";
import { ServiceError } from "../errors/service-error.js";
import { buildToolRequest } from "./build-tool-request.js";
import type { ConnectLinkService } from "./connection-requests/connect-link-service.js";
import { createExecutionLogWriter } from "./execution-log-writer.js";
import type { InvalidationBus } from "./invalidation-bus.js";
import { createOutboundHttp } from "./outbound-http.js";
import { createToolResolver, type ConnectionSnapshot, type ResolvedTool } from "./tool-resolver.js";

/** A parsed execute request. */
export type ExecuteInput = z.output<typeof ExecuteToolRequestSchema>;

/** The outcome of one execution: HTTP 200 on success, 502 when the external call failed. */
export interface ExecutionResult {
  httpStatus: 200 | 502;
  body: ExecuteToolResponse;
}

/** Refreshes an expired OAuth access token (single flight); written by the OAuth service. */
export interface RestTokenRefresher {
  refreshRestCredentials(
    connectionId: string,
  ): Promise<{ ok: true; values: Record<string, string>; expiresAt: Date | null } | { ok: false; error: string; reauth: boolean; values: Record<string, string> }>;
}

/** Executes MCP tools; returns null when no MCP tool has this slug. */
export interface McpToolExecutor {
  execute(developerId: string, input: ExecuteInput): Promise<ExecutionResult | null>;
}

const REFRESH_SKEW_MS = 30_000;

/**
 * Tool execution (SPEC.md "POST /api/v1/tools/execute"): resolve the tool (approved plugins only),
 * find the user's connection, decrypt, refresh an expired OAuth token, inject auth, expand the path,
 * call the external API over pooled keep-alive connections, log, and answer with the envelope.
 */
export function createExecutionService(
  context: PlugboardContext,
  deps: {
    bus: InvalidationBus;
    refresher?: () => RestTokenRefresher | undefined;
    mcp?: () => McpToolExecutor | undefined;
    connectLinks?: Pick<ConnectLinkService, "withConnectLink">;
  },
) {
  const resolver = createToolResolver(context, deps);
  const log = createExecutionLogWriter(context);
  const http = createOutboundHttp({
    timeoutMs: context.toolTimeoutMs,
    guardPrivateNetwork: context.production && !context.allowPrivateNetwork,
  });

  async function pickTool(input: ExecuteInput): Promise<ResolvedTool | null> {
    const candidates = await resolver.tools(input.tool);
    const matching = input.plugin ? candidates.filter((tool) => tool.plugin.slug === input.plugin) : candidates;
    if (matching.length > 1) {
      throw new ServiceError(
        "conflict",
        `Tool "${input.tool}" exists in several plugins (${matching.map((tool) => tool.plugin.slug).join(", ")}); pass "plugin" to choose one`,
      );
    }
    return matching[0] ?? null;
  }

  async function credentialsOf(tool: ResolvedTool, connection: ConnectionSnapshot): Promise<Record<string, string>> {
    if (!connection.credentials) return {};
    let values = context.cipher.decryptJson<Record<string, string>>(connection.credentials);
    const method = connection.authMethodId ? tool.authMethods.get(connection.authMethodId) : undefined;
    const expired = connection.credentialsExpiresAt !== null && connection.credentialsExpiresAt.getTime() <= Date.now() + REFRESH_SKEW_MS;
    const refresher = deps.refresher?.();
    if (method?.type === "oauth2" && expired && values.refresh_token && refresher) {
      const refreshed = await refresher.refreshRestCredentials(connection.id);
      values = refreshed.values;
      if (!refreshed.ok) {
        context.logger.warn("token refresh failed; continuing with the stored token", { connectionId: connection.id, reauth: refreshed.reauth });
      }
    }
    return values;
  }

  async function executeManual(developerId: string, input: ExecuteInput, tool: ResolvedTool): Promise<ExecutionResult> {
    const connection = await resolver.connection(developerId, input.userId, tool.plugin.id);
    if (!connection && tool.needsAuth) {
      throw new ServiceError(
        "connection_required",
        `User "${input.userId}" has no connection to plugin "${tool.plugin.slug}". Connect them first with POST /api/v1/connections/initiate { "userId": "${input.userId}", "plugin": "${tool.plugin.slug}" } (or POST /api/v1/connections with credentials).`,
        { extra: { plugin: tool.plugin.slug } },
      );
    }
    if (connection?.status === "needs_reauth") {
      throw new ServiceError(
        "reauthorization_required",
        `The connection of user "${input.userId}" to plugin "${tool.plugin.slug}" must be authorized again: start a new flow with POST /api/v1/connections/initiate.`,
        { extra: { plugin: tool.plugin.slug } },
      );
    }
    const method = connection?.authMethodId ? (tool.authMethods.get(connection.authMethodId)?.config ?? null) : null;
    const credentials = connection ? await credentialsOf(tool, connection) : {};
    let outbound;
    try {
      outbound = buildToolRequest(tool, input.params, injectAuth(method, credentials));
    } catch (error) {
      if (PathParamError.isInstance(error)) {
        throw new ServiceError("invalid_input", "Invalid input", {
          details: { formErrors: [], fieldErrors: { [`params.${error.param}`]: [error.message] } },
        });
      }
      throw error;
    }
    const started = performance.now();
    const response = await http.send(outbound);
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    let result: ExecutionResult;
    if ("kind" in response) {
      result = { httpStatus: 502, body: { success: false, data: null, error: response.message, status: 0, latencyMs } };
    } else if (response.status >= 200 && response.status < 300) {
      result = { httpStatus: 200, body: { success: true, data: response.data, status: response.status, latencyMs } };
    } else {
      result = {
        httpStatus: 502,
        body: { success: false, data: response.data, error: `The external API answered with status ${response.status}`, status: response.status, latencyMs },
      };
    }
    log.write({
      developerId,
      userId: input.userId,
      toolSlug: tool.slug,
      pluginId: tool.plugin.id,
      source: "manual",
      status: result.body.status,
      success: result.body.success,
      latencyMs: Math.round(latencyMs),
      error: result.body.success ? null : result.body.error,
      createdAt: new Date(),
    });
    return result;
  }

  return {
    /**
     * Executes a tool for an end-user of `developerId`. Throws ServiceError for 4xx outcomes; the 409s
     * (`connection_required`, `reauthorization_required`) carry the `connectUrl` to hand to the user.
     */
    async execute(developerId: string, input: ExecuteInput): Promise<ExecutionResult> {
      try {
        const tool = await pickTool(input);
        if (tool) return await executeManual(developerId, input, tool);
        const mcpResult = await deps.mcp?.()?.execute(developerId, input);
        if (mcpResult) return mcpResult;
      } catch (error) {
        throw deps.connectLinks ? await deps.connectLinks.withConnectLink(error, { developerId, userId: input.userId }) : error;
      }
      throw new ServiceError("not_found", `No tool "${input.tool}" in an approved plugin`);
    },
    /** The execution-log writer (rows are written in batches; `flush` forces it). */
    log,
    /** The shared resolver (cached tools and connections). */
    resolver,
    /** Closes pooled upstream connections and writes pending log rows. */
    async close(): Promise<void> {
      await log.flush();
      await http.close();
    },
  };
}

/** The execution service's interface. */
export type ExecutionService = ReturnType<typeof createExecutionService>;
