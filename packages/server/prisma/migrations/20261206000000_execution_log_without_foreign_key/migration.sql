-- The execution log is append-only and read by developerId only; the foreign key's per-row check
-- locked the developer's row on every insert (see schema.prisma).
ALTER TABLE "ExecutionLog" DROP CONSTRAINT "ExecutionLog_developerId_fkey";
