-- The per-minute rollup gains plugin and tool keys, so `GET /api/v1/metrics/executions?plugin=&tool=` reads it too. Each minute of a
-- developer's log is kept at four levels: every plugin and tool ("pluginId" = the nil UUID, "toolSlug" = ''), one plugin (its id, ''),
-- one tool across plugins (nil UUID, the tool's slug) and one plugin's tool (its id, the slug). A log row without a plugin counts in the
-- first and third only. The rows already there are the first level (their keys default to it): nothing of them is lost.
ALTER TABLE "ExecutionLogRollup" ADD COLUMN "pluginId" UUID NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  ADD COLUMN "toolSlug" TEXT NOT NULL DEFAULT '';
ALTER TABLE "ExecutionLogRollup" ALTER COLUMN "pluginId" DROP DEFAULT, ALTER COLUMN "toolSlug" DROP DEFAULT;
ALTER TABLE "ExecutionLogRollup" DROP CONSTRAINT "ExecutionLogRollup_pkey";
ALTER TABLE "ExecutionLogRollup" ADD CONSTRAINT "ExecutionLogRollup_pkey" PRIMARY KEY ("developerId", "pluginId", "toolSlug", "minute");

-- As before, at the four levels: a statement's new log rows added to their minutes' rollup rows in the statement's transaction,
-- upserted in key order so concurrent writers lock rollup rows in one order.
CREATE OR REPLACE FUNCTION "execution_log_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH keyed AS (
    SELECT a."developerId", k."pluginId", k."toolSlug", a."createdAt", a."latencyMs", a.success, a.status
    FROM added a CROSS JOIN LATERAL (VALUES ('00000000-0000-0000-0000-000000000000'::UUID, ''), (a."pluginId", ''), ('00000000-0000-0000-0000-000000000000'::UUID, a."toolSlug"), (a."pluginId", a."toolSlug")) AS k("pluginId", "toolSlug")
    WHERE k."pluginId" IS NOT NULL
  ), per_bin AS (
    SELECT "developerId", "pluginId", "toolSlug", date_trunc('minute', "createdAt") AS "minute", "execution_latency_bin"("latencyMs") AS bin, count(*)::INTEGER AS total,
           (count(*) FILTER (WHERE success))::INTEGER AS success,
           (count(*) FILTER (WHERE NOT success AND (status IS NULL OR status < 400 OR status > 499)))::INTEGER AS "upstreamError",
           (count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499))::INTEGER AS refused,
           min("latencyMs") AS "minLatencyMs", max("latencyMs") AS "maxLatencyMs"
    FROM keyed GROUP BY 1, 2, 3, 4, 5
  ), per_minute AS (
    SELECT "developerId", "pluginId", "toolSlug", "minute", sum(total)::INTEGER AS total, sum(success)::INTEGER AS success, sum("upstreamError")::INTEGER AS "upstreamError",
           sum(refused)::INTEGER AS refused, min("minLatencyMs") AS "minLatencyMs", max("maxLatencyMs") AS "maxLatencyMs"
    FROM per_bin GROUP BY 1, 2, 3, 4
  ), dense AS (
    SELECT m."developerId", m."pluginId", m."toolSlug", m."minute", array_agg(coalesce(p.total, 0) ORDER BY i) AS "latencyBins"
    FROM per_minute m CROSS JOIN generate_series(0, 63) AS i
    LEFT JOIN per_bin p ON p."developerId" = m."developerId" AND p."pluginId" = m."pluginId" AND p."toolSlug" = m."toolSlug" AND p."minute" = m."minute" AND p.bin = i
    GROUP BY 1, 2, 3, 4
  )
  INSERT INTO "ExecutionLogRollup" AS r ("developerId", "pluginId", "toolSlug", "minute", "total", "success", "upstreamError", "refused", "minLatencyMs", "maxLatencyMs", "latencyBins")
  SELECT m."developerId", m."pluginId", m."toolSlug", m."minute", m.total, m.success, m."upstreamError", m.refused, m."minLatencyMs", m."maxLatencyMs", d."latencyBins"
  FROM per_minute m JOIN dense d ON d."developerId" = m."developerId" AND d."pluginId" = m."pluginId" AND d."toolSlug" = m."toolSlug" AND d."minute" = m."minute"
  ORDER BY m."developerId", m."pluginId", m."toolSlug", m."minute"
  ON CONFLICT ("developerId", "pluginId", "toolSlug", "minute") DO UPDATE SET
    "total" = r."total" + EXCLUDED."total",
    "success" = r."success" + EXCLUDED."success",
    "upstreamError" = r."upstreamError" + EXCLUDED."upstreamError",
    "refused" = r."refused" + EXCLUDED."refused",
    "minLatencyMs" = least(r."minLatencyMs", EXCLUDED."minLatencyMs"),
    "maxLatencyMs" = greatest(r."maxLatencyMs", EXCLUDED."maxLatencyMs"),
    "latencyBins" = (SELECT array_agg(a + b ORDER BY i) FROM unnest(r."latencyBins", EXCLUDED."latencyBins") WITH ORDINALITY AS u(a, b, i));
  RETURN NULL;
