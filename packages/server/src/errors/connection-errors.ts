import { ServiceError } from "./service-error.js";

/** Which side of a connection a tool needs: the REST credentials or the MCP tokens. */
export type ConnectionSide = "rest" | "mcp";

function initiateHint(userId: string, pluginSlug: string, side: ConnectionSide): string {
  return `POST /api/v1/connections/initiate { "userId": "${userId}", "plugin": "${pluginSlug}"${side === "mcp" ? ', "connectionType": "mcp"' : ""} }`;
}

/**
 * The 409 `connection_required` for a user who has no usable connection to a plugin yet: it says how
 * to connect them (an MCP connection names `connectionType: "mcp"`). It names the plugin (`extra.plugin`), so
 * the execution pipeline can add the user's `connectUrl`.
 *
 * @example
 * throw connectionRequired("user_1", "github", "rest");
 */
export function connectionRequired(userId: string, pluginSlug: string, side: ConnectionSide): ServiceError {
  return new ServiceError(
    "connection_required",
    side === "mcp"
      ? `User "${userId}" has no MCP connection to plugin "${pluginSlug}". Connect them first with ${initiateHint(userId, pluginSlug, side)}.`
      : `User "${userId}" has no connection to plugin "${pluginSlug}". Connect them first with ${initiateHint(userId, pluginSlug, side)} (or POST /api/v1/connections with credentials).`,
    { extra: { plugin: pluginSlug } },
  );
}

/**
 * The 409 `reauthorization_required` every path answers once a provider refused a connection's grant
 * (`needs_reauth`): the user must go through authorization again. `reason` says what happened (MCP).
 *
 * @example
 * throw reauthorizationRequired("user_1", "linear", "mcp", "The MCP server refused the refresh token (invalid_grant)");
 */
export function reauthorizationRequired(userId: string, pluginSlug: string, side: ConnectionSide, reason?: string): ServiceError {
  return new ServiceError(
    "reauthorization_required",
    side === "mcp"
      ? `${reason ?? "The MCP authorization was refused"}: the MCP connection of user "${userId}" to plugin "${pluginSlug}" must be authorized again — start a new flow with ${initiateHint(userId, pluginSlug, side)}.`
      : `The connection of user "${userId}" to plugin "${pluginSlug}" must be authorized again: start a new flow with POST /api/v1/connections/initiate.`,
    { extra: { plugin: pluginSlug } },
  );
}
