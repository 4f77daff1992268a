-- CreateTable
CREATE TABLE "ExecutionLogRollup" (
    "developerId" UUID NOT NULL,
    "minute" TIMESTAMPTZ(3) NOT NULL,
    "total" INTEGER NOT NULL,
    "success" INTEGER NOT NULL,
    "upstreamError" INTEGER NOT NULL,
    "refused" INTEGER NOT NULL,
    "minLatencyMs" INTEGER NOT NULL,
    "maxLatencyMs" INTEGER NOT NULL,
    "latencyBins" INTEGER[],

    CONSTRAINT "ExecutionLogRollup_pkey" PRIMARY KEY ("developerId","minute")
);

-- The latency histogram's bin of a latency: 0-based, bin i holding [lower bound i, lower bound i + 1); the
-- lower bounds (0, 1, …, 10, then growing by about 1.2) are LATENCY_BIN_LOWER_BOUNDS in the metrics store.
CREATE FUNCTION "execution_latency_bin"(latency INTEGER) RETURNS INTEGER LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(latency, ARRAY[1,2,3,4,5,6,7,8,9,10,12,14,17,20,24,29,35,42,50,60,72,86,103,124,149,179,215,258,310,372,446,535,642,770,924,1109,1331,1597,1916,2299,2759,3311,3973,4768,5722,6866,8239,9887,11864,14237,17084,20501,24601,29521,35425,42510,51012,61214,73457,88148,105778,126934,152321]::INTEGER[])
$$;

-- Adds a statement's new execution-log rows to their minutes' rollup rows, in the statement's transaction: the rollup is
-- exact for every minute, the current one included. Rows are upserted in (developer, minute) order, so concurrent writers
-- lock rollup rows in one order.
CREATE FUNCTION "execution_log_rollup_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per_bin AS (
    SELECT "developerId", date_trunc('minute', "createdAt") AS "minute", "execution_latency_bin"("latencyMs") AS bin, count(*)::INTEGER AS total,
           (count(*) FILTER (WHERE success))::INTEGER AS success,
           (count(*) FILTER (WHERE NOT success AND (status IS NULL OR status < 400 OR status > 499)))::INTEGER AS "upstreamError",
           (count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499))::INTEGER AS refused,
           min("latencyMs") AS "minLatencyMs", max("latencyMs") AS "maxLatencyMs"
    FROM added GROUP BY 1, 2, 3
  ), per_minute AS (
    SELECT "developerId", "minute", sum(total)::INTEGER AS total, sum(success)::INTEGER AS success, sum("upstreamError")::INTEGER AS "upstreamError",
           sum(refused)::INTEGER AS refused, min("minLatencyMs") AS "minLatencyMs", max("maxLatencyMs") AS "maxLatencyMs"
    FROM per_bin GROUP BY 1, 2
  ), dense AS (
    SELECT m."developerId", m."minute", array_agg(coalesce(p.total, 0) ORDER BY i) AS "latencyBins"
    FROM per_minute m CROSS JOIN generate_series(0, 63) AS i
    LEFT JOIN per_bin p ON p."developerId" = m."developerId" AND p."minute" = m."minute" AND p.bin = i
    GROUP BY 1, 2
  )
  INSERT INTO "ExecutionLogRollup" AS r ("developerId", "minute", "total", "success", "upstreamError", "refused", "minLatencyMs", "maxLatencyMs", "latencyBins")
  SELECT m."developerId", m."minute", m.total, m.success, m."upstreamError", m.refused, m."minLatencyMs", m."maxLatencyMs", d."latencyBins"
  FROM per_minute m JOIN dense d ON d."developerId" = m."developerId" AND d."minute" = m."minute"
  ORDER BY m."developerId", m."minute"
  ON CONFLICT ("developerId", "minute") DO UPDATE SET
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

CREATE TRIGGER "ExecutionLog_rollup" AFTER INSERT ON "ExecutionLog" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "execution_log_rollup_add"();

-- The rows already logged (the same computation over the whole log).
WITH per_bin AS (
    SELECT "developerId", date_trunc('minute', "createdAt") AS "minute", "execution_latency_bin"("latencyMs") AS bin, count(*)::INTEGER AS total,
           (count(*) FILTER (WHERE success))::INTEGER AS success,
           (count(*) FILTER (WHERE NOT success AND (status IS NULL OR status < 400 OR status > 499)))::INTEGER AS "upstreamError",
           (count(*) FILTER (WHERE NOT success AND status BETWEEN 400 AND 499))::INTEGER AS refused,
           min("latencyMs") AS "minLatencyMs", max("latencyMs") AS "maxLatencyMs"
    FROM "ExecutionLog" GROUP BY 1, 2, 3
  ), per_minute AS (
    SELECT "developerId", "minute", sum(total)::INTEGER AS total, sum(success)::INTEGER AS success, sum("upstreamError")::INTEGER AS "upstreamError",
           sum(refused)::INTEGER AS refused, min("minLatencyMs") AS "minLatencyMs", max("maxLatencyMs") AS "maxLatencyMs"
    FROM per_bin GROUP BY 1, 2
  ), dense AS (
    SELECT m."developerId", m."minute", array_agg(coalesce(p.total, 0) ORDER BY i) AS "latencyBins"
    FROM per_minute m CROSS JOIN generate_series(0, 63) AS i
    LEFT JOIN per_bin p ON p."developerId" = m."developerId" AND p."minute" = m."minute" AND p.bin = i
    GROUP BY 1, 2
  )
  INSERT INTO "ExecutionLogRollup" AS r ("developerId", "minute", "total", "success", "upstreamError", "refused", "minLatencyMs", "maxLatencyMs", "latencyBins")
  SELECT m."developerId", m."minute", m.total, m.success, m."upstreamError", m.refused, m."minLatencyMs", m."maxLatencyMs", d."latencyBins"
  FROM per_minute m JOIN dense d ON d."developerId" = m."developerId" AND d."minute" = m."minute"
  ORDER BY m."developerId", m."minute";
