-- DropIndex
DROP INDEX "ExecutionLog_developerId_createdAt_idx";

-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_createdAt_success_status_latencyMs_idx" ON "ExecutionLog"("developerId", "createdAt", "success", "status", "latencyMs", "pluginId", "toolSlug");

-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_toolSlug_createdAt_idx" ON "ExecutionLog"("developerId", "toolSlug", "createdAt");

-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_pluginId_createdAt_idx" ON "ExecutionLog"("developerId", "pluginId", "createdAt");

-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_pluginId_toolSlug_createdAt_idx" ON "ExecutionLog"("developerId", "pluginId", "toolSlug", "createdAt");

-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_success_createdAt_idx" ON "ExecutionLog"("developerId", "success", "createdAt");

