import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("examples/agent-tool-search", () => {
  it("runs with its one command: a scripted model finds the forecast tool among thousands and calls it", async () => {
    const env = { ...process.env };
    delete env.OPENAI_API_KEY;
    delete env.PLUGBOARD_URL;
    const { stdout } = await promisify(execFile)("pnpm", ["start"], { cwd: fileURLToPath(new URL("..", import.meta.url)), env, timeout: 170_000 });
    expect(stdout).toMatch(/catalog: 2001 tools in 21 apps/);
    expect(stdout).toContain("tools given to the model: search_tools, execute_tool, connect");
    expect(stdout).toContain('tool call: search_tools {"query":"weather forecast for a city"}');
    expect(stdout).toContain('tool call: execute_tool {"tool":"weather/GET_FORECAST","params":{"city":"Paris","days":2}}');
    expect(stdout).toContain("Paris: sunny, up to 23°C.");
  }, 180_000);
});
