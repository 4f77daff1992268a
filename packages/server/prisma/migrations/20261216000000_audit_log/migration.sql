-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" UUID NOT NULL,
    "developerId" UUID,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT,
    "actorAuth" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "requestId" TEXT,
    "details" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEvent_developerId_createdAt_idx" ON "AuditEvent"("developerId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");

