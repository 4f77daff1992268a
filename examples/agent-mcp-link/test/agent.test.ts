import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("examples/agent-mcp-link", () => {
  it("runs with its one command: the AI SDK's MCP client calls the tool through a Plugboard link", async () => {
    const env = { ...process.env };
    delete env.OPENAI_API_KEY;
    delete env.PLUGBOARD_URL;
    const { stdout } = await promisify(execFile)("pnpm", ["start"], { cwd: fileURLToPath(new URL("..", import.meta.url)), env, timeout: 80_000 });
    expect(stdout).toContain("Paris: sunny, up to 23°C.");
    expect(stdout).toContain('tool call: GET_FORECAST {"city":"Paris","days":2}');
    expect(stdout).not.toMatch(/\/mcp\/pbm_/);
  });
});
