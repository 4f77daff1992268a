import { hasErrorMarker } from "@plugboard/core/errors";
import { describe, expect, it } from "vitest";
import * as server from "../index.js";
import { McpDiscoveryError } from "../services/mcp-upstream/discover-mcp-server.js";
import { McpOAuthError } from "../services/mcp-upstream/create-mcp-oauth.js";
import { PrivateNetworkError } from "../infra/private-network-guard.js";
import { ResponseTooLargeError } from "../outbound/response-too-large-error.js";
import { StoreError } from "../store/store-error.js";
import { ServiceError } from "./service-error.js";

type Branded = { isInstance(value: unknown): boolean };

/** One instance of each error class of the server, exported or internal (a new one must be added here). */
const EXAMPLES: Record<string, [Branded, () => Error]> = {
  ServiceError: [ServiceError, () => new ServiceError("not_found", "No approved plugin named \"github\"")],
  SettingsError: [server.SettingsError, () => new server.SettingsError("PORT", "must be a port number")],
  StoreError: [StoreError, () => new StoreError("database_unreachable", "Cannot reach PostgreSQL")],
  PrivateNetworkError: [PrivateNetworkError, () => new PrivateNetworkError("10.0.0.1")],
  McpOAuthError: [McpOAuthError, () => new McpOAuthError("invalid_grant", "The MCP token refresh was refused")],
  McpDiscoveryError: [McpDiscoveryError, () => new McpDiscoveryError("The MCP server could not be reached")],
  ResponseTooLargeError: [ResponseTooLargeError, () => new ResponseTooLargeError(1024, "The external API response")],
};

describe("ServiceError", () => {
  it("takes its HTTP status from core's ERROR_CODES and its message from there when none is given", () => {
    const error = new ServiceError("conflict");
    expect(error.status).toBe(409);
    expect(error.message).toBe("Conflict");
    expect(error.code).toBe("conflict");
    expect(new ServiceError("not_found", "No tool").status).toBe(404);
  });
});

describe("every error class of the server", () => {
  it("the exported ones are all in the list", () => {
    const exported = Object.entries(server).filter(([, value]) => typeof value === "function" && value.prototype instanceof Error).map(([name]) => name);
    expect(exported.filter((name) => !(name in EXAMPLES))).toEqual([]);
  });

  it.each(Object.entries(EXAMPLES))("%s carries the shared brand @plugboard/server.<name>", (name, [ErrorClass, make]) => {
    const error = make();
    expect(hasErrorMarker(error, `@plugboard/server.${name}`)).toBe(true);
    expect(ErrorClass.isInstance(error)).toBe(true);
    expect(ErrorClass.isInstance(new Error(error.message))).toBe(false);
    const code = (error as Error & { code?: unknown }).code;
    // PrivateNetworkError is raised as a socket error too, where Node's errno convention (EPRIVATE) applies.
    if (code !== undefined && name !== "PrivateNetworkError") expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
