import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlugboard } from "../helpers/start-plugboard.js";
import { startTwoInstances, type TwoInstances } from "../helpers/start-two-instances.js";

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) console.warn("Two-instance tool search tests skipped: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL");

const search = async (instance: TestPlugboard, q: string) =>
  (await instance.api("GET", `/api/v1/tools/search?q=${encodeURIComponent(q)}`)).body.tools.map((hit: { pluginSlug: string; slug: string }) => `${hit.pluginSlug}:${hit.slug}`);

describe.skipIf(!postgres)("tool search on two instances sharing one PostgreSQL (needs TEST_DATABASE_URL)", () => {
  let instances: TwoInstances;
  let first: TestPlugboard;
  let second: TestPlugboard;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ first, second } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it("finds on one instance a plugin approved on the other, and forgets it when declined there", async () => {
    // Both indexes are built (and so would be stale without the invalidation bus).
    expect(await search(first, "water the plants")).toEqual([]);
    expect(await search(second, "water the plants")).toEqual([]);
    const id = await first.createApprovedPlugin({
      slug: "garden",
      name: "Garden",
      baseUrl: "https://garden.example.com",
      authMethods: [{ type: "api_key", label: "Key", config: { header_name: "X-Api-Key" } }],
      tools: [{ slug: "WATER_PLANTS", name: "Water the plants", description: "Starts the sprinklers", method: "POST", path: "/water" }],
    });
    await expect.poll(() => search(second, "water the plants"), { timeout: 5_000 }).toEqual(["garden:WATER_PLANTS"]);
    await first.services.review.review({ id }, "declined");
    await expect.poll(() => search(second, "water the plants"), { timeout: 5_000 }).toEqual([]);
  });

  it("rebuilds everything when the bus says events may have been missed", async () => {
    const before = await search(second, "water the plants");
    // A change the second instance never hears of (written straight to the shared database) …
    const plugin = await first.context.prisma.plugin.findUniqueOrThrow({ where: { slug: "garden" } });
    await first.context.prisma.plugin.update({ where: { id: plugin.id }, data: { reviewStatus: "approved" } });
    expect(await search(second, "water the plants")).toEqual(before);
    // … is picked up after the LISTEN connection comes back (the bus then delivers `all`).
    second.services.bus.publish({ kind: "all" });
    expect(await search(second, "water the plants")).toEqual(["garden:WATER_PLANTS"]);
  });
});
