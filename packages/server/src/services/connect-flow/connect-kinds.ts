import type { CreateConnectionRequestSchema, CreateConnectionResponse } from "@plugboard/core";
import { isMachineGrant, parseAuthMethodConfig } from "@plugboard/core/server";
import type { StatePayload } from "@plugboard/core/crypto";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import type { AuditOrigin } from "../audit/audit-log.js";
import type { ConnectTokens } from "../connect-sessions/connect-tokens.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import type { McpConnect } from "../mcp-upstream/create-mcp-connect.js";
import { loadConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import type { LifecycleEvents } from "../webhooks/lifecycle-events.js";
import { createClientCredentialsKind } from "./client-credentials-kind.js";
import { createConnectCallback } from "./connect-callback.js";
import type { ConnectableAuthMethod, ConnectKind, ConnectStart, ConnectStarted } from "./connect-protocol.js";
import { createCredentialsKind } from "./credentials-kind.js";
import { createMcpKind } from "./mcp-kind.js";
import { createOAuth2Kind } from "./oauth2-kind.js";
import type { ConnectionSaver } from "./save-connection.js";

/** Parsed body of `POST /api/v1/connections`. */
export type ConnectInput = z.output<typeof CreateConnectionRequestSchema>;

/** What a user connects with: one auth method of the plugin, or the plugin's MCP server. */
export type ConnectChoice = ConnectableAuthMethod | "mcp";

/**
 * The kind that connects a choice: the MCP server → `mcp`; an oauth2 method → `oauth2`, or
 * `client_credentials` for a machine-to-machine grant; any other method → `credentials`. The one place
 * that branches on what a plugin offers to connect with.
 */
export function kindOf(choice: ConnectChoice): ConnectKind {
  if (choice === "mcp") return "mcp";
  if (choice.type !== "oauth2") return "credentials";
  const parsed = parseAuthMethodConfig("oauth2", choice.config);
  return parsed.type === "oauth2" && (isMachineGrant(parsed.config.grant_type) || parsed.config.authorize_url === undefined) ? "client_credentials" : "oauth2";
}

/** The kind whose redirect a verified callback state completes (the state says whether the flow was MCP's). */
function callbackKindOf(state: StatePayload): "oauth2" | "mcp" {
  return state.isMcp ? "mcp" : "oauth2";
}

/**
 * Connecting a user, one protocol per kind (`connect-protocol.ts`): every caller — initiate, the hosted
 * page, connect links, direct submission, the OAuth callback for REST and MCP — picks a kind here and
 * goes through its `start` or `complete`; every kind stores through the one save path
 * (`save-connection.ts`). A new kind is one file, registered below.
 */
export function createConnectFlow(
  context: Pick<PlugboardContext, "baseUrl" | "redirectUri" | "production" | "logger" | "prisma" | "cipher" | "states" | "encryptionKey" | "fetch">,
  deps: {
    saver: ConnectionSaver;
    connectTokens: ConnectTokens;
    mcpConnect: Pick<McpConnect, "initiate" | "exchangeCallback">;
    lifecycle?: Pick<LifecycleEvents, "connectionFailed"> | undefined;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const kinds = {
    credentials: createCredentialsKind(context, { saver: deps.saver, connectTokens: deps.connectTokens }),
    oauth2: createOAuth2Kind(context, { saver: deps.saver, now }),
    client_credentials: createClientCredentialsKind(context, { saver: deps.saver, now }),
    mcp: createMcpKind(context, { mcpConnect: deps.mcpConnect, saver: deps.saver, now }),
  } satisfies Record<ConnectKind, { kind: ConnectKind }>;
  const callback = createConnectCallback(context, {
    complete: (state, completion) => kinds[callbackKindOf(state)].complete(completion),
    lifecycle: deps.lifecycle,
    now,
  });

  return {
    /**
     * Starts connecting with `choice` (its kind's `start`); `"page"` is the hosted page listing every
     * method (the `credentials` kind's start, which `limitToMethod` limits to `input.method`).
     */
    async start(choice: ConnectChoice | "page", input: ConnectStart): Promise<ConnectStarted> {
      if (choice === "page") return kinds.credentials.start(input);
      return kinds[kindOf(choice)].start(choice === "mcp" ? input : { ...input, method: choice });
    },

    /**
     * Completes credentials submitted for a method (hosted page, direct submission): the `credentials`
     * kind, or `client_credentials` for a machine-to-machine method (the plugin's client gets the token).
     */
    async submit(input: Parameters<typeof kinds.credentials.complete>[0]) {
      const kind = kindOf(input.method);
      if (kind === "oauth2" || kind === "mcp") throw invalidInput({ authMethod: ["an oauth2 method is connected through its authorization URL (POST /api/v1/connections/initiate), not with credentials"] });
      return kinds[kind].complete(input);
    },

    /**
     * `POST /api/v1/connections`, direct credential submission: the plugin must be approved and offer
     * `authMethod`; the credentials are checked and normalized for that type (a machine-to-machine
     * oauth2 method fetches its token instead), then stored on the user's existing account
     * (`connectionId`'s, else `accountLabel`'s, else the default one, which takes the label: an upsert,
     * `connection.updated`), or on a new one when the user has none at the plugin or `addAccount` asks for it.
     *
     * @throws {ServiceError} 404 when no approved plugin has that slug, or `connectionId` is not the
     * user's account there; 400 naming `authMethod` or `credentials.<field>` when the method is not
     * offered or the credentials do not fit it; 409 `conflict` when the account would take another's label
     */
    async connect(developerId: string, input: ConnectInput, origin?: AuditOrigin): Promise<CreateConnectionResponse> {
      const plugin = await loadConnectablePlugin(context, { slug: input.plugin });
      if (!plugin) throw new ServiceError("not_found", `No approved plugin named "${input.plugin}"`);
      const method = plugin.authMethods.find((candidate) => candidate.type === input.authMethod);
      if (!method) {
        const offered = plugin.authMethods.map((candidate) => candidate.type).sort().join(", ") || "none";
        throw invalidInput({ authMethod: [`plugin "${input.plugin}" has no ${input.authMethod} auth method; it offers: ${offered}`] });
      }
      const kind = kindOf(method) === "client_credentials" ? kinds.client_credentials : kinds.credentials;
      const saved = await kind.complete({
        developerId,
        userId: input.userId,
        plugin,
        method,
        ...accountTargetOf(input),
        credentials: input.credentials ?? {},
        connectionConfig: input.connectionConfig,
        metadata: null,
        origin,
      });
      return { connected: true, connectionId: saved.id, accountLabel: saved.accountLabel, isDefault: saved.isDefault };
    },

    /** `GET /api/v1/oauth/callback` of every redirect kind; see {@link createConnectCallback}. */
    handleCallback: callback.handleCallback,

    /** The one save path's REST side, for callers that hold credentials already (imports, tests). */
    saveCredentials: deps.saver.saveCredentials,
  };
}

/** The connect flow's interface. */
export type ConnectFlow = ReturnType<typeof createConnectFlow>;
