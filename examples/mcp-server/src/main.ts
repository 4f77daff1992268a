// Runs the example MCP server: `pnpm --filter @plugboard/example-mcp-server start`.
// Settings (environment): PORT (3001), HOST (127.0.0.1), PUBLIC_URL (https origin behind a TLS proxy),
// REQUIRE_AUTH, AUTO_APPROVE, STREAMABLE_HTTP, LEGACY_SSE, DYNAMIC_REGISTRATION, ROTATE_REFRESH_TOKENS ("false" to turn off).
import { startExampleMcpServer } from "./start-example-mcp-server.js";

const flag = (name: string) => process.env[name]?.toLowerCase() !== "false" && process.env[name] !== "0";

const options = {
  port: Number(process.env.PORT ?? 3001),
  host: process.env.HOST ?? "127.0.0.1",
  publicUrl: process.env.PUBLIC_URL || undefined,
  requireAuth: flag("REQUIRE_AUTH"),
  autoApprove: flag("AUTO_APPROVE"),
  streamableHttp: flag("STREAMABLE_HTTP"),
  legacySse: flag("LEGACY_SSE"),
  dynamicRegistration: flag("DYNAMIC_REGISTRATION"),
  rotateRefreshTokens: flag("ROTATE_REFRESH_TOKENS"),
};
const server = await startExampleMcpServer(options).catch((error: unknown) => {
  console.error(`example-mcp-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`Example MCP server on ${server.url}${options.requireAuth ? "" : " (authorization OFF)"}`);
console.log(`  MCP endpoint (plugin mcpConfig.serverUrl): ${server.mcpUrl}`);
if (options.legacySse) console.log(`  Legacy SSE stream: ${server.sseUrl} (also GET ${server.mcpUrl}); messages: ${server.url}/messages?sessionId=<id>`);
console.log(`  Protected resource metadata: ${server.url}/.well-known/oauth-protected-resource`);
console.log(`  Authorization server metadata: ${server.url}/.well-known/oauth-authorization-server`);
console.log(`  Consent: ${options.autoApprove ? "auto-approved" : "consent page"}; tools: echo, add, whoami, fail, get-time, text.reverse`);

const shutdown = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
