import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { outboundBypasses, outboundBypassesUnder } from "./outbound-calls.js";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));

describe("one way out: every outbound request goes through src/outbound/", () => {
  it("no server source outside outbound/ calls the global fetch or imports undici (tests aside)", () => {
    expect(existsSync(join(SRC, "outbound", "create-outbound.ts"))).toBe(true);
    expect(outboundBypassesUnder(SRC, "outbound")).toEqual([]);
  });

  it("the check sees a bypass (guards the check above)", () => {
    const bypasses = [
      'await fetch("https://api.example.com");',
      "const response = await globalThis.fetch(url, { method: 'POST' });",
      'import { request } from "undici";',
      'import type { Dispatcher } from "undici";',
      'export { Agent } from "undici";',
      'const { fetch: undiciFetch } = await import("undici");',
      "const fetchImpl = options.fetch ?? fetch;",
      "createThing({ fetch: fetch });",
      "new Transport(url, { fetch, requestInit });",
      'type D = import("undici").Dispatcher;',
    ];
    expect(bypasses.filter((line) => outboundBypasses("x.ts", line).length === 0)).toEqual([]);
    const fine = [
      "await context.fetch(url, init);",
      "const fetchFn = options.fetch; await fetchFn(url);",
      "function send(fetch: typeof fetch) { return fetch(url); }",
      "const fetch: FetchLike = async (input, init) => bounded(input, init);",
      "const fetch = bounded(limit); new Transport(url, { fetch, requestInit });",
      "interface Options { fetch?: typeof fetch }",
      'const script = `fetch(path, { method: "POST" })`;',
      "// fetch(url) in a comment",
      'import { request } from "./undici-like.js";',
    ];
    expect(fine.filter((line) => outboundBypasses("x.ts", line).length > 0)).toEqual([]);
    expect(outboundBypasses("cli/x.ts", 'const a = 1;\nawait fetch("https://a");')).toEqual(["cli/x.ts:2 uses the global fetch"]);
  });
});
