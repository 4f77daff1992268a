import { ServiceError } from "./service-error.js";

/** Which side of a connection a tool needs: the REST credentials or the MCP tokens. */
export type ConnectionSide = "rest" | "mcp";

function initiateHint(userId: string, pluginSlug: string, side: ConnectionSide, accountLabel?: string): string {
  const label = accountLabel !== undefined ? `, "accountLabel": ${JSON.stringify(accountLabel)}` : "";
  return `POST /api/v1/connections/initiate { "userId": "${userId}", "plugin": "${pluginSlug}"${label}${side === "mcp" ? ', "connectionType": "mcp"' : ""} }`;
}

const accountOf = (accountLabel: string | undefined) => (accountLabel !== undefined ? ` (account "${accountLabel}")` : "");

/**
 * The 409 `connection_required` for a user who has no usable connection to a plugin yet (or no account
 * of that label): it says how to connect them (an MCP connection names `connectionType: "mcp"`). It
 * names the plugin (`extra.plugin`) and the account asked for (`extra.accountLabel`), so the execution
 * pipeline can add the user's `connectUrl` for that account.
 *
 * @example
 * throw connectionRequired("user_1", "github", "rest");
 */
export function connectionRequired(
  userId: string,
  pluginSlug: string,
  side: ConnectionSide,
  accountLabel?: string,
  challenge?: { authorize: boolean; requiredScopes: readonly string[] },
): ServiceError {
  const account = accountOf(accountLabel);
  // An MCP server that challenged a request: the connect link must authorize even if it looked open.
  const asked = challenge?.authorize ? { authorize: true, ...(challenge.requiredScopes.length > 0 ? { requiredScopes: [...challenge.requiredScopes] } : {}) } : {};
  return new ServiceError(
    "connection_required",
    side === "mcp"
      ? `User "${userId}" has no MCP connection to plugin "${pluginSlug}"${account}. Connect them first with ${initiateHint(userId, pluginSlug, side, accountLabel)}.`
      : `User "${userId}" has no connection to plugin "${pluginSlug}"${account}. Connect them first with ${initiateHint(userId, pluginSlug, side, accountLabel)} (or POST /api/v1/connections with credentials).`,
    { extra: { plugin: pluginSlug, ...(accountLabel !== undefined ? { accountLabel } : {}), ...asked } },
  );
}

/**
 * The 409 `reauthorization_required` every path answers once a provider refused a connection's grant
 * (`needs_reauth`): the user must go through authorization again. `reason` says what happened (MCP).
 *
 * @example
 * throw reauthorizationRequired("user_1", "linear", "mcp", "The MCP server refused the refresh token (invalid_grant)");
 */
export function reauthorizationRequired(userId: string, pluginSlug: string, side: ConnectionSide, reason?: string, accountLabel?: string): ServiceError {
  const account = accountOf(accountLabel);
  return new ServiceError(
    "reauthorization_required",
    side === "mcp"
      ? `${reason ?? "The MCP authorization was refused"}: the MCP connection of user "${userId}" to plugin "${pluginSlug}"${account} must be authorized again — start a new flow with ${initiateHint(userId, pluginSlug, side, accountLabel)}.`
      : `${reason !== undefined ? `${reason}: t` : "T"}he connection of user "${userId}" to plugin "${pluginSlug}"${account} must be authorized again: start a new flow with ${initiateHint(userId, pluginSlug, side, accountLabel)}.`,
    { extra: { plugin: pluginSlug, ...(accountLabel !== undefined ? { accountLabel } : {}) } },
  );
}

/**
 * The 409 `reauthorization_required` of scope step-up: the server refused the connection's token for
 * a request with `403 insufficient_scope` naming `requiredScopes`; the user authorizes again for the
 * union of the scopes the connection has and those (the connect link asks for them).
 *
 * @example
 * throw scopeStepUpRequired("user_1", "linear", "mcp", { requiredScopes: ["read", "write"] });
 */
export function scopeStepUpRequired(
  userId: string,
  pluginSlug: string,
  side: ConnectionSide,
  scopes: { requiredScopes: readonly string[]; missingScopes?: readonly string[] },
  accountLabel?: string,
): ServiceError {
  const missing = scopes.missingScopes ?? scopes.requiredScopes;
  const error = reauthorizationRequired(userId, pluginSlug, side, `The ${side === "mcp" ? "MCP server" : "provider"} requires more scopes (${missing.join(" ")})`, accountLabel);
  return new ServiceError(error.code, error.message, {
    extra: { ...error.extra, requiredScopes: [...scopes.requiredScopes], missingScopes: [...missing] },
  });
}

/**
 * The 403 `insufficient_scope` once the step-up bound is reached: the user authorized these scopes
 * again and again (see `MAX_AUTHORIZATIONS_PER_SCOPE_SET`) and the server still refuses them, so
 * Plugboard stops asking instead of looping.
 */
export function scopesRefused(pluginSlug: string, side: ConnectionSide, requiredScopes: readonly string[]): ServiceError {
  return new ServiceError(
    "insufficient_scope",
    `The ${side === "mcp" ? "MCP server" : "provider"} of plugin "${pluginSlug}" kept refusing the scopes ${requiredScopes.join(" ")} after the user authorized them again; Plugboard stopped asking (retry after 10 minutes, or check that the account may have them).`,
    { extra: { plugin: pluginSlug, requiredScopes: [...requiredScopes] } },
  );
}
