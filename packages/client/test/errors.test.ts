import { inspect } from "node:util";
import { HttpResponse, delay, http } from "msw";
import { hasErrorMarker } from "@plugboard/core/errors";
import { describe, expect, it } from "vitest";
import * as client from "../src/index.js";
import {
  AuthenticationError,
  ConflictError,
  NetworkError,
  NotFoundError,
  PlugboardError,
  RateLimitError,
  ValidationError,
} from "../src/index.js";
import { API_KEY, BASE_URL, createClient, setupTestServer } from "./setup-test-server.js";

const server = setupTestServer();

/** Awaits a promise that must reject and returns its reason. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to reject");
}

/** Asserts the API key appears nowhere in the error, however deeply it is printed. */
function expectNoApiKey(error: unknown) {
  expect(inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true })).not.toContain(API_KEY);
  expect(JSON.stringify(error)).not.toContain(API_KEY);
  expect(String(error)).not.toContain(API_KEY);
}

describe("error responses", () => {
  it("400 rejects with ValidationError carrying the server's message, code and field details", async () => {
    const body = {
      error: "Invalid input",
      code: "invalid_input",
      details: { formErrors: [], fieldErrors: { "tools.0.slug": ["tool slug must be UPPER_SNAKE_CASE"] } },
    };
    server.use(http.post(`${BASE_URL}/api/v1/submissions`, () => HttpResponse.json(body, { status: 400 })));

    const error = await failureOf(createClient().submissions.create({ slug: "weather", name: "Weather" }));

    expect(ValidationError.isInstance(error)).toBe(true);
    const validation = error as ValidationError;
    expect(validation.status).toBe(400);
    expect(validation.message).toBe("Invalid input");
    expect(validation.code).toBe("invalid_input");
    expect(validation.details).toEqual(body.details);
    expect(validation.body).toEqual(body);
    expect(validation.name).toBe("ValidationError");
    expectNoApiKey(error);
  });

  it("400 without details still gives empty details", async () => {
    server.use(
      http.post(`${BASE_URL}/api/v1/connections/initiate`, () =>
        HttpResponse.json({ error: "Invalid return URL", code: "invalid_return_url" }, { status: 400 }),
      ),
    );
    const error = await failureOf(
      createClient().connections.initiate({ userId: "u1", plugin: "github", redirectUrl: "javascript:alert(1)" }),
    );
    expect(ValidationError.isInstance(error)).toBe(true);
    expect((error as ValidationError).details).toEqual({ formErrors: [], fieldErrors: {} });
    expect((error as ValidationError).code).toBe("invalid_return_url");
  });

  it("401 rejects with AuthenticationError and never exposes the API key", async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, () => HttpResponse.json({ error: "Unauthorized", code: "unauthorized" }, { status: 401 })),
    );
    const error = await failureOf(createClient().plugins.list());
    expect(AuthenticationError.isInstance(error)).toBe(true);
    expect((error as AuthenticationError).status).toBe(401);
    expect((error as AuthenticationError).message).toBe("Unauthorized");
    expect((error as AuthenticationError).cause).toBeUndefined();
    expectNoApiKey(error);
  });

  it("404 rejects with NotFoundError", async () => {
    server.use(
      http.delete(`${BASE_URL}/api/v1/connections`, () =>
        HttpResponse.json({ error: "No connection matches", code: "not_found" }, { status: 404 }),
      ),
    );
    const error = await failureOf(createClient().connections.delete({ userId: "u1", plugin: "github" }));
    expect(NotFoundError.isInstance(error)).toBe(true);
    expect((error as NotFoundError).message).toBe("No connection matches");
    expect((error as NotFoundError).code).toBe("not_found");
  });

  it("409 on execute rejects with ConflictError (Plugboard refused; not an upstream result)", async () => {
    server.use(
      http.post(`${BASE_URL}/api/v1/tools/execute`, () =>
        HttpResponse.json({ error: "The user has no connection to this plugin", code: "connection_required" }, { status: 409 }),
      ),
    );
    const error = await failureOf(createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" }));
    expect(ConflictError.isInstance(error)).toBe(true);
    expect((error as ConflictError).code).toBe("connection_required");
  });

  it("429 rejects with RateLimitError carrying Retry-After in milliseconds", async () => {
    server.use(
      http.post(`${BASE_URL}/api/v1/connections`, () =>
        HttpResponse.json({ error: "Slow down" }, { status: 429, headers: { "Retry-After": "7" } }),
      ),
    );
    const error = await failureOf(
      createClient().connections.create({ userId: "u1", plugin: "x", authMethod: "api_key", credentials: {} }),
    );
    expect(RateLimitError.isInstance(error)).toBe(true);
    expect((error as RateLimitError).retryAfterMs).toBe(7000);
  });

  it("a non-JSON error body is kept as text with a fallback message", async () => {
    server.use(
      http.post(`${BASE_URL}/api/v1/submissions`, () => new HttpResponse("<html>oops</html>", { status: 500 })),
    );
    const error = await failureOf(createClient().submissions.create({ slug: "a", name: "A" }));
    expect(PlugboardError.isInstance(error)).toBe(true);
    expect(ValidationError.isInstance(error)).toBe(false);
    expect((error as PlugboardError).status).toBe(500);
    expect((error as PlugboardError).body).toBe("<html>oops</html>");
    expect((error as PlugboardError).message).toBe("The Plugboard API answered with HTTP 500");
  });

  it("a 502 from execute without a { success: false } envelope (a proxy page) is an error", async () => {
    server.use(http.post(`${BASE_URL}/api/v1/tools/execute`, () => new HttpResponse("Bad Gateway", { status: 502 })));
    const error = await failureOf(createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" }));
    expect(PlugboardError.isInstance(error)).toBe(true);
    expect((error as PlugboardError).status).toBe(502);
  });

  it("a 2xx body that is not JSON rejects with code invalid_response", async () => {
    server.use(http.get(`${BASE_URL}/api/v1/tools`, () => new HttpResponse("not json", { status: 200 })));
    const error = await failureOf(createClient().tools.list());
    expect((error as PlugboardError).code).toBe("invalid_response");
    expect((error as PlugboardError).body).toBe("not json");
  });
});

