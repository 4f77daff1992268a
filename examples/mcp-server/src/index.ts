/**
 * `@plugboard/example-mcp-server`: a reference remote MCP server with OAuth 2.1 + PKCE that plugin authors copy
 * and Plugboard's end-to-end tests run against. See README.md.
 */
export {
  startExampleMcpServer,
  type ExampleMcpServer,
  type ExampleMcpServerOptions,
  type ExampleMcpServerStats,
} from "./start-example-mcp-server.js";
export { type StaticClient, type TokenEndpointAuthMethod, TOKEN_ENDPOINT_AUTH_METHODS } from "./auth/example-clients-store.js";
export { AUTH_PATHS } from "./auth/create-auth-router.js";
export { MCP_PATHS } from "./mcp/create-mcp-router.js";
export { TOOL_NAMES, type WhoamiResult } from "./mcp/create-tools-server.js";
export { CALL_SCOPE, READ_SCOPE, SUPPORTED_SCOPES } from "./scopes.js";
export { ALLOW_INSECURE_HTTP_ENV } from "./transport-security.js";
