import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { Plugboard } from "../src/index.js";
import type { PlugboardOptions } from "../src/index.js";

/** Base URL the msw handlers answer on. */
export const BASE_URL = "https://plugboard.test";
/** A recognisable API key, so tests can assert it never leaks. */
export const API_KEY = "nk_test_0123456789_SECRET";

/** Starts one msw server for the calling test file; unknown requests fail the test. */
export function setupTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client against {@link BASE_URL} with near-zero retry waits. */
export function createClient(options: Partial<PlugboardOptions> = {}): Plugboard {
  return new Plugboard({ apiKey: API_KEY, baseUrl: BASE_URL, retry: { baseDelayMs: 1, maxDelayMs: 20 }, ...options });
}

/** What a handler saw of one request. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  at: number;
}

/** Records a request inside an msw resolver (reads the JSON body of a clone). */
export async function see(request: Request): Promise<SeenRequest> {
  const text = await request.clone().text();
  return {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text === "" ? undefined : JSON.parse(text),
    at: performance.now(),
  };
}
