import { parseAuthMethodConfig } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { ServiceError } from "../../errors/service-error.js";
import { checkedConnectionConfig } from "../connections/checked-connection-config.js";
import { accountTargetOf, type SavedConnection } from "../connections/upsert-connection.js";
import { fetchClientCredentialsToken } from "../oauth/client-credentials-token.js";
import type { ConnectProtocol } from "./connect-protocol.js";
import type { SubmittedCredentials } from "./credentials-kind.js";
import type { ConnectionSaver } from "./save-connection.js";

/**
 * The machine-to-machine kind: an oauth2 method whose `grant_type` is `client_credentials` (RFC 6749
 * §4.4) or Zoom's `account_credentials`. No user is redirected, so there is nothing to `start` (a 400
 * naming `authMethod` that says how to connect instead); `complete` (`POST /api/v1/connections`) checks the
 * `connection_config` values, fetches a token with the plugin's own client and stores it on the account.
 *
 * @throws {ServiceError} from `complete`: 502 `upstream_failed` when the token endpoint refuses the grant
 */
export function createClientCredentialsKind(
  context: Pick<PlugboardContext, "cipher" | "fetch">,
  deps: { saver: Pick<ConnectionSaver, "saveCredentials">; now?: () => number },
): ConnectProtocol<SubmittedCredentials, SavedConnection> {
  const now = deps.now ?? Date.now;
  return {
    kind: "client_credentials",

    async start(input) {
      const parsed = input.method ? parseAuthMethodConfig("oauth2", input.method.config) : undefined;
      const grant = parsed?.type === "oauth2" ? parsed.config.grant_type : undefined;
      throw invalidInput({ authMethod: [`this oauth2 method uses the ${grant ?? "client_credentials"} grant: connect with POST /api/v1/connections, no user redirect`] });
    },

    async complete(input) {
      const { method, plugin } = input;
      const connectionConfig = checkedConnectionConfig(method, input.connectionConfig, plugin);
      const parsed = parseAuthMethodConfig(method.type, method.config);
      const grant = parsed.type === "oauth2" ? parsed.config.grant_type : undefined;
      const tokens = await fetchClientCredentialsToken(context, method.config, connectionConfig, now);
      if (!tokens.ok) {
        throw new ServiceError("upstream_failed", `The token endpoint refused the ${grant} grant: ${tokens.error}${tokens.errorDescription ? ` (${tokens.errorDescription})` : ""}`);
      }
      return deps.saver.saveCredentials({
        developerId: input.developerId,
        userId: input.userId,
        pluginId: plugin.id,
        ...accountTargetOf(input),
        authMethodId: method.id,
        values: { access_token: tokens.accessToken, ...(tokens.tokenType ? { token_type: tokens.tokenType } : {}) },
        expiresAt: tokens.expiresAt ?? null,
        requestId: input.requestId,
        connectionConfig,
        metadata: tokens.metadata ?? null,
        origin: input.origin,
      });
    },
  };
}
