import type { InstallProviderResponse, ProviderDetail, ProviderSummary } from "@plugboard/core";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { NotFoundError } from "../src/index.js";
import { API_KEY, BASE_URL, createClient, see, setupTestServer } from "./setup-test-server.js";
import type { SeenRequest } from "./setup-test-server.js";

const server = setupTestServer();

function capture(method: "get" | "post", path: string, json: unknown, status = 200) {
  const seen: SeenRequest[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      seen.push(await see(request));
      return HttpResponse.json(json as never, { status });
    }),
  );
  return seen;
}

const summary: ProviderSummary = {
  id: "github",
  name: "GitHub",
  description: "Repositories, issues and pull requests.",
  categories: ["developer-tools"],
  kind: "http",
  authModes: ["oauth2", "bearer"],
  toolCount: 51,
  docsUrl: "https://docs.github.com/en/rest",
};

describe("providers", () => {
  it("list sends GET /api/v1/providers with q and category", async () => {
    const seen = capture("get", "/api/v1/providers", { providers: [summary] });
    await expect(createClient().providers.list({ q: "pull requests", category: "developer-tools" })).resolves.toEqual({ providers: [summary] });
    expect(seen[0]?.url.searchParams.get("q")).toBe("pull requests");
    expect(seen[0]?.url.searchParams.get("category")).toBe("developer-tools");
    expect(seen[0]?.headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
    await createClient().providers.list();
    expect([...seen[1]!.url.searchParams.keys()]).toEqual([]);
  });

  it("get sends GET /api/v1/providers/{id} and rejects an unknown id with a NotFoundError", async () => {
    const detail: ProviderDetail = {
      ...summary,
      authModes: [{ type: "bearer", label: "Personal access token", headerName: "Authorization", prefix: "Bearer" }],
      baseUrl: "https://api.github.com",
      connectionConfig: [],
      tools: [{ slug: "CREATE_ISSUE", name: "Create an issue", description: "…", method: "POST", path: "/repos/{owner}/{repo}/issues" }],
      sources: ["https://docs.github.com/en/rest"],
    };
    capture("get", "/api/v1/providers/github", detail);
    await expect(createClient().providers.get("github")).resolves.toEqual(detail);
    capture("get", "/api/v1/providers/nope", { error: 'No provider named "nope" in the catalog', code: "not_found" }, 404);
    await expect(createClient().providers.get("nope")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("install sends POST /api/v1/providers/{id}/install with the body and answers the submission and warnings", async () => {
    const answer: InstallProviderResponse = {
      submission: { id: "p1", slug: "github", name: "GitHub", description: null, reviewStatus: "pending_review", adminNotes: null, createdAt: "2026-01-01T00:00:00.000Z", toolCount: 51 },
      warnings: [{ feature: "authModes.oauth2", reason: "not installed: give oauth.clientId" }],
    };
    const seen = capture("post", "/api/v1/providers/github/install", answer, 201);
    const body = { authModes: ["bearer" as const], overrides: { baseUrl: "https://github.example.com/api/v3" }, submitForReview: true };
    await expect(createClient().providers.install("github", body)).resolves.toEqual(answer);
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.body).toEqual(body);
  });
});
