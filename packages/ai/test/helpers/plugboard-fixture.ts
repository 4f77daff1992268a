// A real Plugboard (the server package's test harness, PGlite in memory) in front of a real
// recording upstream, with two plugins whose tools the adapters under test turn into agent tools.
import { Plugboard } from "@plugboard/client";
import { startPlugboard, type TestPlugboard } from "../../../server/test/helpers/start-plugboard.js";
import { openTestDatabase } from "../../../server/test/helpers/test-database.js";
import { startUpstream, type Upstream } from "../../../server/test/helpers/upstream-server.js";

/** The end-user connected to the GitHub-like plugin, and the token Plugboard must inject for them. */
export const USER_ID = "user_ai_1";
export const GITHUB_TOKEN = "ghp_e2e_token_3f9a1c";

/** The input schema as a plugin author would write it, with keywords some providers refuse. */
export const CREATE_ISSUE_SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  type: "object",
  properties: {
    owner: { type: "string", description: "Repository owner" },
    repo: { type: "string", description: "Repository name" },
    title: { type: "string" },
    labels: { type: "array" },
  },
  required: ["owner", "repo", "title", "milestone"],
};

/** {@link CREATE_ISSUE_SCHEMA} as every provider is offered it: sanitized (no `$schema`, declared `required` only, `items` on arrays). */
export const CREATE_ISSUE_OFFERED_SCHEMA = {
  type: "object",
  properties: {
    owner: { type: "string", description: "Repository owner" },
    repo: { type: "string", description: "Repository name" },
    title: { type: "string" },
    labels: { type: "array", items: {} },
  },
  required: ["owner", "repo", "title"],
};

export interface PlugboardFixture {
  pb: TestPlugboard;
  upstream: Upstream;
  client: Plugboard;
  /** Every request `client` sent to Plugboard, as `METHOD /path`. */
  clientRequests: string[];
  close(): Promise<void>;
}

/**
 * Starts the upstream and Plugboard, and creates:
 * - `ai-github` ("GitHub", bearer token; the user is connected): CREATE_ISSUE (POST, path
 *   placeholders), SEARCH (GET), FAIL (upstream answers 500), SLOW (upstream answers after 3 s);
 * - `ai-tracker` ("Tracker", API key; the user is NOT connected): CREATE_ISSUE — the same slug as
 *   GitHub's, so names collide and execution must say which plugin.
 */
export async function startPlugboardFixture(): Promise<PlugboardFixture> {
  const upstream = await startUpstream();
  upstream.reply((request) => {
    if (request.path.endsWith("/fail")) return { status: 500, body: { message: "upstream exploded" } };
    if (request.path.endsWith("/slow")) return { body: { late: true }, delayMs: 3_000 };
    if (request.method === "POST" && request.path.includes("/issues")) {
      return { status: 201, body: { number: 7, title: (request.json as { title?: string })?.title, url: "https://github.example/acme/app/issues/7" } };
    }
    return undefined;
  });
  const database = await openTestDatabase();
  const pb = await startPlugboard(database);
  await pb.createApprovedPlugin({
    slug: "ai-github",
    name: "GitHub",
    baseUrl: `${upstream.url}/gh`,
    authMethods: [{ type: "bearer_token", label: "Token" }],
    tools: [
      {
        slug: "CREATE_ISSUE",
        name: "Create issue",
        description: "Opens an issue in a repository.",
        method: "POST",
        path: "/repos/{owner}/{repo}/issues",
        inputSchema: CREATE_ISSUE_SCHEMA,
      },
      {
        slug: "SEARCH",
        name: "Search",
        description: "Searches repositories.",
        method: "GET",
        path: "/search",
        inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
      },
      { slug: "FAIL", name: "Fail", description: "Always fails upstream.", method: "GET", path: "/fail" },
      { slug: "SLOW", name: "Slow", description: "Answers after three seconds.", method: "GET", path: "/slow" },
    ],
  });
  await pb.createApprovedPlugin({
    slug: "ai-tracker",
    name: "Tracker",
    baseUrl: `${upstream.url}/tracker`,
    authMethods: [{ type: "api_key", label: "API key" }],
    tools: [
      {
        slug: "CREATE_ISSUE",
        name: "Create ticket",
        description: "Creates a ticket.",
        method: "POST",
        path: "/tickets",
        inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
      },
    ],
  });
  const connected = await pb.api("POST", "/api/v1/connections", {
    userId: USER_ID,
    plugin: "ai-github",
    authMethod: "bearer_token",
    credentials: { token: GITHUB_TOKEN },
  });
  if (connected.status !== 200) throw new Error(`connection failed: ${connected.status} ${JSON.stringify(connected.body)}`);
  const clientRequests: string[] = [];
  const client = new Plugboard({
    apiKey: pb.apiKey,
    baseUrl: pb.url,
    retry: false,
    fetch: (request, init) => {
      clientRequests.push(`${request.method} ${new URL(request.url).pathname}`);
      return fetch(request, init);
    },
  });
  return {
    pb,
    upstream,
    client,
    clientRequests,
    async close() {
      await pb.close();
      await database.close();
      await upstream.close();
    },
  };
}
