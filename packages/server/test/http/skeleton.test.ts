import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../src/http/security-headers.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";

describe("HTTP skeleton", () => {
  let pb: TestPlugboard;
  beforeAll(async () => {
    pb = await startPlugboard(await openTestDatabase());
  });
  afterAll(async () => {
    await pb?.close();
  });

  const expectSecurityHeaders = (headers: Headers) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value);
  };

  it("sends the six security headers with their exact values", () => {
    expect(SECURITY_HEADERS).toEqual({
      "Content-Security-Policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self' https:; frame-ancestors 'none'",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    });
  });

  it("puts them on 200, 401, 404, 413 and 204 responses", async () => {
    const ok = await pb.api("GET", "/health");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ok" });
    expectSecurityHeaders(ok.headers);

    const unauthorized = await pb.api("GET", "/api/v1/plugins", undefined, { apiKey: null });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toMatchObject({ error: "Unauthorized" });
    expectSecurityHeaders(unauthorized.headers);

    const missing = await pb.api("GET", "/no/such/route");
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBeTypeOf("string");
    expectSecurityHeaders(missing.headers);

    const large = await pb.api("POST", "/api/v1/submissions", JSON.stringify({ pad: "x".repeat(1024 * 1024 + 10) }));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: "payload_too_large" });
    expectSecurityHeaders(large.headers);

    const preflight = await fetch(pb.url + "/api/v1/tools/execute", {
      method: "OPTIONS",
      headers: { origin: "https://agent.example", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expectSecurityHeaders(preflight.headers);
  });

  it("answers 401 for a missing, malformed or unknown API key", async () => {
    for (const authorization of [undefined, "Basic abc", "Bearer", "Bearer nk_unknown_key_0123456789", "Bearer not-an-nk-key"]) {
      const response = await fetch(pb.url + "/api/v1/plugins", { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(await response.json()).toMatchObject({ error: "Unauthorized" });
    }
    const ok = await pb.api("GET", "/api/v1/plugins");
    expect(ok.status).toBe(200);
  });

  it("asks for a key before saying a path or method under /api/v1 does not exist", async () => {
    for (const [method, path] of [["GET", "/api/v1/no-such-route"], ["PUT", "/api/v1/tools/execute"]] as const) {
      const anonymous = await pb.api(method, path, method === "GET" ? undefined : {}, { apiKey: null });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const known = await pb.api(method, path, method === "GET" ? undefined : {});
      expect(known.status, `${method} ${path}`).toBe(404);
    }
    // Documented as open: no key needed.
    expect((await pb.api("GET", "/api/v1/openapi.json", undefined, { apiKey: null })).status).toBe(200);
  });

  it("refuses malformed JSON with 400 and no stack trace", async () => {
    const response = await pb.api("POST", "/api/v1/connections", '{"userId": "u1",');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "invalid_json" });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it("reads a JSON body the same way whether it comes plain, with a BOM, chunked or gzip-compressed, and refuses a scalar or a broken one", async () => {
    const body = JSON.stringify({ userId: "alice", tool: "NO_SUCH_TOOL" });
    const execute = (payload: BodyInit, headers: Record<string, string> = {}) =>
      fetch(pb.url + "/api/v1/tools/execute", {
        method: "POST",
        headers: { authorization: `Bearer ${pb.apiKey}`, "content-type": "application/json", ...headers },
        body: payload,
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        controller.enqueue(new TextEncoder().encode(body.slice(10)));
        controller.close();
      },
    });
    const { gzipSync } = await import("node:zlib");
    // Each reaches the tool lookup: the body was read and checked.
    for (const [name, answer] of [
      ["plain", await execute(body)],
      ["with a BOM", await execute("\uFEFF" + body)],
      ["with leading whitespace", await execute(" \n" + body)],
      ["charset=UTF-8", await execute(body, { "content-type": "application/json; charset=UTF-8" })],
      ["chunked", await fetch(pb.url + "/api/v1/tools/execute", { method: "POST", headers: { authorization: `Bearer ${pb.apiKey}`, "content-type": "application/json" }, body: chunked, duplex: "half" } as RequestInit).then(async (response) => ({ status: response.status, body: await response.json() }))],
      ["gzip", await execute(new Blob([gzipSync(body)]), { "content-encoding": "gzip" })],
    ] as const) {
      expect(answer, name).toMatchObject({ status: 404, body: { code: "not_found" } });
    }
    for (const payload of ["123", '"text"', ' {"userId": "alice",', "{\"userId\": \"alice\"}}"]) {
      const answer = await execute(payload);
      expect(answer, payload).toMatchObject({ status: 400, body: { code: "invalid_json" } });
    }
    expect(await execute(body, { "content-type": "application/json; charset=latin1" })).toMatchObject({ status: 415, body: { code: "unsupported_media_type" } });
  });

  it.each([
    ["/api/v1/plugins", "https://agent.example", "*", null, "GET, POST, PUT, PATCH, DELETE, OPTIONS"],
    ["/api/dashboard/plugins", "https://evil.example", null, null, "GET, POST, PUT, DELETE, OPTIONS"],
    ["/api/connect/submit", "https://evil.example", null, null, "GET, POST, OPTIONS"],
    ["/api/auth/session", "https://evil.example", null, null, "GET, POST, OPTIONS"],
  ])("CORS preflight on %s from %s", async (path, origin, allowOrigin, allowCredentials, methods) => {
    const response = await fetch(pb.url + path, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(allowOrigin);
    expect(response.headers.get("access-control-allow-credentials")).toBe(allowCredentials);
    expect(response.headers.get("access-control-allow-methods")).toBe(methods);
    expect(await response.text()).toBe("");
  });

  it.each([
    ["/api/dashboard/plugins", "true"],
    ["/api/connect/submit", "true"],
    ["/api/auth/session", null],
  ])("same-origin groups echo only the service's own origin (%s)", async (path, credentials) => {
    const response = await fetch(pb.url + path, { method: "OPTIONS", headers: { origin: pb.url, "access-control-request-method": "POST" } });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(pb.url);
    expect(response.headers.get("access-control-allow-credentials")).toBe(credentials);
  });

  it("allows any origin without credentials on /api/v1 responses", async () => {
    const response = await pb.api("GET", "/api/v1/plugins", undefined, { headers: { origin: "https://agent.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("production error messages", () => {
  let pb: TestPlugboard;
  beforeAll(async () => {
    pb = await startPlugboard(await openTestDatabase(), { production: true });
  });
  afterAll(async () => {
    await pb?.close();
  });

  it("answers with the generic message of the code, never internal text", async () => {
    const response = await pb.api("DELETE", "/api/v1/connections", { userId: "u1", plugin: "nothing-here" });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Not found", code: "not_found" });
  });

  it("keeps validation details, which name the fields", async () => {
    const response = await pb.api("POST", "/api/v1/connections", { userId: "" });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Invalid input");
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(expect.arrayContaining(["userId", "plugin", "authMethod", "credentials"]));
  });
});

describe("request logs", () => {
  it("writes one JSON line per request without the query string", async () => {
    const pb = await startPlugboard(await openTestDatabase());
    try {
      await pb.api("GET", "/api/v1/connections?userId=u1&secret=hunter2");
      await new Promise((resolve) => setTimeout(resolve, 50)); // the line is written when the response finishes
      const lines = pb.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      const entry = lines.find((line) => line.message === "request" && line.path === "/api/v1/connections");
      expect(entry).toMatchObject({ level: "info", method: "GET", status: 200 });
      expect(typeof entry?.durationMs).toBe("number");
      expect(pb.logs.join("\n")).not.toContain("hunter2");
    } finally {
      await pb.close();
    }
  });
});
