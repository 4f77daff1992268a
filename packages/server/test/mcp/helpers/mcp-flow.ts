import { expect } from "vitest";
import type { TestPlugboard } from "../../helpers/start-plugboard.js";

/** The app's return URL in MCP tests. */
export const RETURN = "https://app.example/connected?tab=mcp";

/** Registers and approves an MCP plugin through the public API; returns its id. */
export function createMcpPlugin(pb: TestPlugboard, slug: string, mcpConfig: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<string> {
  return pb.createApprovedPlugin({ slug, name: `MCP ${slug}`, toolSource: "mcp", mcpConfig, ...extra });
}

/** `POST /api/v1/connections/initiate` with `connectionType: "mcp"`; returns the authorization URL. */
export async function initiateMcp(pb: TestPlugboard, slug: string, userId: string, extra: Record<string, unknown> = {}): Promise<URL> {
  const { status, body } = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: slug, connectionType: "mcp", redirectUrl: RETURN, ...extra });
  expect(status, JSON.stringify(body)).toBe(200);
  return new URL(body.connectUrl);
}

/**
 * Drives an MCP authorization like a browser would: follows the authorization URL (the server
 * approves at once and redirects to Plugboard's callback) and the callback's redirect, and returns
 * the final return URL with its `status`.
 */
export async function followAuthorization(authorizationUrl: URL): Promise<URL> {
  const authorize = await fetch(authorizationUrl, { redirect: "manual" });
  expect(authorize.status, await authorize.clone().text()).toBe(302);
  const callback = new URL(authorize.headers.get("location")!);
  expect(callback.pathname).toBe("/api/v1/oauth/callback");
  const back = await fetch(callback, { redirect: "manual" });
  expect(back.status).toBe(302);
  return new URL(back.headers.get("location")!);
}

/** Initiates and completes an MCP connection; asserts the app is told `status=success`. */
export async function connectMcp(pb: TestPlugboard, slug: string, userId: string): Promise<URL> {
  const authorizationUrl = await initiateMcp(pb, slug, userId);
  const landed = await followAuthorization(authorizationUrl);
  expect(Object.fromEntries(landed.searchParams), landed.href).toMatchObject({ status: "success" });
  expect(landed.origin + landed.pathname).toBe("https://app.example/connected");
  return authorizationUrl;
}

/** `POST /api/v1/tools/execute`. */
export function execute(pb: TestPlugboard, userId: string, tool: string, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return pb.api("POST", "/api/v1/tools/execute", { userId, tool, params, ...extra });
}
