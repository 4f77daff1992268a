-- Accounts (issue 23): a user may connect several accounts of one plugin, told apart by "accountLabel".
-- Every existing connection becomes the default account of its (developer, user, plugin); a label it
-- was given before is kept, a missing one becomes 'default'. No credential column is touched.

-- DropIndex
DROP INDEX "Connection_developerId_userId_pluginId_key";

-- Data: existing connections keep their label or take 'default'
UPDATE "Connection" SET "accountLabel" = 'default' WHERE "accountLabel" IS NULL;

-- AlterTable
ALTER TABLE "Connection" ADD COLUMN     "isDefault" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "accountLabel" SET NOT NULL,
ALTER COLUMN "accountLabel" SET DEFAULT 'default';

-- Data: each existing connection is the only one of its pair, hence its default account
UPDATE "Connection" SET "isDefault" = true;

-- AlterTable
ALTER TABLE "PendingConnection" ADD COLUMN     "accountLabel" TEXT NOT NULL DEFAULT 'default';

-- AlterTable
ALTER TABLE "McpLink" ADD COLUMN     "accounts" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "ConnectionRequest" ADD COLUMN     "accountLabel" TEXT NOT NULL DEFAULT 'default';

-- CreateIndex
CREATE UNIQUE INDEX "Connection_developerId_userId_pluginId_accountLabel_key" ON "Connection"("developerId", "userId", "pluginId", "accountLabel");

-- CreateIndex (not expressible in schema.prisma): at most one default account per (developer, user, plugin),
-- also under concurrent writes; it also serves the default-account lookup of every execution.
CREATE UNIQUE INDEX "Connection_one_default_account" ON "Connection"("developerId", "userId", "pluginId") WHERE "isDefault";
