import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

  it("arrows go one way: http → services → sources, infra → store; outbound/ below every caller", () => {
    expect(importsOf("services/")).not.toContain("http/");
    for (const lower of ["sources/", "infra/", "store/", "outbound/"]) {
      expect(importsOf(lower).filter((unit) => ["http/", "services/", "compose.ts", "create-plugboard.ts"].includes(unit)), lower).toEqual([]);
    }
    expect(importsOf("infra/")).not.toContain("sources/");
    // The one outbound module knows no caller: only the guard and telemetry of infra/ below it.
    expect(importsOf("outbound/").filter((unit) => unit !== "infra/")).toEqual([]);
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
  "approvals",
  "audit",
  "connect-flow",
  "connect-sessions",
  "connection-requests",
  "connections",
  "credentials",
  "developers",
  "encryption",
  "execution",
  "mcp-server",
  "mcp-upstream",
  "oauth",
  "plugins",
  "policies",
  "tools",
  "webhooks",
];
/** Domains that never touch the database themselves (providers install through the submission service). */
const DOMAINS_WITHOUT_DATABASE = ["providers"];

/** A Prisma call or a grab of the client: `prisma.model.findMany(`, `tx.$queryRaw`, `context.prisma`, `const { prisma } = context`. */
const DATABASE_CALL =
  /\b(?:prisma|tx|db)\s*\.\s*(?:\$(?:transaction|queryRaw|executeRaw|queryRawUnsafe|executeRawUnsafe)\b|[a-z]\w*\s*\.\s*(?:find(?:Unique|First)(?:OrThrow)?|findMany|create(?:Many(?:AndReturn)?)?|update(?:Many)?|upsert|delete(?:Many)?|count|aggregate|groupBy)\s*\()|\bcontext\.prisma\b|\{[^}]*\bprisma\b[^}]*\}\s*=\s*context\b/;

/** The files of folder `dir` that call the database outside its data-access module (`*-store.ts`; tests aside). */
function filesCallingDatabase(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith("-store.ts"))
    .filter((file) => DATABASE_CALL.test(readFileSync(join(dir, file), "utf8")))
    .sort();
}

/** The files of a domain folder that call the database outside its data-access module. */
function databaseCallsOutsideStore(domain: string): string[] {
  return filesCallingDatabase(join(SRC, "services", domain)).map((file) => `services/${domain}/${file}`);
}

describe("data access (src/services/, src/sources/)", () => {
  it.each(DOMAINS_WITH_A_STORE)("%s reaches the database only through its *-store.ts module", (domain) => {
    expect(readdirSync(join(SRC, "services", domain)).filter((file) => file.endsWith("-store.ts")).length).toBeGreaterThan(0);
    expect(databaseCallsOutsideStore(domain)).toEqual([]);
  });

  it.each(DOMAINS_WITHOUT_DATABASE)("%s makes no database call at all", (domain) => {
    expect(databaseCallsOutsideStore(domain)).toEqual([]);
    expect(readdirSync(join(SRC, "services", domain)).filter((file) => file.endsWith("-store.ts"))).toEqual([]);
  });

  it("no folder of services/ or sources/ calls the database outside a *-store.ts module", () => {
    const folders = ["services", "sources"].flatMap((top) => [
      top,
      ...readdirSync(join(SRC, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${top}/${entry.name}`),
    ]);
    expect(folders.flatMap((folder) => filesCallingDatabase(join(SRC, folder)).map((file) => `${folder}/${file}`))).toEqual([]);
  });

  it("the check sees database calls (guards the check above)", () => {
    const calls = [
      "await prisma.plugin.findMany({ where })",
      "tx.connectionRequest.updateMany({",
      "await context.prisma.$transaction(async (tx) => {",
      "prisma.$queryRaw`SELECT 1`",
      "const { prisma } = context;",
      "const { prisma, cipher } = context;",
      "db.webhookDelivery.create({ data })",
    ];
    expect(calls.filter((line) => !DATABASE_CALL.test(line))).toEqual([]);
    expect(["store.find(developerId, id)", "requests.settle(tx, id, outcome)", "prisma: PrismaClient", "plugins.findMany"].filter((line) => DATABASE_CALL.test(line))).toEqual([]);
    // A folder written here: the service's call is found, the store's and the test's are allowed.
    const dir = mkdtempSync(join(tmpdir(), "plugboard-store-check-"));
    try {
      writeFileSync(join(dir, "thing-service.ts"), "export const list = (context) => context.prisma.thing.findMany({});\n");
      writeFileSync(join(dir, "thing-cache.ts"), "export const load = (tx) => tx.thing.findUnique({ where: { id } });\n");
      writeFileSync(join(dir, "thing-store.ts"), "export const list = (prisma) => prisma.thing.findMany({});\n");
      writeFileSync(join(dir, "thing-service.test.ts"), "await prisma.thing.create({ data });\n");
      writeFileSync(join(dir, "thing-view.ts"), "export const view = (store) => store.list();\n");
      expect(filesCallingDatabase(dir)).toEqual(["thing-cache.ts", "thing-service.ts"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
