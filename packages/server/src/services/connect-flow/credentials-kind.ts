import type { AuthMethodType } from "@plugboard/core";
import { CredentialError, normalizeCredentials, parseAuthMethodConfig } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import type { AuditOrigin } from "../audit/audit-log.js";
import { withConnectLinkClaim } from "../connect-sessions/claim-connect-link.js";
import { CONNECT_TOKEN_MAX_AGE_MS, type ConnectTokens } from "../connect-sessions/connect-tokens.js";
import { checkedConnectionConfig } from "../connections/checked-connection-config.js";
import { accountTargetOf, type AccountTarget, type SavedConnection } from "../connections/upsert-connection.js";
import type { ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import { flowRequestId, type ConnectableAuthMethod, type ConnectProtocol } from "./connect-protocol.js";
import type { ConnectionSaver } from "./save-connection.js";

/**
 * The hosted connect page URL of a plugin for one end-user: `/connect/{slug}?token=…`, plus
 * `method=<type>` when the page is limited to one auth method (the token binds the same limit).
 *
 * @example
 * connectPageUrl("https://pb.example", "github", token, "api_key") // "https://pb.example/connect/github?method=api_key&token=…"
 */
export function connectPageUrl(baseUrl: string, slug: string, token: string, method?: AuthMethodType): string {
  const url = new URL(`/connect/${encodeURIComponent(slug)}`, baseUrl);
  if (method) url.searchParams.set("method", method);
  url.searchParams.set("token", token);
  return url.href;
}

/** Credentials a user submitted for one auth method of a plugin (the hosted page, `POST /api/v1/connections`). */
export interface SubmittedCredentials extends AccountTarget {
  developerId: string;
  userId: string;
  plugin: ConnectablePlugin;
  method: ConnectableAuthMethod;
  /** As submitted: checked and normalized for the method's type. */
  credentials: Readonly<Record<string, unknown>>;
  /** Values of the method's `connection_config` fields, checked against their patterns. */
  connectionConfig?: Record<string, string> | undefined;
  /** Non-secret provider values to store (null clears them); kept when undefined. */
  metadata?: Record<string, string> | null | undefined;
  requestId?: string | undefined;
  /** The hosted-page link that submits them: claimed before the save, so it stores at most one connection. */
  connectLinkId?: string | undefined;
  origin?: AuditOrigin | undefined;
}

/**
 * The credential-form kind (API key, bearer token, basic, custom, service account, no auth).
 *
 * - `start` seals a connect token (valid 30 minutes) and returns the hosted page's URL: limited to the
 *   method when `limitToMethod`, else listing every method of the plugin, the other kinds (OAuth, MCP)
 *   included, which the page then starts itself. `connectionConfig` values come pre-filled.
 * - `complete` checks and normalizes the submitted credentials for the method's type (400 naming
 *   `credentials.<field>`) and the `connection_config` values (400 naming `connectionConfig.<field>`),
 *   then stores them on the account, claiming the hosted-page link first when there is one.
 */
export function createCredentialsKind(
  context: Pick<PlugboardContext, "baseUrl" | "prisma">,
  deps: { saver: Pick<ConnectionSaver, "saveCredentials">; connectTokens: ConnectTokens },
): ConnectProtocol<SubmittedCredentials, SavedConnection> {
  return {
    kind: "credentials",

    async start(input) {
      const limit = input.limitToMethod && input.method ? input.method.type : undefined;
      const requestId = await flowRequestId(input, CONNECT_TOKEN_MAX_AGE_MS);
      const token = deps.connectTokens.sign({
        developerId: input.developerId,
        userId: input.userId,
        pluginId: input.plugin.id,
        redirectUrl: input.redirectUrl,
        ...(limit ? { method: limit } : {}),
        ...(requestId ? { requestId } : {}),
        // Pre-filled on the hosted page's config fields; checked when the page submits them.
        ...(input.connectionConfig && Object.keys(input.connectionConfig).length > 0 ? { connectionConfig: input.connectionConfig } : {}),
        ...accountTargetOf(input),
        ...(input.authorize ? { authorize: true } : {}),
        ...(input.scopes && input.scopes.length > 0 ? { scopes: [...input.scopes] } : {}),
      });
      return { url: connectPageUrl(context.baseUrl, input.plugin.slug, token, limit), requestId };
    },

    async complete(input) {
      const { method, plugin } = input;
      let normalized: ReturnType<typeof normalizeCredentials>;
      try {
        normalized = normalizeCredentials(parseAuthMethodConfig(method.type, method.config), input.credentials);
      } catch (error) {
        if (CredentialError.isInstance(error)) throw invalidInput({ [`credentials.${error.field}`]: [error.message] });
        throw error;
      }
      const connectionConfig = checkedConnectionConfig(method, input.connectionConfig, plugin);
      return withConnectLinkClaim(context, input.connectLinkId, new Date(), () =>
        deps.saver.saveCredentials({
          developerId: input.developerId,
          userId: input.userId,
          pluginId: plugin.id,
          ...accountTargetOf(input),
          authMethodId: method.id,
          values: normalized.values,
          expiresAt: normalized.expiresAt,
          requestId: input.requestId,
          connectionConfig,
          ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
          origin: input.origin,
        }),
      );
    },
  };
}
