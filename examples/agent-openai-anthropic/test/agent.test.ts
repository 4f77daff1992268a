import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("examples/agent-openai-anthropic", () => {
  it("runs with its one command: each SDK's model calls the plugin tool and answers from its result", async () => {
    const env = { ...process.env };
    for (const name of ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "PLUGBOARD_URL"]) delete env[name];
    const { stdout } = await promisify(execFile)("pnpm", ["start"], { cwd: fileURLToPath(new URL("..", import.meta.url)), env, timeout: 150_000 });
    // The scripted models only know the forecast from the tool result Plugboard returned.
    expect(stdout).toContain("chat completions: Paris: sunny, up to 23°C.");
    expect(stdout).toContain("responses: Paris: sunny, up to 23°C.");
    expect(stdout).toContain("anthropic: Paris: sunny, up to 23°C.");
  });
});
