-- CreateTable
CREATE TABLE "ConsoleSessionRevocation" (
    "sessionId" TEXT NOT NULL,
    "revokedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ConsoleSessionRevocation_pkey" PRIMARY KEY ("sessionId")
);

-- CreateIndex
CREATE INDEX "ConsoleSessionRevocation_expiresAt_idx" ON "ConsoleSessionRevocation"("expiresAt");
