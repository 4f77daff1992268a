-- CreateTable
CREATE TABLE "Policy" (
    "id" UUID NOT NULL,
    "developerId" UUID NOT NULL,
    "pluginSlug" TEXT NOT NULL,
    "toolSlug" TEXT NOT NULL DEFAULT '',
    "userIds" TEXT[],
    "userKey" TEXT NOT NULL DEFAULT '',
    "action" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Approval" (
    "id" UUID NOT NULL,
    "developerId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "pluginId" UUID NOT NULL,
    "toolSlug" TEXT NOT NULL,
    "toolName" TEXT NOT NULL,
    "params" TEXT NOT NULL,
    "paramsHash" TEXT NOT NULL,
    "policyId" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "decidedBy" TEXT,
    "decidedAt" TIMESTAMPTZ(3),
    "usedAt" TIMESTAMPTZ(3),
    "closedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Approval_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Policy_developerId_pluginSlug_toolSlug_userKey_key" ON "Policy"("developerId", "pluginSlug", "toolSlug", "userKey");

-- CreateIndex
CREATE INDEX "Approval_developerId_userId_pluginId_toolSlug_paramsHash_idx" ON "Approval"("developerId", "userId", "pluginId", "toolSlug", "paramsHash");

-- CreateIndex
CREATE INDEX "Approval_developerId_createdAt_idx" ON "Approval"("developerId", "createdAt");

-- CreateIndex
CREATE INDEX "Approval_pluginId_idx" ON "Approval"("pluginId");

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Approval" ADD CONSTRAINT "Approval_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Approval" ADD CONSTRAINT "Approval_pluginId_fkey" FOREIGN KEY ("pluginId") REFERENCES "Plugin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