END
$$;

-- The three new levels of the rows already logged (the same computation over the whole log; the first level is the rows kept above).
WITH keyed AS (
    SELECT l."developerId", k."pluginId", k."toolSlug", l."createdAt", l."latencyMs", l.success, l.status
    FROM "ExecutionLog" l CROSS JOIN LATERAL (VALUES (l."pluginId", ''), ('00000000-0000-0000-0000-000000000000'::UUID, l."toolSlug"), (l."pluginId", l."toolSlug")) AS k("pluginId", "toolSlug")
    WHERE k."pluginId" IS NOT NULL
  ), per_bin AS (
    SELECT "developerId", "pluginId", "toolSlug", date_trunc('minute', "createdAt") AS "minute", "execution_latency_bin"("latencyMs") AS bin, count(*)::INTEGER AS total,
           (count(*) FILTER (WHERE success))::INTEGER AS success,
           (count(*) FILTER (WHERE NOT success AND (status IS NULL OR status < 400 OR status > 499)))::INTEGER AS "upstreamError",
           (count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499))::INTEGER AS refused,
           min("latencyMs") AS "minLatencyMs", max("latencyMs") AS "maxLatencyMs"
    FROM keyed GROUP BY 1, 2, 3, 4, 5
  ), per_minute AS (
    SELECT "developerId", "pluginId", "toolSlug", "minute", sum(total)::INTEGER AS total, sum(success)::INTEGER AS success, sum("upstreamError")::INTEGER AS "upstreamError",
           sum(refused)::INTEGER AS refused, min("minLatencyMs") AS "minLatencyMs", max("maxLatencyMs") AS "maxLatencyMs"
    FROM per_bin GROUP BY 1, 2, 3, 4
  ), dense AS (
    SELECT m."developerId", m."pluginId", m."toolSlug", m."minute", array_agg(coalesce(p.total, 0) ORDER BY i) AS "latencyBins"
    FROM per_minute m CROSS JOIN generate_series(0, 63) AS i
    LEFT JOIN per_bin p ON p."developerId" = m."developerId" AND p."pluginId" = m."pluginId" AND p."toolSlug" = m."toolSlug" AND p."minute" = m."minute" AND p.bin = i
    GROUP BY 1, 2, 3, 4
  )
  INSERT INTO "ExecutionLogRollup" ("developerId", "pluginId", "toolSlug", "minute", "total", "success", "upstreamError", "refused", "minLatencyMs", "maxLatencyMs", "latencyBins")
  SELECT m."developerId", m."pluginId", m."toolSlug", m."minute", m.total, m.success, m."upstreamError", m.refused, m."minLatencyMs", m."maxLatencyMs", d."latencyBins"
  FROM per_minute m JOIN dense d ON d."developerId" = m."developerId" AND d."pluginId" = m."pluginId" AND d."toolSlug" = m."toolSlug" AND d."minute" = m."minute"
  ORDER BY m."developerId", m."pluginId", m."toolSlug", m."minute";
