import type { AuthMethodType } from "@plugboard/core";
import type { PrismaClient } from "../../generated/prisma/client.js";

/** An approved, active plugin with what connecting needs. Auth method configs are as stored (secrets sealed). */
export interface ConnectablePlugin {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  iconUrl: string | null;
  toolSource: string;
  mcpConfig: unknown;
  authMethods: Array<{ id: string; type: AuthMethodType; label: string; isDefault: boolean; config: unknown }>;
}

/**
 * Loads a plugin end-users may connect to: found by slug or id, `reviewStatus` approved and status
 * active (only approved plugins can be connected). Returns null otherwise, so callers answer
 * 404 without telling a draft from an unknown slug. Auth methods come default first, then by type.
 *
 * @example
 * const plugin = await loadConnectablePlugin(context.prisma, { slug: "github" });
 * if (!plugin) throw new ServiceError("not_found", `No approved plugin named "github"`);
 */
export async function loadConnectablePlugin(
  prisma: PrismaClient,
  where: { slug: string } | { id: string },
): Promise<ConnectablePlugin | null> {
  const row = await prisma.plugin.findFirst({
    where: { ...where, reviewStatus: "approved", status: "active" },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      iconUrl: true,
      toolSource: true,
      mcpConfig: true,
      authMethods: {
        select: { id: true, type: true, label: true, isDefault: true, config: true },
        orderBy: [{ isDefault: "desc" }, { type: "asc" }],
      },
    },
  });
  if (!row) return null;
  return { ...row, authMethods: row.authMethods.map((method) => ({ ...method, type: method.type as AuthMethodType })) };
}

/** Whether a plugin can be connected over MCP (toolSource `mcp` or `both` with an MCP server configured). */
export function offersMcp(plugin: Pick<ConnectablePlugin, "toolSource" | "mcpConfig">): boolean {
  const config = plugin.mcpConfig as { serverUrl?: unknown } | null;
  return (plugin.toolSource === "mcp" || plugin.toolSource === "both") && typeof config?.serverUrl === "string";
}
