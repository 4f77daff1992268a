import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMetricsService } from "../../src/services/metrics/metrics-service.js";
import { createMetricsStore, type MetricsScope, type RankRow, USAGE_NO_PLUGIN } from "../../src/services/metrics/metrics-store.js";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import { insertExecutionLogRows } from "../../src/store/insert-execution-log-rows.js";
import type { Database } from "../../src/store/open-database.js";
import { migrateUpTo } from "../helpers/migrations-up-to.js";
import { KNOWN_HOURS as HOURS, KNOWN_START as START, knownExecutions as known, MINE as mine } from "../helpers/known-executions.js";
import { testDatabases } from "../helpers/test-database.js";

const HOUR = 3_600_000;

/** The known executions, skewed so the rankings have an order to get right. */
const knownExecutions = (plugins: { crm: string; mail: string }, count?: number) => known(plugins, { seed: 41, count, skew: 1.5, maxLatencyMs: 400 });

const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();
/** Windows aligned on hours, cut at either end or both, holding no whole hour, inside one hour, and reaching past the rows. */
const WINDOWS = [
  { since: at(0), until: at(HOURS * HOUR) },
  { since: at(HOUR), until: at(2 * HOUR) },
  { since: at(37_123), until: at(HOURS * HOUR - 11_000) },
  { since: at(HOUR), until: at(2 * HOUR + 1_800_000) },
  { since: at(1_234), until: at(2 * HOUR) },
  { since: at(1_800_000), until: at(HOUR + 1_200_000) },
  { since: at(HOUR + 1_234), until: at(HOUR + 1_800_000) },
  { since: at(-HOUR + 5_500), until: at(HOURS * HOUR + 1) },
  { since: at(0), until: at(24 * HOUR) },
];

/** The usage rows computed from the log's rows alone (what the store answered before the hourly rollup), in a stable order. */
async function usageFromRows(db: Database, scope: MetricsScope): Promise<RankRow[]> {
  const rows = await db.prisma.$queryRawUnsafe<RankRow[]>(
    `SELECT "pluginId", CASE WHEN GROUPING("toolSlug") = 1 THEN NULL ELSE "toolSlug" END AS "toolSlug",
            count(*)::int AS calls, (count(*) FILTER (WHERE NOT success))::int AS errors
     FROM "ExecutionLog" WHERE "developerId" = $1::uuid AND "createdAt" >= $2::timestamptz AND "createdAt" < $3::timestamptz
       AND ($4::uuid IS NULL OR "pluginId" = $4::uuid) AND ($5::text IS NULL OR "toolSlug" = $5::text)
     GROUP BY GROUPING SETS (("pluginId"), ("pluginId", "toolSlug"))`,
    scope.developerId,
    scope.since.toISOString(),
    scope.until.toISOString(),
    scope.pluginId ?? null,
    scope.toolSlug ?? null,
  );
  return sorted(rows);
}

const sorted = (rows: RankRow[]) => [...rows].sort((a, b) => `${a.pluginId} ${a.toolSlug}`.localeCompare(`${b.pluginId} ${b.toolSlug}`));

/** The overview's four rankings as they follow from usage rows (the most calls, or the most errors among rows with any; five each). */
function rankings(rows: RankRow[], slugs: Map<string, string>) {
  const top = (of: RankRow[], by: "calls" | "errors") => {
    const other = by === "calls" ? "errors" : "calls";
    return of
      .filter((row) => by === "calls" || row.errors > 0)
      .sort((a, b) => b[by] - a[by] || b[other] - a[other] || String(a.pluginId).localeCompare(String(b.pluginId)) || String(a.toolSlug).localeCompare(String(b.toolSlug)))
      .slice(0, 5)
      .map((row) => ({ plugin: row.pluginId ? (slugs.get(row.pluginId) ?? null) : null, tool: row.toolSlug, calls: row.calls, errors: row.errors }));
  };
  const plugins = rows.filter((row) => row.toolSlug === null);
  const tools = rows.filter((row) => row.toolSlug !== null);
  return { topPlugins: { byCalls: top(plugins, "calls"), byErrors: top(plugins, "errors") }, topTools: { byCalls: top(tools, "calls"), byErrors: top(tools, "errors") } };
}

/** Every window (and some plugin and tool scopes): the store's usage and the overview's rankings equal the log's rows'. Returns the calls compared. */
async function compare(db: Database, plugins: { crm: string; mail: string }): Promise<number> {
  const store = createMetricsStore(db);
  const service = createMetricsService(db);
  const slugs = new Map((await db.prisma.plugin.findMany({ select: { id: true, slug: true } })).map((plugin) => [plugin.id, plugin.slug]));
  let counted = 0;
  for (const window of WINDOWS) {
    const scope = { developerId: mine, since: new Date(window.since), until: new Date(window.until) };
    const want = await usageFromRows(db, scope);
    expect(sorted(await store.usage(scope)), JSON.stringify(window)).toEqual(want);
    const overview = await service.overview(mine, window);
    expect({ topPlugins: overview.topPlugins, topTools: overview.topTools }, JSON.stringify(window)).toEqual(rankings(want, slugs));
    counted += want.filter((row) => row.toolSlug === null).reduce((sum, row) => sum + row.calls, 0);
    for (const filter of [{ pluginId: plugins.crm }, { toolSlug: "SEARCH" }, { pluginId: plugins.mail, toolSlug: "SEARCH" }, { toolSlug: "NOTHING" }]) {
      expect(sorted(await store.usage({ ...scope, ...filter })), JSON.stringify({ ...window, ...filter })).toEqual(await usageFromRows(db, { ...scope, ...filter }));
    }
  }
  return counted;
}

