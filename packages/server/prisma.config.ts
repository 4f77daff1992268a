import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { defineConfig } from "prisma/config";

// The schema keeps `url = env("DATABASE_URL")`; without a value `prisma generate` tries to download an engine.
process.env.DATABASE_URL ??= "postgresql://unused";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    return new PrismaPGlite(new PGlite());
  },
});
