-- AlterTable
ALTER TABLE "Approval" ADD COLUMN     "accountLabel" TEXT,
ADD COLUMN     "connectionId" UUID;

