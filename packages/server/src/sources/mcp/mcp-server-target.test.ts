import { describe, expect, it } from "vitest";
import { mcpServerTargetOf } from "./mcp-server-target.js";

describe("mcpServerTargetOf", () => {
  it("reads the server URL and what discovery stored, no secret", () => {
    const target = mcpServerTargetOf({
      id: "p1",
      slug: "linear",
      mcpConfig: { serverUrl: "https://mcp.linear.app/mcp", clientSecret: "sealed", oauthDiscovery: { requiresAuth: true, transport: "sse" } },
    });
    expect(target).toEqual({ id: "p1", slug: "linear", serverUrl: "https://mcp.linear.app/mcp", requiresAuth: true, transport: "sse" });
  });
  it("leaves unknowns unknown, and is null without a server URL", () => {
    expect(mcpServerTargetOf({ id: "p1", slug: "x", mcpConfig: { serverUrl: "https://x/mcp", oauthDiscovery: { transport: "ws" } } })).toMatchObject({ requiresAuth: undefined, transport: undefined });
    expect(mcpServerTargetOf({ id: "p1", slug: "x", mcpConfig: null })).toBeNull();
  });
});
