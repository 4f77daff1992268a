import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardedFetch } from "./create-guarded-fetch.js";
import { createOutboundDispatcher } from "./create-outbound-dispatcher.js";
import { PrivateNetworkError } from "../infra/private-network-guard.js";

/** A server on `host` that records request lines and answers with `reply`. */
async function serve(host: string, reply: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: string[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    request.on("end", () => reply(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// 127.0.0.2 plays a public server (the test-only `publicAddresses`); 127.0.0.1 is the private network.
describe("the outbound dispatcher checks every connection, redirect hops included", () => {
  let inside: Awaited<ReturnType<typeof serve>>;
  let outside: Awaited<ReturnType<typeof serve>>;
  let target = "";
  let status = 307;
  const guarded = createOutboundDispatcher({ guardPrivateNetwork: true, publicAddresses: ["127.0.0.2"] });
  const open = createOutboundDispatcher({ guardPrivateNetwork: false });
  const guardedFetch = createGuardedFetch(guarded);
  const openFetch = createGuardedFetch(open);

  beforeAll(async () => {
    inside = await serve("127.0.0.1", (_request, response) => response.end("internal secrets"));
    outside = await serve("127.0.0.2", (_request, response) => {
      response.writeHead(status, { location: target });
      response.end();
    });
  });
  afterAll(async () => {
    await guarded.close();
    await open.close();
    await inside.close();
    await outside.close();
  });

  it.each(["[64:ff9b::7f00:1]", "[64:ff9b::a00:1]", "[64:ff9b:1::808:808]", "[::ffff:127.0.0.1]", "[2002:7f00:1::1]"])(
    "a redirect to %s (an IPv6 form of a private address) is refused at connection time",
    async (host) => {
      status = 307;
      target = `http://${host}:${inside.port}/internal`;
      const failure = await guardedFetch(`${outside.url}/mcp`, { method: "POST", body: "{}" }).catch((error: unknown) => error);
      expect(PrivateNetworkError.isInstance(failure)).toBe(true);
      expect(inside.seen.splice(0)).toEqual([]);
    },
  );

  it.each([301, 302, 303, 307, 308])("a %i from a public address to 127.0.0.1 is refused before the private server sees anything", async (code) => {
    status = code;
    target = `${inside.url}/internal`;
    const before = outside.seen.length;
    const failure = await guardedFetch(`${outside.url}/mcp`, { method: "POST", body: "{}" }).catch((error: unknown) => error);
    expect(PrivateNetworkError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toContain("127.0.0.1");
    expect(outside.seen.length).toBe(before + 1);
    expect(inside.seen.splice(0)).toEqual([]);
  });

  it.each([
    ["a loopback name", () => `http://localhost:${inside.port}/internal`],
    ["an IPv6 loopback literal", () => `http://[::1]:${inside.port}/internal`],
    ["the metadata address", () => "http://169.254.169.254/latest/meta-data/"],
  ])("a redirect to %s is refused", async (_name, location) => {
    status = 302;
    target = location();
    const failure = await guardedFetch(`${outside.url}/start`).catch((error: unknown) => error);
    expect(PrivateNetworkError.isInstance(failure)).toBe(true);
    expect(inside.seen.splice(0)).toEqual([]);
  });

  it("a direct request to a private address is refused; the public one answers", async () => {
    await expect(guardedFetch(`${inside.url}/internal`)).rejects.toSatisfy(PrivateNetworkError.isInstance);
    status = 204;
    expect((await guardedFetch(`${outside.url}/ping`)).status).toBe(204);
    expect(inside.seen.splice(0)).toEqual([]);
  });

  it("without the guard the same redirect is followed (the set-up reaches the private server for real)", async () => {
    status = 307;
    target = `${inside.url}/internal`;
    const response = await openFetch(`${outside.url}/mcp`, { method: "POST", body: "{}" });
    expect(await response.text()).toBe("internal secrets");
    expect(inside.seen.splice(0)).toEqual(["POST /internal"]);
  });
});
