-- AlterTable
ALTER TABLE "PendingConnection" ADD COLUMN     "connectLinkId" TEXT;

-- CreateTable
CREATE TABLE "UsedConnectLink" (
    "linkId" TEXT NOT NULL,
    "usedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedConnectLink_pkey" PRIMARY KEY ("linkId")
);

-- CreateIndex
CREATE INDEX "UsedConnectLink_expiresAt_idx" ON "UsedConnectLink"("expiresAt");

