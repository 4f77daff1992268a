import { compileUrlTemplate, refreshGrantFor, UrlTemplateError } from "@plugboard/core/server";
import type { PlugboardContext } from "../../context.js";
import { revocableTokens, type CredentialProtocol } from "../credentials/credential-protocol.js";
import { connectionTokenRequest, tokenParseOptions, tokenValues } from "./connection-token-request.js";
import { openOAuthClient } from "./oauth-client.js";
import { createOAuthStore } from "./oauth-store.js";
import { sendTokenRequest } from "./send-token-request.js";

/**
 * How REST OAuth credentials are renewed and revoked, for the credential lifecycle: the refresh request
 * (`grant_type=refresh_token`, or the client's own credentials for a `client_credentials` method) goes
 * to the plugin's oauth2 method's `token_url` (its `{{config.x}}` filled from the connection) with the
 * method's client authentication; revocation to its `revokeUrl`. Only an approved, active plugin's
 * method is used: a `token_url` changed by an edit waits for review like the rest.
 */
export function createRestCredentialProtocol(context: Pick<PlugboardContext, "prisma" | "cipher" | "fetch">, deps: { now?: () => number } = {}): CredentialProtocol {
  const now = deps.now ?? Date.now;
  const { cipher } = context;
  const store = createOAuthStore(context);
  return {
    source: "rest",

    async requestRefresh({ holder, stored, tx }) {
      const fail = (reason: string) => ({ ok: false as const, reason });
      const method = holder.authMethodId ? await store.approvedAuthMethod(holder.authMethodId, tx) : null;
      if (holder.authMethodId && !method) return fail("The plugin is not approved (or its auth method is gone): its OAuth settings are not used");
      if (method?.type !== "oauth2") return fail("The connection does not use an oauth2 auth method");
      let client: ReturnType<typeof openOAuthClient>;
      try {
        client = openOAuthClient(cipher, method.config);
      } catch {
        return fail("The plugin's OAuth client is misconfigured");
      }
      const grant = refreshGrantFor(client.config, stored.values);
      if (!grant) return { ok: false, refused: "no_grant", reason: "The access token expired and there is no refresh token" };
      let request;
      try {
        request = connectionTokenRequest(client, grant, holder.connectionConfig);
      } catch (error) {
        if (!UrlTemplateError.isInstance(error)) throw error;
        return fail(`The token URL cannot be built: ${error.message}`);
      }
      const response = await sendTokenRequest(context.fetch, request, { now, parse: tokenParseOptions(client, "refresh") });
      if (!response.ok) {
        if (response.error === "invalid_grant") return { ok: false, refused: "invalid_grant", reason: "The refresh token was refused (invalid_grant)" };
        return fail(`Token refresh failed: ${response.error}`);
      }
      const rotation = client.config.refresh_token_rotation === true;
      return { ok: true, values: tokenValues(response, stored.values, { rotation }), expiresAt: response.expiresAt ?? null };
    },

    revocation(stored, { authMethod, connectionConfig }) {
      if (authMethod?.type !== "oauth2") return null;
      const { config, client } = openOAuthClient(cipher, authMethod.config);
      if (!config.revokeUrl) return null;
      // `{{config.x}}` in the revocation URL (Salesforce's environment host) comes from the deleted connection.
      const url = compileUrlTemplate(config.revokeUrl).expand({ config: stringValues(connectionConfig) });
      return { url, client, tokens: revocableTokens(stored.values) };
    },
  };
}

/** A stored `connectionConfig` as string values (anything else is left out). */
function stringValues(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
