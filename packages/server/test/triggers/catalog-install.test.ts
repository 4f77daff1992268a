import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";

describe.each(testDatabases())("catalog triggers come with an installed provider on $name", ({ open }) => {
  let pb: TestPlugboard;
  beforeAll(async () => {
    pb = await startPlugboard(await open());
  });
  afterAll(async () => {
    await pb?.close();
  });

  it("installing GitHub carries its triggers into the plugin; once approved they are listed with their sources", async () => {
    const installed = await pb.api("POST", "/api/v1/providers/github/install", { slug: "github-triggers", tools: ["GET_AUTHENTICATED_USER"], submitForReview: true });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    await pb.services.review.review({ id: installed.body.submission.id }, "approved");
    const listed = await pb.api("GET", "/api/v1/triggers?plugin=github-triggers");
    expect(listed.body.triggers.map((trigger: { slug: string }) => trigger.slug)).toEqual(["issue_opened", "issue_comment_created", "pull_request_opened", "pull_request_merged", "push", "release_published"]);
    for (const trigger of listed.body.triggers) expect(trigger.source).toMatch(/^https:\/\/docs\.github\.com\//);
    expect(listed.body.triggers[0].configSchema.required).toEqual(["owner", "repo"]);
  });
});
