-- AlterTable
ALTER TABLE "TriggerSubscription" ADD COLUMN     "routeKey" TEXT;

-- CreateIndex
CREATE INDEX "TriggerSubscription_pluginId_routeKey_idx" ON "TriggerSubscription"("pluginId", "routeKey");
