-- AlterTable
ALTER TABLE "Tool" ADD COLUMN     "placement" JSONB;
