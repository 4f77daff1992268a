import { inspect } from "node:util";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { Plugboard } from "../src/index.js";
import type { FetchLike } from "../src/index.js";
import { API_KEY, BASE_URL, see, setupTestServer } from "./setup-test-server.js";
import type { SeenRequest } from "./setup-test-server.js";

const server = setupTestServer();
const EMPTY_PAGE = { plugins: [], nextCursor: null, hasMore: false };

function captureAll(origin: string) {
  const seen: SeenRequest[] = [];
  server.use(
    http.get(`${origin}/*`, async ({ request }) => {
      seen.push(await see(request));
      return HttpResponse.json(EMPTY_PAGE);
    }),
  );
  return seen;
}

describe("new Plugboard()", () => {
  it.each([
    ["https://plugboard.test", "/api/v1/plugins"],
    ["https://plugboard.test/", "/api/v1/plugins"],
    ["https://plugboard.test/svc", "/svc/api/v1/plugins"],
    ["https://plugboard.test/svc//", "/svc/api/v1/plugins"],
  ])("baseUrl %s reaches %s", async (baseUrl, pathname) => {
    const seen = captureAll("https://plugboard.test");
    await new Plugboard({ apiKey: API_KEY, baseUrl }).plugins.list();
    expect(seen[0]?.url.pathname).toBe(pathname);
  });

  it("accepts a URL object as baseUrl", async () => {
    const seen = captureAll(BASE_URL);
    await new Plugboard({ apiKey: API_KEY, baseUrl: new URL(BASE_URL) }).plugins.list();
    expect(seen).toHaveLength(1);
  });

  it("sends through the injected fetch", async () => {
    const calls: string[] = [];
    const fetch: FetchLike = async (input) => {
      calls.push(`${input.method} ${input.url} ${input.headers.get("authorization")}`);
      return Response.json(EMPTY_PAGE);
    };
    const result = await new Plugboard({ apiKey: API_KEY, baseUrl: "https://edge.example", fetch }).plugins.list({ limit: 5 });
    expect(result).toEqual(EMPTY_PAGE);
    expect(calls).toEqual([`GET https://edge.example/api/v1/plugins?limit=5 Bearer ${API_KEY}`]);
  });

  it("adds custom headers but always sends its own Authorization", async () => {
    const seen = captureAll(BASE_URL);
    const client = new Plugboard({
      apiKey: API_KEY,
      baseUrl: BASE_URL,
      headers: { "X-Request-Source": "tests", Authorization: "Bearer other" },
    });
    await client.plugins.list();
    expect(seen[0]?.headers.get("x-request-source")).toBe("tests");
    expect(seen[0]?.headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
    expect(seen[0]?.headers.get("accept")).toBe("application/json");
  });

  it("rejects a missing apiKey and an unusable baseUrl with messages that say what to do", () => {
    expect(() => new Plugboard({ apiKey: "", baseUrl: BASE_URL })).toThrow(/apiKey.*required/);
    expect(() => new Plugboard({ apiKey: API_KEY, baseUrl: "plugboard.test" })).toThrow(/absolute URL/);
    expect(() => new Plugboard({ apiKey: API_KEY, baseUrl: "ftp://plugboard.test" })).toThrow(/http or https/);
  });

  it("does not show the API key when the client is printed", () => {
    const client = new Plugboard({ apiKey: API_KEY, baseUrl: BASE_URL });
    expect(inspect(client, { depth: Number.POSITIVE_INFINITY, showHidden: true })).not.toContain(API_KEY);
    expect(JSON.stringify(client)).not.toContain(API_KEY);
  });
});
