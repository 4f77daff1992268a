-- What a reviewer approved: a snapshot of the plugin's reviewable parts (fields, tools, auth methods;
-- never a secret) written at each approval, so an edit sent back to review shows what changed since.
-- Null for plugins never approved (and for those approved before this release, until their next approval).
ALTER TABLE "Plugin" ADD COLUMN "approvedVersion" JSONB;
