import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/test-database.js";
import { useDashboardWorld } from "./dashboard-harness.js";

const FOREIGN = "https://evil.example";

describe.each(testDatabases())("dashboard and connect CORS on $name", ({ open }) => {
  const suite = useDashboardWorld(open);


  const preflight = (path: string, origin: string, method = "POST") =>
    fetch(suite.world.pb.url + path, { method: "OPTIONS", headers: { origin, "access-control-request-method": method, "access-control-request-headers": "authorization, content-type" } });

  it("echoes the service's own origin with credentials on dashboard routes", async () => {
    const own = new URL(suite.world.pb.url).origin;
    const response = await suite.world.pb.api("GET", "/api/dashboard/plugins", undefined, { apiKey: suite.world.tokens.creator, headers: { origin: own } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(own);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("gives a foreign origin no Access-Control-Allow-Origin (the browser blocks the read)", async () => {
    const response = await suite.world.pb.api("GET", "/api/dashboard/plugins", undefined, { apiKey: suite.world.tokens.creator, headers: { origin: FOREIGN } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const options = await preflight("/api/dashboard/plugins", FOREIGN);
    expect(options.status).toBe(204);
    expect(options.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers OPTIONS preflights with 204 and the dashboard methods, without reaching the route", async () => {
    const own = new URL(suite.world.pb.url).origin;
    const before = await suite.db.prisma.plugin.count();
    const response = await preflight("/api/dashboard/plugins", own);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-control-allow-origin")).toBe(own);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, DELETE, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/authorization/i);
    expect(await suite.db.prisma.plugin.count()).toBe(before);
  });

  it("applies the same-origin policy to /api/connect/* with GET and POST only", async () => {
    const own = new URL(suite.world.pb.url).origin;
    const response = await preflight("/api/connect/submit", own);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(own);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
    expect((await preflight("/api/connect/submit", FOREIGN)).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("keeps /api/v1 open to any origin without credentials (contrast)", async () => {
    const response = await preflight("/api/v1/plugins", FOREIGN, "GET");
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
