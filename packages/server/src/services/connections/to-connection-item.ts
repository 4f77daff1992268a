import type { ConnectionItem } from "@plugboard/core";

/** The stored connection fields the listing shape is made from. */
export interface ConnectionListingRow {
  id: string;
  accountLabel: string | null;
  connectionConfig?: unknown;
  connectionMetadata?: unknown;
  status: string;
  mcpStatus: string;
  mcpAccessToken: string | null;
  createdAt: Date;
  plugin: { slug: string; name: string; description: string | null; iconUrl: string | null };
  authMethod: { type: string } | null;
}

/** A stored JSON object of strings (config values, metadata), or null. */
function stringRecord(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** SPEC.md's connection listing shape (plus the health of each side); never a credential. */
export function toConnectionItem(row: ConnectionListingRow): ConnectionItem {
  return {
    id: row.id,
    pluginSlug: row.plugin.slug,
    pluginName: row.plugin.name,
    pluginDescription: row.plugin.description ?? "",
    pluginIconUrl: row.plugin.iconUrl ?? "",
    authMethodType: row.authMethod?.type ?? null,
    accountLabel: row.accountLabel,
    hasMcpTokens: row.mcpAccessToken !== null,
    createdAt: row.createdAt.toISOString(),
    status: row.status === "needs_reauth" ? "needs_reauth" : "active",
    mcpStatus: row.mcpStatus === "needs_reauth" ? "needs_reauth" : "active",
    connectionConfig: stringRecord(row.connectionConfig),
    metadata: stringRecord(row.connectionMetadata),
  };
}
