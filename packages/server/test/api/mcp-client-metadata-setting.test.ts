import { describe, expect, it } from "vitest";
import { resolveClientMetadataUrl } from "../../src/services/mcp-upstream/mcp-client-metadata.js";
import { loadSettings } from "../../src/settings/load-settings.js";

const env = { NODE_ENV: "test", ENCRYPTION_KEY: "0f".repeat(32), DATA_DIR: "/tmp/plugboard-settings-test" };

describe("PLUGBOARD_MCP_CLIENT_METADATA_URL", () => {
  it("takes an https URL with a path, or off; anything else stops the start naming the setting", () => {
    expect(loadSettings(env).mcpClientMetadataUrl).toBeUndefined();
    expect(loadSettings({ ...env, PLUGBOARD_MCP_CLIENT_METADATA_URL: "https://cdn.example.com/plugboard/client.json" }).mcpClientMetadataUrl).toBe(
      "https://cdn.example.com/plugboard/client.json",
    );
    expect(loadSettings({ ...env, PLUGBOARD_MCP_CLIENT_METADATA_URL: "off" }).mcpClientMetadataUrl).toBeNull();
    for (const bad of ["http://plugboard.example.com/client.json", "https://plugboard.example.com/", "client.json"]) {
      expect(() => loadSettings({ ...env, PLUGBOARD_MCP_CLIENT_METADATA_URL: bad })).toThrow(/PLUGBOARD_MCP_CLIENT_METADATA_URL/);
    }
  });

  it("defaults to the document under an https BASE_URL, and to none under http", () => {
    expect(resolveClientMetadataUrl("https://pb.example.com", undefined)).toBe("https://pb.example.com/api/v1/oauth/client-metadata.json");
    expect(resolveClientMetadataUrl("http://localhost:3000", undefined)).toBeNull();
    expect(resolveClientMetadataUrl("https://pb.example.com", null)).toBeNull();
    expect(() => resolveClientMetadataUrl("https://pb.example.com", "http://pb.example.com/x.json")).toThrow(/https/);
  });
});
