-- AlterTable
ALTER TABLE "PendingConnection" ADD COLUMN     "addAccount" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "reauthorizeOnly" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "targetConnectionId" UUID;