describe("failures without a response", () => {
  it("a network error rejects with NetworkError (status 0, code network_error, cause kept)", async () => {
    server.use(http.post(`${BASE_URL}/api/v1/tools/execute`, () => HttpResponse.error()));
    const error = await failureOf(createClient().tools.execute({ userId: "u1", tool: "GET_FORECAST" }));
    expect(NetworkError.isInstance(error)).toBe(true);
    expect((error as NetworkError).status).toBe(0);
    expect((error as NetworkError).code).toBe("network_error");
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
    expect((error as NetworkError).message).toContain("POST /api/v1/tools/execute");
    expectNoApiKey(error);
  });

  it("a slow response rejects with NetworkError code timeout, without the request (and its key)", async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, async () => {
        await delay(500);
        return HttpResponse.json({ plugins: [], nextCursor: null, hasMore: false });
      }),
    );
    const error = await failureOf(createClient({ timeout: 50 }).plugins.list());
    expect(NetworkError.isInstance(error)).toBe(true);
    expect((error as NetworkError).code).toBe("timeout");
    expect((error as NetworkError).message).toContain("50 ms");
    expectNoApiKey(error);
  });

  it("the per-call timeout overrides the client's", async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/plugins`, async () => {
        await delay(300);
        return HttpResponse.json({ plugins: [], nextCursor: null, hasMore: false });
      }),
    );
    const error = await failureOf(createClient({ timeout: 10_000 }).plugins.list({}, { timeout: 30 }));
    expect((error as NetworkError).code).toBe("timeout");
  });

  it("an aborted call rejects with the abort reason, not a PlugboardError", async () => {
    server.use(
      http.get(`${BASE_URL}/api/v1/tools`, async () => {
        await delay(500);
        return HttpResponse.json({ tools: [] });
      }),
    );
    const controller = new AbortController();
    const pending = createClient().tools.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(PlugboardError.isInstance(error)).toBe(false);
    expect((error as Error).name).toBe("AbortError");
  });
});

describe("isInstance", () => {
  const validation = new ValidationError("Invalid input", { status: 400, details: { formErrors: [], fieldErrors: {} } });

  it("matches the class and its ancestors only", () => {
    expect(PlugboardError.isInstance(validation)).toBe(true);
    expect(ValidationError.isInstance(validation)).toBe(true);
    expect(NotFoundError.isInstance(validation)).toBe(false);
    expect(RateLimitError.isInstance(new PlugboardError("x", { status: 429 }))).toBe(false);
  });

  it("rejects values that are not Plugboard errors", () => {
    for (const value of [new Error("x"), null, undefined, "ValidationError", { status: 400, name: "ValidationError" }]) {
      expect(PlugboardError.isInstance(value)).toBe(false);
    }
  });

  it("works by brand, not prototype: an object carrying the global brand is recognised", () => {
    // What a second copy of the package (another bundle or version) produces: same Symbol.for key, other class.
    const foreign = Object.create(Error.prototype) as Record<symbol, unknown>;
    Object.defineProperty(foreign, Symbol.for("@plugboard/error"), {
      value: ["@plugboard/client.NotFoundError", "@plugboard/client.PlugboardError"],
    });
    expect(foreign instanceof PlugboardError).toBe(false);
    expect(PlugboardError.isInstance(foreign)).toBe(true);
    expect(NotFoundError.isInstance(foreign)).toBe(true);
    expect(ValidationError.isInstance(foreign)).toBe(false);
  });

  it("narrows the type for TypeScript", () => {
    const value: unknown = validation;
    if (ValidationError.isInstance(value)) {
      expect(value.details.fieldErrors).toEqual({});
    } else {
      throw new Error("unreachable");
    }
  });
});

describe("every error class the client exports", () => {
  const classes = Object.entries(client).filter(([, value]) => typeof value === "function" && value.prototype instanceof Error) as Array<
    [string, typeof PlugboardError]
  >;

  it.each(classes)("%s carries the shared brand @plugboard/client.<name> (and its base's)", (name, ErrorClass) => {
    const error = new ErrorClass("x", { status: 400, details: { formErrors: [], fieldErrors: {} } } as never);
    expect(hasErrorMarker(error, `@plugboard/client.${name}`)).toBe(true);
    expect(hasErrorMarker(error, "@plugboard/client.PlugboardError")).toBe(true);
    expect(ErrorClass.isInstance(error)).toBe(true);
  });

  it("finds them all", () => {
    expect(classes.map(([name]) => name).sort()).toEqual(
      ["ApprovalRequiredError", "AuthenticationError", "ConflictError", "ConnectionRequestError", "NetworkError", "NotFoundError", "PlugboardError", "RateLimitError", "ValidationError", "WebhookVerificationError"],
    );
  });
});
