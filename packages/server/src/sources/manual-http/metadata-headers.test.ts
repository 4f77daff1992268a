import { describe, expect, it } from "vitest";
import { OAuth2ConfigSchema, type AuthMethodConfig } from "@plugboard/core";
import { ServiceError } from "../../errors/service-error.js";
import { metadataHeaderNames, metadataHeaders } from "./metadata-headers.js";

const oauth = (extra: Record<string, unknown>): AuthMethodConfig => ({
  type: "oauth2",
  config: OAuth2ConfigSchema.parse({ authorize_url: "https://login.example.com/authorize", token_url: "https://login.example.com/token", client_id: "c", ...extra }),
});

describe("headers from a connection's metadata (Xero's tenant)", () => {
  const method = oauth({ metadata_headers: { "xero-tenant-id": "tenantId" } });

  it("sends the kept metadata value in the named header", () => {
    expect(metadataHeaders(method, { tenantId: "fe79f7dd-b6d4-4a92-ba7b-538af6289c58" })).toEqual({ "xero-tenant-id": "fe79f7dd-b6d4-4a92-ba7b-538af6289c58" });
    expect(metadataHeaderNames(method)).toEqual(["xero-tenant-id"]);
  });

  it("answers 409 naming the header when the connection keeps no such metadata", () => {
    let thrown: unknown;
    try {
      metadataHeaders(method, {});
    } catch (error) {
      thrown = error;
    }
    expect(ServiceError.isInstance(thrown) && thrown.code).toBe("conflict");
    expect((thrown as Error).message).toContain("xero-tenant-id");
  });

  it("adds nothing for a method without metadata headers, or another method type", () => {
    expect(metadataHeaders(oauth({}), { tenantId: "t" })).toEqual({});
    expect(metadataHeaders({ type: "bearer_token", config: { header_name: "Authorization", header_prefix: "Bearer" } }, null)).toEqual({});
    expect(metadataHeaders(null, null)).toEqual({});
  });

  it("refuses a metadata header that would replace the token's Authorization header", () => {
    expect(OAuth2ConfigSchema.safeParse({ token_url: "https://x.example/t", authorize_url: "https://x.example/a", client_id: "c", metadata_headers: { Authorization: "tenantId" } }).success).toBe(false);
  });
});
