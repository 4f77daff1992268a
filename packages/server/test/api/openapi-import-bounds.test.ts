import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { cycleDocument, dagDocument, manyOperationsDocument } from "../openapi-import/generated-documents.js";

/**
 * Longest the event loop may be held during an import. Generous: the tests share two cores with other
 * jobs (load about 18 when measured), where one statement of the embedded database or a process waiting
 * for a core shows as 1–2 s; before the fix these imports held it 43 s, 49 s, 85 s, or ran the process
 * out of memory.
 */
const MAX_DELAY_MS = 3_000;

/** What a request did to the server: its answer, the event loop's longest stall and /health meanwhile. */
interface Watched<T> {
  result: T;
  /** Longest the event loop was held during the request (ms). */
  maxDelayMs: number;
  /** /health answers that came back while the request ran, and the slowest of them (ms). */
  healthAnswers: number;
  slowestHealthMs: number;
}

/**
 * Runs `request` while measuring the event loop's delay and asking /health every 50 ms: a server that
 * holds its event loop shows a large delay and no /health answer until the request ends.
 */
async function watched<T>(pb: TestPlugboard, request: () => Promise<T>): Promise<Watched<T>> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let running = true;
  let healthAnswers = 0;
  let slowestHealthMs = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await fetch(`${pb.url}/health`);
      await answer.arrayBuffer();
      if (!running) break;
      healthAnswers += 1;
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  histogram.enable();
  try {
    const result = await request();
    return { result, maxDelayMs: histogram.max / 1e6, healthAnswers, slowestHealthMs };
  } finally {
    histogram.disable();
    running = false;
    await poll;
  }
}

describe.each(testDatabases())("an OpenAPI import's cost is bounded on $name (issue 29)", ({ open }) => {
  let pb: TestPlugboard;
  const importDocument = (slug: string, document: Record<string, unknown>) => pb.api("POST", "/api/v1/submissions/import", { slug, document });

  beforeAll(async () => {
    pb = await startPlugboard(await open());
    // The first import loads the importer's modules and compiles Ajv's meta-schemas: once per process, not the cost measured here.
    expect((await importDocument("warm-up", cycleDocument(2))).status).toBe(201);
  });
  afterAll(async () => {
    await pb?.close();
  });

  it.each([6, 8, 29])("a 2-9 KB DAG of schemas (6 properties each referring to the one below, depth %i) becomes a warning naming the operation, without holding the server", async (depth) => {
    const { result, maxDelayMs } = await watched(pb, () => importDocument(`dag-${depth}`, dagDocument(depth)));
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(201);
    expect(result.body.submission.toolCount).toBe(0);
    expect(result.body.warnings).toEqual([{ operation: "postDag", reason: expect.stringMatching(/its schemas expand to more than [\d,]+ (nodes|bytes)/) }]);
    console.info(`DAG depth ${depth}: event loop held at most ${Math.round(maxDelayMs)} ms`);
    // Before: depth 6 ran for 85 s, depths 8 and 29 ran the process out of memory.
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
    expect((await pb.api("GET", "/health")).status).toBe(200);
  });

  it("a 7 KB cycle of 50 schemas with two references each becomes a warning, without holding the server", async () => {
    const { result, maxDelayMs } = await watched(pb, () => importDocument("cycle", cycleDocument(50)));
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(201);
    expect(result.body.warnings).toEqual([{ operation: "postCycle", reason: expect.stringMatching(/its schemas expand to more than/) }]);
    console.info(`50-schema cycle: event loop held at most ${Math.round(maxDelayMs)} ms`);
    // Before: the event loop was held 49 s.
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
  });

  it("a document whose operations each stay within bounds but expand past 250,000 nodes in all is a 400 naming document and the operation reached", async () => {
    // Each operation inlines 1,555 nodes (a DAG of depth 4): 170 of them pass the document's bound.
    const { result, maxDelayMs } = await watched(pb, () => importDocument("fan-out", dagDocument(4, 170)));
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(400);
    expect(result.body.details.fieldErrors.document).toEqual([expect.stringMatching(/^its schemas expand to more than 250,000 nodes in all: import part of it .*\(reached at operation postDag16\d\)$/)]);
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
    expect((await pb.api("GET", "/api/v1/submissions")).body.plugins.map((plugin: { slug: string }) => plugin.slug)).not.toContain("fan-out");
  }, 120_000);

  it("a short cycle still imports: the point of recursion accepts anything", async () => {
    const imported = await importDocument("short-cycle", cycleDocument(3));
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(201);
    expect(imported.body).toMatchObject({ submission: { toolCount: 1 }, warnings: [] });
  });

  it("a legal 5,000-operation document (1 MB) imports whole while /health keeps answering", async () => {
    const { result, maxDelayMs, healthAnswers, slowestHealthMs } = await watched(pb, () => importDocument("many", manyOperationsDocument(5_000)));
    expect(result.status, JSON.stringify(result.body).slice(0, 500)).toBe(201);
    expect(result.body).toMatchObject({ submission: { toolCount: 5_000 }, warnings: [] });
    console.info(`5,000-operation import: event loop held at most ${Math.round(maxDelayMs)} ms; /health answered ${healthAnswers} times, slowest ${Math.round(slowestHealthMs)} ms`);
    // Before: the event loop was held 43 s here (5.3 s in the run) and /health waited as long.
    // On the embedded database /health also waits for the import's transaction, which holds its one connection.
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
    expect(healthAnswers).toBeGreaterThan(3);
    expect(await pb.context.prisma.tool.count({ where: { pluginId: result.body.submission.id } })).toBe(5_000);
  }, 120_000);
});
