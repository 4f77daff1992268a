import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

interface Labeled {
  request: string;
  /** Tool slugs any of which is a right answer. */
  expected: string[];
}

const LABELED: Labeled[] = (JSON.parse(readFileSync(new URL("./github-requests.json", import.meta.url), "utf8")) as { requests: Labeled[] }).requests;
const GITHUB_DOCUMENT = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
const MIN_RECALL = 0.9;

describe.each(testDatabases())("search quality over GitHub's imported catalog on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;

  beforeAll(async () => {
    db = await open();
    pb = await startPlugboard(db);
    const imported = await pb.api("POST", "/api/v1/submissions/import", { slug: "github", document: readFileSync(GITHUB_DOCUMENT, "utf8"), submitForReview: true });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(201);
    await pb.services.review.review({ id: imported.body.submission.id }, "approved");
  }, 180_000);
  afterAll(async () => {
    await pb?.close();
    await db?.close();
  });

  it(`finds the expected operation in the top 5 for at least ${MIN_RECALL * 100} % of ${LABELED.length} natural requests`, async () => {
    expect(LABELED.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const { request, expected } of LABELED) {
      const { status, body } = await pb.api("GET", `/api/v1/tools/search?plugin=github&limit=5&q=${encodeURIComponent(request)}`);
      expect(status).toBe(200);
      const found: string[] = body.tools.map((tool: { slug: string }) => tool.slug);
      if (!found.some((slug) => expected.includes(slug))) misses.push(`"${request}" → ${found.join(", ")} (wanted ${expected.join(" or ")})`);
    }
    const recall = (LABELED.length - misses.length) / LABELED.length;
    console.log(`recall@5 over GitHub's catalog: ${(recall * 100).toFixed(1)} % (${LABELED.length - misses.length}/${LABELED.length})${misses.length ? `\nmisses:\n  ${misses.join("\n  ")}` : ""}`);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  }, 120_000);
});
