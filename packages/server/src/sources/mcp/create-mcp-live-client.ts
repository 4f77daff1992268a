import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectionRequired, reauthorizationRequired, scopeStepUpRequired, scopesRefused } from "../../errors/connection-errors.js";
import type { InvalidationBus } from "../../infra/invalidation-bus.js";
import { scopeSet, type StepUpBudget } from "../../infra/step-up-budget.js";
import { connectionKey } from "../tool-source.js";
import { isClosedSession, transportStatusOf, type McpSession, type McpSessionPool } from "./create-mcp-session-pool.js";
import type { McpAccess } from "./open-mcp-access.js";
import type { McpServerTarget } from "./mcp-server-target.js";

/**
 * Runs MCP requests for an end-user on their warm session (docs/mcp-plugins.md §7–8): opens or reuses
 * the session with the access token of {@link McpAccess}, and recovers once — a 401 refreshes the token
 * (single flight, through `access.refresh`) and retries (a 401 to a token whose refresh already failed
 * answers that failure, `access.refreshFailure`, instead), a forgotten session (404, or a closed transport)
 * re-initializes and retries. A 401 without a token (a server that let `initialize` through) is a 409
 * `connection_required`; a `403 insufficient_scope` is a 409 `reauthorization_required` naming the
 * scopes the server asked for (step-up), until the step-up bound says stop (403 `insufficient_scope`). Sessions of a connection are closed on every instance when the bus reports
 * a `connection` event (disconnect, new tokens, reauthorization).
 */
export function createMcpLiveClient(deps: { sessions: McpSessionPool; bus: InvalidationBus; stepUps: StepUpBudget }) {
  deps.bus.subscribe((event) => {
    if (event.kind === "connection") void deps.sessions.evictPrefix(`${connectionKey(event.developerId, event.userId, event.pluginId)}\u0000`);
  });

  return {
    /**
     * Runs `work` with the live MCP client of (developer, user, plugin, account). Throws `ServiceError` 409s
     * (`connection_required`, `reauthorization_required`) and the SDK's errors otherwise.
     */
    async run<T>(server: McpServerTarget, access: McpAccess, work: (client: Client) => Promise<T>): Promise<T> {
      let token = access.token;
      // One warm session per account: the pair's key, then the connection id (empty for an open server).
      const key = `${connectionKey(access.developerId, access.userId, server.id)}\u0000${access.connectionId ?? ""}`;
      for (let attempt = 0; ; attempt += 1) {
        let session: McpSession | undefined;
        try {
          return await deps.sessions.use(key, { serverUrl: server.serverUrl, accessToken: token, transport: server.transport }, (opened) => {
            session = opened;
            return work(opened.client);
          });
        } catch (error) {
          const status = transportStatusOf(error);
          const challenge = session?.lastChallenge();
          if (status === 403 && challenge?.status === 403 && challenge.error === "insufficient_scope") {
            if (session) await deps.sessions.evict(key, session);
            const requiredScopes = scopeSet(challenge.scope);
            if (!token || !access.connectionId) throw connectionRequired(access.userId, server.slug, "mcp", access.accountLabel, { authorize: true, requiredScopes });
            if (!deps.stepUps.refused(access.connectionId, requiredScopes)) throw scopesRefused(server.slug, "mcp", requiredScopes);
            throw scopeStepUpRequired(access.userId, server.slug, "mcp", { requiredScopes }, access.accountLabel);
          }
          if (status === 401) {
            // A session that failed to open is already out of the pool; never evict a newer one.
            if (session) await deps.sessions.evict(key, session);
            if (!token || !access.refresh) {
              // A server that looked open (it let `initialize` through) asks for authorization now.
              const requiredScopes = scopeSet(challenge?.scope);
              throw connectionRequired(access.userId, server.slug, "mcp", access.accountLabel, { authorize: !token, requiredScopes });
            }
            // The token went out although its refresh failed (SPEC): the server refused it, so that failure is the answer.
            if (access.refreshFailure && token === access.token) throw access.refreshFailure;
            if (attempt > 0) throw reauthorizationRequired(access.userId, server.slug, "mcp", "The MCP server refused a freshly refreshed access token", access.accountLabel);
            token = await access.refresh(token);
            continue;
          }
          const lost = session !== undefined && (status === 404 || status === 400 || isClosedSession(error));
          if (lost && attempt === 0) {
            await deps.sessions.evict(key, session);
            continue;
          }
          throw error;
        }
      }
    },
  };
}

/** The live client runner's interface. */
export type McpLiveClient = ReturnType<typeof createMcpLiveClient>;
