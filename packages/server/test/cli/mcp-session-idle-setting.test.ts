import { describe, expect, it } from "vitest";
import { loadSettings } from "../../src/settings/load-settings.js";
import { run } from "../helpers/run-cli.js";

const env = { NODE_ENV: "test", ENCRYPTION_KEY: "0f".repeat(32), DATA_DIR: "/tmp/plugboard-settings-test" };

describe("PLUGBOARD_MCP_SESSION_IDLE_S", () => {
  it("sets how long an idle upstream MCP session is kept, in seconds; unset keeps createPlugboard's default", () => {
    expect(loadSettings(env).mcpSessionIdleMs).toBeUndefined();
    expect(loadSettings({ ...env, PLUGBOARD_MCP_SESSION_IDLE_S: "45" }).mcpSessionIdleMs).toBe(45_000);
    expect(loadSettings({ ...env, PLUGBOARD_MCP_SESSION_IDLE_S: "" }).mcpSessionIdleMs).toBeUndefined();
    for (const bad of ["0", "-5", "1.5", "soon", "5m"]) {
      expect(() => loadSettings({ ...env, PLUGBOARD_MCP_SESSION_IDLE_S: bad })).toThrow(/^PLUGBOARD_MCP_SESSION_IDLE_S: must be a positive number of seconds/);
    }
  });

  it("plugboard serve stops on a bad value with one line naming it", { timeout: 60_000 }, async () => {
    const result = await run(["serve"], { ...env, PORT: "0", PLUGBOARD_MCP_SESSION_IDLE_S: "soon" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^plugboard: PLUGBOARD_MCP_SESSION_IDLE_S: must be a positive number of seconds$/)]);
  });
});
