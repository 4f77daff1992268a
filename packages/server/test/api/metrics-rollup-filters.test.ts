import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMetricsService } from "../../src/services/metrics/metrics-service.js";
import { ROLLUP_EVERY_PLUGIN } from "../../src/services/metrics/metrics-store.js";
import { applyMigrations } from "../../src/store/apply-migrations.js";
import { insertExecutionLogRows } from "../../src/store/insert-execution-log-rows.js";
import type { Database } from "../../src/store/open-database.js";
import { migrateUpTo } from "../helpers/migrations-up-to.js";
import { KNOWN_HOURS as HOURS, KNOWN_START as START, knownExecutions as known, MINE as mine } from "../helpers/known-executions.js";
import { testDatabases } from "../helpers/test-database.js";


/** The known executions with latencies under 10 ms, where the rollup's histogram is exact: the rollup's answer and the rows' must be identical, percentiles included. */
const knownExecutions = (plugins: { crm: string; mail: string }) => known(plugins, { seed: 38, maxLatencyMs: 10 });

const at = (offsetMs: number) => new Date(START + offsetMs).toISOString();
/** Windows not aligned on minutes, cut into buckets whose boundaries fall inside minutes too. */
const WINDOWS = [
  { since: at(37_123), until: at(HOURS * 3_600_000 - 11_000), bucket: "15m" as const },
  { since: at(-3_600_000 + 5_500), until: at(HOURS * 3_600_000 + 1), bucket: "1h" as const },
  { since: at(3_600_000 + 1_234), until: at(3_600_000 + 1_800_000), bucket: "1m" as const },
  { since: at(0), until: at(24 * 3_600_000), bucket: "1d" as const },
];
const SCOPES = [{}, { plugin: "rollup-crm" }, { plugin: "rollup-mail" }, { tool: "SEARCH" }, { plugin: "rollup-crm", tool: "SEARCH" }, { plugin: "rollup-crm", tool: "CRM_LIST" }, { tool: "NOTHING" }, { plugin: "rollup-mail", tool: "CRM_LIST" }];

/** Every scope × window answered from the rollup and from the rows: identical answers (and the number of executions compared). */
async function compare(db: Database): Promise<number> {
  const fromRows = createMetricsService(db, { exactPercentileRows: Number.POSITIVE_INFINITY });
  const fromRollup = createMetricsService(db, { exactPercentileRows: 0 });
  let counted = 0;
  for (const scope of SCOPES) {
    for (const window of WINDOWS) {
      const query = { ...window, ...scope };
      const [want, got] = await Promise.all([fromRows.executions(mine, query), fromRollup.executions(mine, query)]);
      expect(got, JSON.stringify(query)).toEqual(want);
      counted += want.totals.total;
    }
  }
  return counted;
}

/** Per level (whole log, plugin, tool, plugin's tool), developer and minute: the rollup's counts and latency range, and the log's. */
async function levels(db: Database) {
  const nil = ROLLUP_EVERY_PLUGIN;
  const fromLog = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(`
    SELECT concat_ws(' ', "developerId", p, t, extract(epoch FROM date_trunc('minute', "createdAt"))::bigint, count(*), count(*) FILTER (WHERE success),
                     count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499), min("latencyMs"), max("latencyMs")) AS line
    FROM "ExecutionLog" l CROSS JOIN LATERAL (VALUES ('${nil}'::uuid, ''), (l."pluginId", ''), ('${nil}'::uuid, l."toolSlug"), (l."pluginId", l."toolSlug")) AS k(p, t)
    WHERE p IS NOT NULL
    GROUP BY "developerId", p, t, date_trunc('minute', "createdAt") ORDER BY 1`);
  const rollup = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(`
    SELECT concat_ws(' ', "developerId", "pluginId", "toolSlug", extract(epoch FROM "minute")::bigint, total, success, refused, "minLatencyMs", "maxLatencyMs") AS line
    FROM "ExecutionLogRollup" ORDER BY 1`);
  return { fromLog: fromLog.map((row) => row.line), rollup: rollup.map((row) => row.line) };
}

