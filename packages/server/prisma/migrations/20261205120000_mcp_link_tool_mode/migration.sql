-- AlterTable
ALTER TABLE "McpLink" ADD COLUMN     "toolMode" TEXT NOT NULL DEFAULT 'all';
