import type { Database } from "../../store/open-database.js";
import { readSnapshot } from "../../store/read-snapshot.js";

/**
 * The MCP source's data access: the cached MCP tools named `slug` of approved, active plugins whose tool
 * source is `mcp` or `both`, with their plugin's MCP configuration, read in one snapshot (the approval and
 * the server URL as of one moment, never a new URL still approved).
 */
export function approvedMcpToolRows(database: Pick<Database, "prisma" | "kind">, slug: string) {
  return readSnapshot(database, (tx) =>
    tx.mcpToolCache.findMany({
      where: { slug, plugin: { reviewStatus: "approved", status: "active", toolSource: { in: ["mcp", "both"] } } },
      select: { slug: true, mcpToolName: true, inputSchema: true, plugin: { select: { id: true, slug: true, name: true, mcpConfig: true } } },
    }),
  );
}