describe.each(testDatabases())("metrics filtered by plugin and tool over the rollup on $name", ({ open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
    const crm = await db.prisma.plugin.create({ data: { slug: "rollup-crm", name: "Rollup CRM" } });
    const mail = await db.prisma.plugin.create({ data: { slug: "rollup-mail", name: "Rollup Mail" } });
    const rows = knownExecutions({ crm: crm.id, mail: mail.id });
    // The writer's path and Prisma's, in statements that touch the same minutes.
    await insertExecutionLogRows(db, rows.slice(0, 500));
    await insertExecutionLogRows(db, rows.slice(500, 800));
    await db.prisma.executionLog.createMany({ data: rows.slice(800) });
  }, 300_000);

  afterAll(() => db?.close());

  it("keeps every minute at four levels — whole log, plugin, tool, plugin's tool — exactly as the log counts them", async () => {
    const { fromLog, rollup } = await levels(db);
    expect(rollup).toEqual(fromLog);
    const [sums] = await db.prisma.$queryRaw<Array<{ total: number; binned: number }>>`
      SELECT sum(total)::int AS total, (SELECT sum(v)::int FROM "ExecutionLogRollup", unnest("latencyBins") AS v WHERE "pluginId" = ${ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = '') AS binned
      FROM "ExecutionLogRollup" WHERE "pluginId" = ${ROLLUP_EVERY_PLUGIN}::uuid AND "toolSlug" = ''`;
    expect(sums).toEqual({ total: 1200, binned: 1200 });
  });

  it("answers ?plugin=, ?tool= and both from the rollup exactly as from the rows, buckets and percentiles included", async () => {
    const counted = await compare(db);
    // The comparison covered executions (not only empty answers), and other developers' rows are in neither.
    expect(counted).toBeGreaterThan(2000);
    const crm = await createMetricsService(db, { exactPercentileRows: 0 }).executions(mine, { ...WINDOWS[3]!, plugin: "rollup-crm" });
    const pluginId = (await db.prisma.plugin.findUniqueOrThrow({ where: { slug: "rollup-crm" } })).id;
    expect(crm.totals.total).toBe(await db.prisma.executionLog.count({ where: { developerId: mine, pluginId } }));
    expect(crm.totals.total).toBeGreaterThan(0);
  });
});

/** The last migration before the rollup had plugin and tool keys. */
const BEFORE = "20261229100000_webhook_delivery_attempts";

describe.each(testDatabases())("migrating the rollup to plugin and tool keys on $name", ({ open }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it("keeps every existing rollup row (even a minute whose log rows are gone) and fills the plugin and tool levels from the log", async () => {
    db = await open({ migrate: false });
    await migrateUpTo(db, BEFORE);
    const [crm, mail] = [randomUUID(), randomUUID()];
    await db.prisma.$executeRawUnsafe(`INSERT INTO "Plugin" (id, slug, name) VALUES ($1::uuid, 'rollup-crm', 'Rollup CRM'), ($2::uuid, 'rollup-mail', 'Rollup Mail')`, crm, mail);
    const rows = knownExecutions({ crm, mail });
    const insert = (part: typeof rows) =>
      db!.prisma.$executeRawUnsafe(
        `INSERT INTO "ExecutionLog" (id, "developerId", "userId", "toolSlug", "pluginId", source, status, success, "latencyMs", error, "createdAt")
         SELECT r.id::uuid, r."developerId"::uuid, r."userId", r."toolSlug", r."pluginId"::uuid, r.source, r.status, r.success, r."latencyMs", r.error, r."createdAt"::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, "developerId" text, "userId" text, "toolSlug" text, "pluginId" text, source text, status int, success boolean, "latencyMs" int, error text, "createdAt" text)`,
        JSON.stringify(part),
      );
    await insert(rows.slice(0, 600));
    await insert(rows.slice(600));
    // A minute of history whose log rows were removed since (the rollup is all that remains of it).
    await insert([{ ...rows[0]!, id: randomUUID(), developerId: mine, createdAt: new Date("2026-01-01T10:00:30Z") }, { ...rows[1]!, id: randomUUID(), developerId: mine, createdAt: new Date("2026-01-01T10:00:40Z") }]);
    await db.prisma.$executeRawUnsafe(`DELETE FROM "ExecutionLog" WHERE "createdAt" < '2026-02-01'`);
    const before = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(
      `SELECT concat_ws(' ', "developerId", extract(epoch FROM "minute")::bigint, total, success, "upstreamError", refused, "minLatencyMs", "maxLatencyMs", "latencyBins"::text) AS line FROM "ExecutionLogRollup" ORDER BY 1`,
    );

    await applyMigrations(db);
    const after = await db.prisma.$queryRawUnsafe<Array<{ line: string }>>(
      `SELECT concat_ws(' ', "developerId", extract(epoch FROM "minute")::bigint, total, success, "upstreamError", refused, "minLatencyMs", "maxLatencyMs", "latencyBins"::text) AS line
       FROM "ExecutionLogRollup" WHERE "pluginId" = $1::uuid AND "toolSlug" = '' ORDER BY 1`,
      ROLLUP_EVERY_PLUGIN,
    );
    expect(after.map((row) => row.line)).toEqual(before.map((row) => row.line));
    expect(before.some((row) => row.line.includes(` ${Date.parse("2026-01-01T10:00:00Z") / 1000} 2 `))).toBe(true);
    // The new levels match the log; the removed minute stays at the whole-log level only.
    const { fromLog, rollup } = await levels(db);
    const removedMinute = ` ${Date.parse("2026-01-01T10:00:00Z") / 1000} `;
    expect(rollup.filter((line) => !line.includes(removedMinute))).toEqual(fromLog);
    expect(rollup.filter((line) => line.includes(removedMinute))).toHaveLength(1);
    // New rows reach every level, and the filtered answers equal the rows'.
    await insertExecutionLogRows(db, knownExecutions({ crm, mail }).slice(0, 100).map((row) => ({ ...row, id: randomUUID() })));
    const refreshed = await levels(db);
    expect(refreshed.rollup.filter((line) => !line.includes(removedMinute))).toEqual(refreshed.fromLog);
    expect(await compare(db)).toBeGreaterThan(2000);
  }, 300_000);
});
