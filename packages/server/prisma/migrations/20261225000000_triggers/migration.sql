-- AlterTable
ALTER TABLE "Plugin" ADD COLUMN     "triggers" JSONB NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "TriggerSubscription" (
    "id" UUID NOT NULL,
    "developerId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "pluginId" UUID NOT NULL,
    "trigger" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "connectionId" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "statusReason" TEXT,
    "tokenHash" TEXT,
    "secret" TEXT,
    "upstreamId" TEXT,
    "cursor" JSONB,
    "nextPollAt" TIMESTAMPTZ(3),
    "leaseUntil" TIMESTAMPTZ(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastEventAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TriggerSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TriggerEvent" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "developerId" UUID NOT NULL,
    "externalId" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TriggerEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TriggerSubscription_tokenHash_key" ON "TriggerSubscription"("tokenHash");

-- CreateIndex
CREATE INDEX "TriggerSubscription_developerId_userId_idx" ON "TriggerSubscription"("developerId", "userId");

-- CreateIndex
CREATE INDEX "TriggerSubscription_connectionId_idx" ON "TriggerSubscription"("connectionId");

-- CreateIndex
CREATE INDEX "TriggerSubscription_status_nextPollAt_idx" ON "TriggerSubscription"("status", "nextPollAt");

-- CreateIndex
CREATE INDEX "TriggerEvent_developerId_seq_idx" ON "TriggerEvent"("developerId", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "TriggerEvent_subscriptionId_externalId_key" ON "TriggerEvent"("subscriptionId", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "TriggerEvent_seq_key" ON "TriggerEvent"("seq");

-- AddForeignKey
ALTER TABLE "TriggerSubscription" ADD CONSTRAINT "TriggerSubscription_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSubscription" ADD CONSTRAINT "TriggerSubscription_pluginId_fkey" FOREIGN KEY ("pluginId") REFERENCES "Plugin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerSubscription" ADD CONSTRAINT "TriggerSubscription_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "Connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TriggerEvent" ADD CONSTRAINT "TriggerEvent_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "TriggerSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

