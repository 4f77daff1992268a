import { describe, expect, it } from "vitest";
import { redactTokenPaths, TOKEN_PAGE_PATHS } from "./redact-token-paths.js";

describe("redactTokenPaths", () => {
  const redact = redactTokenPaths([...TOKEN_PAGE_PATHS, "/api/v1/plugins/{slug}/mcp-client", "/api/v1/invites/{inviteToken}/accept", "/api/v1/webhooks/{id}"]);

  it("replaces a credential in the path by its parameter name, however Express would still route it", () => {
    expect(redact("/approve/eyJ.secret-approval")).toBe("/approve/:token");
    expect(redact("/APPROVE/eyJ.secret-approval")).toBe("/APPROVE/:token");
    expect(redact("//approve//eyJ.secret-approval/")).toBe("//approve//:token/");
    expect(redact("/%61pprove/eyJ.secret-approval")).toBe("/%61pprove/:token");
    expect(redact("/mcp/link-token-1/extra")).toBe("/mcp/:token/extra");
    expect(redact("/api/v1/invites/inv-secret/accept")).toBe("/api/v1/invites/:inviteToken/accept");
  });

  it("keeps paths without a credential parameter as they are", () => {
    expect(redact("/mcp")).toBe("/mcp");
    expect(redact("/api/v1/plugins/github/mcp-client")).toBe("/api/v1/plugins/github/mcp-client");
    expect(redact("/api/v1/webhooks/wh-1")).toBe("/api/v1/webhooks/wh-1");
    expect(redact("/approved/x")).toBe("/approved/x");
  });
});
