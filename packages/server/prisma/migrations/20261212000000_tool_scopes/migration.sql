-- Tool scopes (issue 25): a manual tool may declare the OAuth scopes it needs; existing tools declare none.

-- AlterTable
ALTER TABLE "Tool" ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[];