/** Per developer, hour, plugin and tool: the hourly rollup's calls and errors, and the log's. */
async function hours(db: Database) {
  const fromLog = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(`
    SELECT concat_ws(' ', "developerId", extract(epoch FROM date_trunc('hour', "createdAt", 'UTC'))::bigint, coalesce("pluginId", '${USAGE_NO_PLUGIN}'::uuid), "toolSlug",
                     count(*), count(*) FILTER (WHERE NOT success)) AS line
    FROM "ExecutionLog" GROUP BY "developerId", date_trunc('hour', "createdAt", 'UTC'), "pluginId", "toolSlug" ORDER BY 1`);
  const rollup = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(`
    SELECT concat_ws(' ', "developerId", extract(epoch FROM "hour")::bigint, "pluginId", "toolSlug", calls, errors) AS line FROM "ExecutionLogUsageHour" ORDER BY 1`);
  return { fromLog: fromLog.map((row) => row.line), rollup: rollup.map((row) => row.line) };
}

describe.each(testDatabases())("overview rankings over the hourly usage rollup on $name", ({ open }) => {
  let db: Database;
  let plugins: { crm: string; mail: string };

  beforeAll(async () => {
    db = await open();
    const crm = await db.prisma.plugin.create({ data: { slug: "usage-crm", name: "Usage CRM" } });
    const mail = await db.prisma.plugin.create({ data: { slug: "usage-mail", name: "Usage Mail" } });
    plugins = { crm: crm.id, mail: mail.id };
    const rows = knownExecutions(plugins);
    // The writer's path, SQL in a session whose time zone is not UTC (the rollup's hours are UTC hours all the same) and
    // Prisma's, in statements that touch the same hours.
    await insertExecutionLogRows(db, rows.slice(0, 500));
    await insertExecutionLogRows(db, rows.slice(500, 800));
    await db.prisma.$transaction([
      db.prisma.$executeRawUnsafe(`SET LOCAL TIME ZONE 'Asia/Kolkata'`),
      db.prisma.$executeRawUnsafe(
        `INSERT INTO "ExecutionLog" (id, "developerId", "userId", "toolSlug", "pluginId", source, status, success, "latencyMs", error, "createdAt")
         SELECT r.id::uuid, r."developerId"::uuid, r."userId", r."toolSlug", r."pluginId"::uuid, r.source, r.status, r.success, r."latencyMs", r.error, r."createdAt"::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, "developerId" text, "userId" text, "toolSlug" text, "pluginId" text, source text, status int, success boolean, "latencyMs" int, error text, "createdAt" text)`,
        JSON.stringify(rows.slice(800, 1000)),
      ),
    ]);
    await db.prisma.executionLog.createMany({ data: rows.slice(1000) });
  }, 300_000);

  afterAll(() => db?.close());

  it("keeps every hour of every developer's (plugin, tool) exactly as the log counts it", async () => {
    const { fromLog, rollup } = await hours(db);
    expect(rollup).toEqual(fromLog);
    const [sums] = await db.prisma.$queryRaw<Array<{ calls: number }>>`SELECT sum(calls)::int AS calls FROM "ExecutionLogUsageHour"`;
    expect(sums).toEqual({ calls: 1200 });
  });

  it("answers the overview's rankings, and the usage behind them, exactly as the log's rows over windows aligned on hours or not", async () => {
    // Every window counted executions (not only empty answers), and other developers' rows are in neither.
    expect(await compare(db, plugins)).toBeGreaterThan(5000);
  });
});

/** The last migration before the hourly usage rollup. */
const BEFORE = "20261231100000_trigger_event_subscription_seq";

describe.each(testDatabases())("migrating to the hourly usage rollup on $name", ({ open }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("fills the hours of the rows already logged, then counts new rows, and keeps its hours when log rows are removed", async () => {
    db = await open({ migrate: false });
    await migrateUpTo(db, BEFORE);
    const plugins = { crm: randomUUID(), mail: randomUUID() };
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO "Plugin" (id, slug, name) VALUES ($1::uuid, 'usage-crm', 'Usage CRM'), ($2::uuid, 'usage-mail', 'Usage Mail')`,
      plugins.crm,
      plugins.mail,
    );
    const rows = knownExecutions(plugins);
    await insertExecutionLogRows(db, rows.slice(0, 600));
    await insertExecutionLogRows(db, rows.slice(600));

    expect(await applyMigrations(db)).toEqual(["20261231200000_execution_log_usage_hour"]);
    const migrated = await hours(db);
    expect(migrated.rollup).toEqual(migrated.fromLog);
    expect(migrated.rollup.length).toBeGreaterThan(20);

    await insertExecutionLogRows(db, knownExecutions(plugins, 100).map((row) => ({ ...row, id: randomUUID() })));
    const refreshed = await hours(db);
    expect(refreshed.rollup).toEqual(refreshed.fromLog);
    expect(await compare(db, plugins)).toBeGreaterThan(5000);

    // Like the per-minute rollup, the hours stay as counted when log rows are removed.
    await db.prisma.$executeRawUnsafe(`DELETE FROM "ExecutionLog" WHERE "createdAt" < $1::timestamptz`, at(HOUR));
    expect((await hours(db)).rollup).toEqual(refreshed.rollup);
  }, 300_000);
});
