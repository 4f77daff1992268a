import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("pnpm start (the README's one command)", () => {
  it("serves the MCP endpoint with its 401 challenge and the protected-resource metadata", async () => {
    const port = String(42_000 + (process.pid % 4_000));
    const child = spawn("pnpm", ["start"], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      env: { ...process.env, PORT: port },
      detached: true,
    });
    try {
      let output = "";
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk) => {
          output += chunk;
          if (output.includes("Authorization server metadata")) resolve();
        });
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect(output).toContain(`MCP endpoint (plugin mcpConfig.serverUrl): http://127.0.0.1:${port}/mcp`);
      const challenge = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} }),
      });
      expect(challenge.status).toBe(401);
      expect(challenge.headers.get("www-authenticate")).toMatch(/^Bearer realm="mcp".*resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource"/);
      const metadata = await fetch(`http://127.0.0.1:${port}/.well-known/oauth-protected-resource`);
      expect(await metadata.json()).toMatchObject({ resource: `http://127.0.0.1:${port}/mcp`, authorization_servers: [`http://127.0.0.1:${port}`] });
    } finally {
      process.kill(-child.pid!, "SIGTERM");
    }
  });
});
