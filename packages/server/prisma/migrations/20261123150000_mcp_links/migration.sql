-- AlterTable
ALTER TABLE "McpToolCache" ADD COLUMN     "annotations" JSONB;

-- CreateTable
CREATE TABLE "McpLink" (
    "id" UUID NOT NULL,
    "developerId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "plugins" TEXT[],
    "name" TEXT,
    "expiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "McpLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "McpLink_tokenHash_key" ON "McpLink"("tokenHash");

-- CreateIndex
CREATE INDEX "McpLink_developerId_userId_idx" ON "McpLink"("developerId", "userId");

-- AddForeignKey
ALTER TABLE "McpLink" ADD CONSTRAINT "McpLink_developerId_fkey" FOREIGN KEY ("developerId") REFERENCES "Developer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

