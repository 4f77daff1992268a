// Creates a catalog through Plugboard's HTTP API, as a developer and an admin would: for each plugin a
// submission with its manual tools (`POST /api/v1/submissions`, submitForReview), then the admin's approval
// (`POST /api/dashboard/plugins/{pluginId}/review`, which takes an `nk_` API key as well as an ID token),
// `parallel` plugins at a time over keep-alive connections.
import { Agent, request } from "undici";

/** Where the catalog is created: a running Plugboard and an admin developer's API key. */
export interface CatalogServer {
  baseUrl: string;
  apiKey: string;
}

/** How big the catalog is and how it is created. */
export interface CatalogThroughApiOptions {
  /** Plugins to create (slugs `api-catalog-0000`, …). */
  plugins: number;
  /** Manual tools per plugin (slugs `API_CATALOG_<plugin>_TOOL_<tool>`). */
  tools: number;
  /** Plugins being created at the same time (each: submission, then review). */
  parallel: number;
  /** The plugins' baseUrl (their tools are `GET /items/{id}`). */
  upstreamUrl: string;
}

/** The slug of plugin number `index` of a catalog created by {@link createCatalogThroughApi}. */
export function catalogPluginSlug(index: number): string {
  return `api-catalog-${String(index).padStart(4, "0")}`;
}

/** The submission body of plugin number `index`: `tools` manual GET tools with an input schema, no auth. */
export function catalogSubmission(index: number, options: Pick<CatalogThroughApiOptions, "tools" | "upstreamUrl">): unknown {
  return {
    slug: catalogPluginSlug(index),
    name: `API catalog ${index}`,
    description: `Plugin ${index} of a catalog created through the API`,
    baseUrl: options.upstreamUrl,
    submitForReview: true,
    tools: Array.from({ length: options.tools }, (_, tool) => ({
      slug: `API_CATALOG_${index}_TOOL_${tool}`,
      name: `Tool ${tool} of plugin ${index}`,
      description: `Reads an item (tool ${tool} of plugin ${index})`,
      method: "GET",
      path: "/items/{id}",
      inputSchema: { type: "object", properties: { id: { type: "string", description: "The item's id" } }, required: ["id"] },
    })),
    authMethods: [{ type: "no_auth", label: "None", isDefault: true }],
  };
}

/**
 * Creates `options.plugins` plugins × `options.tools` tools through the HTTP API of `server` and approves
 * each, `options.parallel` plugins at a time; resolves with the seconds it took. Any answer but 201/200
 * fails the run (with the status and the start of the body).
 * @example
 * const { seconds } = await createCatalogThroughApi({ baseUrl, apiKey }, { plugins: 1000, tools: 10, parallel: 8, upstreamUrl });
 */
export async function createCatalogThroughApi(server: CatalogServer, options: CatalogThroughApiOptions): Promise<{ seconds: number }> {
  const agent = new Agent({ connections: options.parallel, keepAliveTimeout: 60_000 });
  const headers = { authorization: `Bearer ${server.apiKey}`, "content-type": "application/json" };
  const post = async (path: string, body: unknown, expected: number): Promise<any> => {
    const response = await request(server.baseUrl + path, { method: "POST", headers, body: JSON.stringify(body), dispatcher: agent });
    const text = await response.body.text();
    if (response.statusCode !== expected) throw new Error(`POST ${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const started = process.hrtime.bigint();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < options.plugins; index = next++) {
      const created = (await post("/api/v1/submissions", catalogSubmission(index, options), 201)) as { id: string; reviewStatus: string };
      if (created.reviewStatus !== "pending_review") throw new Error(`${catalogPluginSlug(index)}: reviewStatus ${created.reviewStatus}, expected pending_review`);
      await post(`/api/dashboard/plugins/${created.id}/review`, { status: "approved" }, 200);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
  } finally {
    await agent.close();
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
