import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../src/infra/private-network-guard.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { openTestDatabase } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

describe("private-network guard", () => {
  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.1", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["[::1]", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["::ffff:127.0.0.1", true],
    ["8.8.8.8", false],
    ["172.32.0.1", false],
    ["2001:4860:4860::8888", false],
    ["example.com", false],
  ])("%s is private: %s", (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  describe.each([
    [true, false, 502],
    [true, true, 200],
    [false, false, 200],
  ])("production %s, PLUGBOARD_ALLOW_PRIVATE_NETWORK %s", (production, allowPrivateNetwork, expected) => {
    let pb: TestPlugboard;
    let upstream: Upstream;
    beforeAll(async () => {
      upstream = await startUpstream();
      pb = await startPlugboard(await openTestDatabase(), { production, allowPrivateNetwork });
      for (const [slug, baseUrl] of [
        ["loopback-ip", upstream.url],
        ["loopback-name", upstream.url.replace("127.0.0.1", "localhost")],
      ] as const) {
        await pb.createApprovedPlugin({
          slug,
          name: slug,
          baseUrl,
          tools: [{ slug: `${slug.toUpperCase().replace("-", "_")}_PING`, name: "Ping", description: "Ping", method: "GET", path: "/ping" }],
        });
      }
    });
    afterAll(async () => {
      await pb?.close();
      await upstream?.close();
    });

    it.each(["LOOPBACK_IP_PING", "LOOPBACK_NAME_PING"])(`%s answers ${expected}`, async (tool) => {
      const before = upstream.received.length;
      const result = await pb.api("POST", "/api/v1/tools/execute", { userId: "u1", tool });
      expect(result.status).toBe(expected);
      if (expected === 502) {
        expect(result.body).toMatchObject({ success: false, status: 0 });
        expect(result.body.error).toMatch(/private or loopback addresses are refused/);
        // Production answers never name a server setting (how to allow this is the operator's business).
        expect(result.body.error).not.toMatch(/PLUGBOARD_|ALLOW_PRIVATE_NETWORK|allowPrivateNetwork/);
        expect(upstream.received.length).toBe(before);
      } else {
        expect(upstream.received.length).toBe(before + 1);
      }
    });
  });
});
