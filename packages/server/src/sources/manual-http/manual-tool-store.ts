import type { Database } from "../../store/open-database.js";
import { readSnapshot } from "../../store/read-snapshot.js";

/**
 * The manual HTTP source's data access: the enabled tools named `slug` of approved, active plugins, each
 * with its plugin and the plugin's auth methods, read in one snapshot (the approval, the base URL, the
 * tools and the auth methods as of one moment).
 */
export function approvedToolRows(database: Pick<Database, "prisma" | "kind">, slug: string) {
  return readSnapshot(database, (tx) =>
    tx.tool.findMany({
      where: { slug, enabled: true, plugin: { reviewStatus: "approved", status: "active" } },
      include: { plugin: { include: { authMethods: true } } },
    }),
  );
}

/**
 * The approved, active plugin `slug` as the proxy needs it (base URL, whether it allows the proxy, auth
 * methods, and every tool's method and path, whose policies also hold for the proxy), or null.
 */
export function approvedProxyPlugin(database: Pick<Database, "prisma" | "kind">, slug: string) {
  return readSnapshot(database, (tx) =>
    tx.plugin.findFirst({
      where: { slug, reviewStatus: "approved", status: "active" },
      select: {
        id: true,
        slug: true,
        name: true,
        baseUrl: true,
        allowProxy: true,
        provider: true,
        authMethods: { select: { id: true, type: true, config: true } },
        tools: { select: { slug: true, method: true, path: true } },
      },
    }),
  );
}
