import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { folderCycles, folderGraphs, importEdges } from "./import-graph.js";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));
const graphs = folderGraphs(importEdges(SRC));
const topLevel = graphs.get(".") ?? new Map<string, Set<string>>();
const importsOf = (unit: string) => [...(topLevel.get(unit) ?? [])].sort();

describe("the server's folders (src/)", () => {
  it("import each other without loops, at every level (no folder imports one that imports it back)", () => {
    const loops = [...graphs].flatMap(([folder, graph]) => folderCycles(graph).map((cycle) => `${folder}: ${cycle.join(" ↔ ")}`));
    expect(loops).toEqual([]);
  });

  it("arrows go one way: http → services → sources, infra → store", () => {
    expect(importsOf("services/")).not.toContain("http/");
    for (const lower of ["sources/", "infra/", "store/"]) {
      expect(importsOf(lower).filter((unit) => ["http/", "services/", "compose.ts", "create-plugboard.ts"].includes(unit)), lower).toEqual([]);
    }
    expect(importsOf("infra/")).not.toContain("sources/");
    expect(importsOf("store/").filter((unit) => unit !== "logging/" && unit !== "errors/")).toEqual([]);
  });

  it("the check sees real edges (guards the checks above)", () => {
    expect(importsOf("http/")).toContain("services/");
    expect(importsOf("services/")).toEqual(expect.arrayContaining(["sources/", "infra/", "store/"]));
    expect(folderCycles(new Map([["a/", new Set(["b/"])], ["b/", new Set(["c.ts"])], ["c.ts", new Set(["a/"])]]))).toEqual([["a/", "b/", "c.ts"]]);
    expect(folderCycles(new Map([["a.ts", new Set(["b.ts"])], ["b.ts", new Set(["a.ts"])]]))).toEqual([]);
  });
});

/**
 * The domains that reach the database through one data-access module beside their service (a file
 * named `*-store.ts`); a domain joins this list once its Prisma calls moved there.
 */
const DOMAINS_WITH_A_STORE = [
  "connection-requests",
  "developers",
  "mcp-server",
  "plugins",
  "tools",
  "webhooks",
  "mcp-upstream",
  "audit",
  "policies",
  "approvals",
  "execution",
  "encryption",
  "credentials",
];
/** Domains that never touch the database themselves (providers install through the submission service). */
const DOMAINS_WITHOUT_DATABASE = ["providers"];

/** A Prisma call or a grab of the client: `prisma.model.findMany(`, `tx.$queryRaw`, `context.prisma`, `const { prisma } = context`. */
const DATABASE_CALL =
  /\b(?:prisma|tx|db)\s*\.\s*(?:\$(?:transaction|queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)\b|[a-z]\w*\s*\.\s*(?:find(?:Unique|First)(?:OrThrow)?|findMany|create(?:Many(?:AndReturn)?)?|update(?:Many)?|upsert|delete(?:Many)?|count|aggregate|groupBy)\s*\()|\bcontext\.prisma\b|\{\s*prisma\s*\}\s*=\s*context\b/;

/** The files of a domain folder that call the database outside its data-access module. */
function databaseCallsOutsideStore(domain: string): string[] {
  const dir = join(SRC, "services", domain);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith("-store.ts"))
    .filter((file) => DATABASE_CALL.test(readFileSync(join(dir, file), "utf8")))
    .map((file) => `services/${domain}/${file}`);
}

describe("data access (src/services/)", () => {
  it.each(DOMAINS_WITH_A_STORE)("%s reaches the database only through its *-store.ts module", (domain) => {
    expect(readdirSync(join(SRC, "services", domain)).filter((file) => file.endsWith("-store.ts")).length).toBeGreaterThan(0);
    expect(databaseCallsOutsideStore(domain)).toEqual([]);
  });

  it.each(DOMAINS_WITHOUT_DATABASE)("%s makes no database call at all", (domain) => {
    expect(databaseCallsOutsideStore(domain)).toEqual([]);
    expect(readdirSync(join(SRC, "services", domain)).filter((file) => file.endsWith("-store.ts"))).toEqual([]);
  });

  it("the check sees database calls (guards the check above)", () => {
    const calls = [
      "await prisma.plugin.findMany({ where })",
      "tx.connectionRequest.updateMany({",
      "await context.prisma.$transaction(async (tx) => {",
      "prisma.$queryRaw`SELECT 1`",
      "const { prisma } = context;",
      "db.webhookDelivery.create({ data })",
    ];
    expect(calls.filter((line) => !DATABASE_CALL.test(line))).toEqual([]);
    expect(["store.find(developerId, id)", "requests.settle(tx, id, outcome)", "prisma: PrismaClient", "plugins.findMany"].filter((line) => DATABASE_CALL.test(line))).toEqual([]);
    // A domain outside the list still has calls outside a store: the check finds them.
    expect(databaseCallsOutsideStore("connections").length).toBeGreaterThan(0);
  });
});
