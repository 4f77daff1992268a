import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrivateNetworkError } from "../infra/private-network-guard.js";
import { createOutbound } from "./create-outbound.js";
import { authorizationPolicy, mcpAuthorizationPolicy, oidcIssuerPolicy, toolPolicy, type OutboundPolicy } from "./outbound-policy.js";
import { ResponseTooLargeError } from "./response-too-large-error.js";

// A loopback upstream: /redirect → 302 to /ok, /ok → "ok", /big → 4 KB, /silent never answers.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/redirect") return void response.writeHead(302, { location: "/ok" }).end();
    if (request.url === "/big") return void response.writeHead(200, { "content-type": "text/plain" }).end("x".repeat(4096));
    if (request.url === "/silent") return;
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const small = (policy: OutboundPolicy): OutboundPolicy => ({ ...policy, maxResponseBytes: 1000 });

describe.each([
  { path: "fast path", fastPath: true },
  { path: "plain path", fastPath: false },
])("createOutbound's fetch on the $path applies the caller's policy", ({ fastPath }) => {
  const open = createOutbound({ guard: { guardPrivateNetwork: false }, fastPath });
  const guarded = createOutbound({ guard: { guardPrivateNetwork: true }, fastPath });
  afterAll(async () => {
    await open.close();
    await guarded.close();
  });

  it("the private-network guard: a guarded policy is refused loopback, the operator's own URL is not", async () => {
    await expect(guarded.fetch(authorizationPolicy())(`${base}/ok`, { method: "POST", body: "a=b" })).rejects.toSatisfy(PrivateNetworkError.isInstance);
    expect(await (await guarded.fetch(oidcIssuerPolicy())(`${base}/ok`)).text()).toBe("ok");
    expect(await guarded.client(toolPolicy({ timeoutMs: 1000, maxResponseBytes: 1000, connectionsPerOrigin: 4 })).send({ method: "GET", url: new URL(`${base}/ok`), headers: {} })).toMatchObject({
      kind: "blocked",
    });
  });

  it("the redirect rule: a token request never follows a redirect, whatever it asks; MCP discovery follows", async () => {
    await expect(open.fetch(authorizationPolicy())(`${base}/redirect`, { redirect: "follow" })).rejects.toThrow();
    const followed = await open.fetch(mcpAuthorizationPolicy())(`${base}/redirect`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe("ok");
  });

  it("the size limit: a body over the policy's limit errors naming it", async () => {
    const response = await open.fetch(small(authorizationPolicy()))(`${base}/big`);
    await expect(response.text()).rejects.toSatisfy((error: unknown) => ResponseTooLargeError.isInstance(error) || ResponseTooLargeError.isInstance((error as Error).cause));
    expect(await (await open.fetch(authorizationPolicy())(`${base}/big`)).text()).toHaveLength(4096);
  });

  it("the timeout: a request without its own signal gives up after the policy's deadline", async () => {
    const started = Date.now();
    await expect(open.fetch({ ...authorizationPolicy(), timeoutMs: 200 })(`${base}/silent`)).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

it("an injected fetch serves guarded policies only; the operator's URLs keep the module's own pool", async () => {
  const asked: string[] = [];
  const injected = (async (input: Parameters<typeof fetch>[0]) => {
    asked.push(String(input));
    return new Response("injected");
  }) as typeof fetch;
  const outbound = createOutbound({ guard: { guardPrivateNetwork: false }, fetch: injected });
  try {
    expect(await (await outbound.fetch(authorizationPolicy())(`${base}/ok`)).text()).toBe("injected");
    expect(await (await outbound.fetch(oidcIssuerPolicy())(`${base}/ok`)).text()).toBe("ok");
    expect(asked).toEqual([`${base}/ok`]);
  } finally {
    await outbound.close();
  }
});
