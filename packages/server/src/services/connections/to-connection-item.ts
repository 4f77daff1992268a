import type { ConnectionItem } from "@plugboard/core";
import { credentialStates } from "../credentials/credential-store.js";

/** The stored connection fields the listing shape is made from. */
export interface ConnectionListingRow {
  id: string;
  accountLabel: string;
  isDefault: boolean;
  connectionConfig?: unknown;
  connectionMetadata?: unknown;
  /** The connection's credentials (source and status; no secret). */
  credentials: ReadonlyArray<{ source: string; status: string }>;
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
  const { status, mcpStatus, hasMcpTokens } = credentialStates(row.credentials);
  return {
    id: row.id,
    pluginSlug: row.plugin.slug,
    pluginName: row.plugin.name,
    pluginDescription: row.plugin.description ?? "",
    pluginIconUrl: row.plugin.iconUrl ?? "",
    authMethodType: row.authMethod?.type ?? null,
    accountLabel: row.accountLabel,
    isDefault: row.isDefault,
    hasMcpTokens,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status,
    mcpStatus,
    connectionConfig: stringRecord(row.connectionConfig),
    metadata: stringRecord(row.connectionMetadata),
  };
}
