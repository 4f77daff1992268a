/**
 * The one table of machine-readable error codes: code → HTTP status → default message.
 * The server answers with `{ error, code }`; the client maps the status back to its error classes.
 * `rate_limited` (429) and `service_unavailable` (503) come with a `Retry-After` header in seconds.
 */
export const ERROR_CODES = {
  invalid_input: { status: 400, message: "Invalid input" },
  invalid_json: { status: 400, message: "Request body is not valid JSON" },
  invalid_return_url: { status: 400, message: "Invalid return URL" },
  invalid_oauth_state: { status: 400, message: "The OAuth state is invalid or has expired; start the connection again" },
  invalid_connect_token: { status: 400, message: "The connect link is invalid or has expired; ask the app for a new link" },
  connect_link_used: { status: 410, message: "This connect link was already used to connect the account; ask the app for a new link to connect again" },
  mcp_unavailable: { status: 400, message: "MCP connections are not available for this plugin" },
  unauthorized: { status: 401, message: "Unauthorized" },
  forbidden: { status: 403, message: "Forbidden" },
  insufficient_scope: {
    status: 403,
    message: "The provider kept refusing the connection's scopes after the user authorized them again; the account may not be allowed them",
  },
  email_not_verified: {
    status: 403,
    message: "Sign-in refused: the identity provider has not verified this e-mail address (email_verified is not true); verify it with the provider, then sign in again",
  },
  not_found: { status: 404, message: "Not found" },
  conflict: { status: 409, message: "Conflict" },
  connection_required: { status: 409, message: "The user has no connection to this plugin" },
  reauthorization_required: { status: 409, message: "The connection must be authorized again" },
  already_connected: { status: 409, message: "The user's account at this plugin is connected; no connect link is needed" },
  payload_too_large: { status: 413, message: "Request body is too large: 1 MB at most (20 MB for an OpenAPI import)" },
  unsupported_media_type: { status: 415, message: "Send the body as application/json" },
  rate_limited: { status: 429, message: "Too many tool executions in flight; retry after the delay in Retry-After" },
  upstream_failed: { status: 502, message: "The external API call failed" },
  internal: { status: 500, message: "Internal server error" },
  service_unavailable: { status: 503, message: "The service is temporarily unavailable; retry after the delay in Retry-After" },
} as const satisfies Record<string, { status: number; message: string }>;

/** A machine-readable error code. */
export type ErrorCode = keyof typeof ERROR_CODES;
