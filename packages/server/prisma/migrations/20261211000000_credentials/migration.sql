-- One credential lifecycle (issue 23, part 2): a connection's credentials move from two parallel column
-- sets on "Connection" (REST: credentials, credentialsExpiresAt, status; MCP: mcpAccessToken,
-- mcpRefreshToken, mcpTokenExpiresAt, mcpClientCredentials, mcpStatus) to one "Credential" row per
-- source. No credential is lost and none is decrypted here (the migration has no key):
-- - a REST credential keeps its encrypted JSON object as it is;
-- - an MCP grant's two tokens, each encrypted on its own, are kept as a JSON object of the encrypted
--   tokens ({"access_token": "<iv:ciphertext:tag>", "refresh_token": "…"}), which the credential module
--   reads as well and seals as one encrypted object at server start (or at its next write).

-- CreateTable
CREATE TABLE "Credential" (
    "id" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "secrets" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3),
    "status" TEXT NOT NULL DEFAULT 'active',
    "client" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Credential_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Credential_connectionId_source_key" ON "Credential"("connectionId", "source");

-- AddForeignKey
ALTER TABLE "Credential" ADD CONSTRAINT "Credential_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "Connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: the REST credential of every connection that has one
INSERT INTO "Credential" ("id", "connectionId", "source", "secrets", "expiresAt", "status", "createdAt", "updatedAt")
SELECT gen_random_uuid(), "id", 'rest', "credentials", "credentialsExpiresAt",
       CASE WHEN "status" = 'needs_reauth' THEN 'needs_reauth' ELSE 'active' END, "createdAt", "updatedAt"
FROM "Connection" WHERE "credentials" IS NOT NULL;

-- Data: the MCP grant of every connection that has one (its tokens still encrypted one by one)
INSERT INTO "Credential" ("id", "connectionId", "source", "secrets", "expiresAt", "status", "client", "createdAt", "updatedAt")
SELECT gen_random_uuid(), "id", 'mcp',
       jsonb_strip_nulls(jsonb_build_object('access_token', "mcpAccessToken", 'refresh_token', "mcpRefreshToken"))::text,
       "mcpTokenExpiresAt", CASE WHEN "mcpStatus" = 'needs_reauth' THEN 'needs_reauth' ELSE 'active' END,
       "mcpClientCredentials", "createdAt", "updatedAt"
FROM "Connection" WHERE "mcpAccessToken" IS NOT NULL OR "mcpRefreshToken" IS NOT NULL;

-- AlterTable
ALTER TABLE "Connection" DROP COLUMN "credentials",
DROP COLUMN "credentialsExpiresAt",
DROP COLUMN "mcpAccessToken",
DROP COLUMN "mcpClientCredentials",
DROP COLUMN "mcpRefreshToken",
DROP COLUMN "mcpStatus",
DROP COLUMN "mcpTokenExpiresAt",
DROP COLUMN "status";
