import type { ConnectionItem } from "@plugboard/core";

/** The columns {@link toConnectionItem} reads (a Prisma `select`). */
export const CONNECTION_LISTING_SELECT = {
  id: true,
  userId: true,
  pluginId: true,
  accountLabel: true,
  isDefault: true,
  connectionConfig: true,
  connectionMetadata: true,
  status: true,
  mcpStatus: true,
  mcpAccessToken: true,
  createdAt: true,
  updatedAt: true,
  plugin: { select: { slug: true, name: true, description: true, iconUrl: true } },
  authMethod: { select: { type: true } },
} as const;

/** The stored connection fields the listing shape is made from. */
export interface ConnectionListingRow {
  id: string;
  accountLabel: string;
  isDefault: boolean;
  connectionConfig?: unknown;
  connectionMetadata?: unknown;
  status: string;
  mcpStatus: string;
  mcpAccessToken: string | null;
  createdAt: Date;
  updatedAt: Date;
  plugin: { slug: string; name: string; description: string | null; iconUrl: string | null };
  authMethod: { type: string } | null;
}

/** A stored JSON object of strings (config values, metadata), or null. */
function stringRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A connection as `GET /api/v1/connections` lists it (`ConnectionItemSchema`, with the account and the health of each side); never a credential. */
export function toConnectionItem(row: ConnectionListingRow): ConnectionItem {
  return {
    id: row.id,
    pluginSlug: row.plugin.slug,
    pluginName: row.plugin.name,
    pluginDescription: row.plugin.description ?? "",
    pluginIconUrl: row.plugin.iconUrl ?? "",
    authMethodType: row.authMethod?.type ?? null,
    accountLabel: row.accountLabel,
    isDefault: row.isDefault,
    hasMcpTokens: row.mcpAccessToken !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status === "needs_reauth" ? "needs_reauth" : "active",
    mcpStatus: row.mcpStatus === "needs_reauth" ? "needs_reauth" : "active",
    connectionConfig: stringRecord(row.connectionConfig),
    metadata: stringRecord(row.connectionMetadata),
  };
}
