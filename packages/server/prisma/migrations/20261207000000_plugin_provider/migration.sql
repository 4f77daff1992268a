-- AlterTable
ALTER TABLE "Plugin" ADD COLUMN     "provider" JSONB;
