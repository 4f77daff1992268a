// msw standing in for a model provider's HTTP API (OpenAI, Anthropic): the official SDK client makes
// real HTTP calls, and each call to an endpoint gets the next scripted reply. Everything on loopback
// (the real Plugboard of the fixture, and its upstream) passes through untouched; any other request
// fails the test.
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

/** Where the provider stand-in answers; give it to the SDK client as `baseURL`. */
export const PROVIDER_URL = "https://provider.test";
/** The provider API key the tests use, to check it goes to the provider and nowhere else. */
export const PROVIDER_API_KEY = "sk-provider-test-7f3e";

/** What one provider endpoint received: each request's JSON body and headers, in order. */
export interface ScriptedEndpoint {
  bodies: Array<Record<string, unknown>>;
  headers: Headers[];
}

/** Starts msw for the calling test file. */
export function setupProviderServer() {
  const server = setupServer();
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        if (new URL(request.url).hostname === "127.0.0.1") return;
        print.error();
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    /**
     * Answers `POST {PROVIDER_URL}{path}` with `replies`, one per call, each built from the request
     * body (so a reply can depend on what the SDK sent). A call past the script gets a 500.
     */
    script(path: string, ...replies: Array<(body: Record<string, unknown>) => unknown>): ScriptedEndpoint {
      const endpoint: ScriptedEndpoint = { bodies: [], headers: [] };
      server.use(
        http.post(`${PROVIDER_URL}${path}`, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          endpoint.bodies.push(body);
          endpoint.headers.push(request.headers);
          const reply = replies[endpoint.bodies.length - 1];
          if (!reply) return HttpResponse.json({ error: { message: "the test script has no more replies" } }, { status: 500 });
          return HttpResponse.json(reply(body) as never);
        }),
      );
      return endpoint;
    },
  };
}
