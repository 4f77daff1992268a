-- CreateIndex
CREATE INDEX "ExecutionLog_developerId_userId_createdAt_idx" ON "ExecutionLog"("developerId", "userId", "createdAt");
