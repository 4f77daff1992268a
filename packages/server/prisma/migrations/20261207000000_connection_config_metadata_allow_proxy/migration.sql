-- AlterTable
ALTER TABLE "Plugin" ADD COLUMN     "allowProxy" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Connection" ADD COLUMN     "connectionConfig" JSONB,
ADD COLUMN     "connectionMetadata" JSONB;

-- AlterTable
ALTER TABLE "PendingConnection" ADD COLUMN     "connectionConfig" JSONB;

