-- Calls and failures per UTC hour of each developer's (plugin, tool), for `GET /api/v1/metrics/overview`'s rankings: a window's
-- whole hours are summed from here, only its partial hours at both ends read from the log. A log row without a plugin counts under
-- the nil UUID. Kept like "ExecutionLogRollup": by a trigger on every insert into the log, in the statement's transaction, so exact
-- for every hour, the current one included; removing log rows leaves their hours as they were. Hours are truncated in UTC, whatever
-- the session's time zone.
CREATE TABLE "ExecutionLogUsageHour" (
    "developerId" UUID NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "pluginId" UUID NOT NULL,
    "toolSlug" TEXT NOT NULL,
    "calls" INTEGER NOT NULL,
    "errors" INTEGER NOT NULL,

    CONSTRAINT "ExecutionLogUsageHour_pkey" PRIMARY KEY ("developerId","hour","pluginId","toolSlug")
);

-- Adds a statement's new execution-log rows to their hours' rows, upserted in key order so concurrent writers lock them in one order.
CREATE FUNCTION "execution_log_usage_hour_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ExecutionLogUsageHour" AS u ("developerId", "hour", "pluginId", "toolSlug", "calls", "errors")
  SELECT "developerId", date_trunc('hour', "createdAt", 'UTC'), coalesce("pluginId", '00000000-0000-0000-0000-000000000000'::UUID), "toolSlug",
         count(*)::INTEGER, (count(*) FILTER (WHERE NOT success))::INTEGER
  FROM added GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("developerId", "hour", "pluginId", "toolSlug") DO UPDATE SET
    "calls" = u."calls" + EXCLUDED."calls",
    "errors" = u."errors" + EXCLUDED."errors";
  RETURN NULL;
END
$$;

CREATE TRIGGER "ExecutionLog_usage_hour" AFTER INSERT ON "ExecutionLog" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "execution_log_usage_hour_add"();

-- The rows already logged (the same computation over the whole log).
INSERT INTO "ExecutionLogUsageHour" ("developerId", "hour", "pluginId", "toolSlug", "calls", "errors")
SELECT "developerId", date_trunc('hour', "createdAt", 'UTC'), coalesce("pluginId", '00000000-0000-0000-0000-000000000000'::UUID), "toolSlug",
       count(*)::INTEGER, (count(*) FILTER (WHERE NOT success))::INTEGER
FROM "ExecutionLog" GROUP BY 1, 2, 3, 4
ORDER BY 1, 2, 3, 4;
