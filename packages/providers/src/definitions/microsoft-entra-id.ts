import type { ProviderDefinitionInput } from "@plugboard/core";
import { microsoftEntraIdTools } from "../tools/microsoft-entra-id.js";
import { microsoftEntraIdWriteTools } from "../tools/microsoft-entra-id-writes.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const GRAPH_OPENAPI = "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml";

/**
 * Microsoft Entra ID (formerly Azure AD) users and groups through Microsoft Graph v1.0: the directory
 * of a work or school tenant (use the `organizations` tenant or the organization's own). Most writes
 * need an administrator's consent. The Microsoft identity platform mode shared by the Graph providers;
 * read and membership tools from Microsoft's OpenAPI description (msgraph-metadata), create and update
 * tools hand-written from their reference pages.
 */
export const microsoftEntraId: ProviderDefinitionInput = {
  id: "microsoft-entra-id",
  name: "Microsoft Entra ID",
  description: "Manage a Microsoft 365 organization's directory: list, get, create, update and delete users, read their manager, reports and memberships, revoke their sessions; list, create, update and delete groups and manage their members (Microsoft Graph).",
  categories: ["productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/users?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "users and groups (User.ReadWrite.All, Group.ReadWrite.All)",
      defaultScopes: ["User.ReadWrite.All", "Group.ReadWrite.All"],
      scopes: [
        { name: "User.Read.All", description: "Read all users' full profiles." },
        { name: "User.ReadWrite.All", description: "Read and write all users' full profiles." },
        { name: "Group.Read.All", description: "Read all groups." },
        { name: "Group.ReadWrite.All", description: "Read and write all groups." },
        { name: "GroupMember.ReadWrite.All", description: "Read and write group memberships." },
        { name: "Directory.Read.All", description: "Read directory data." },
      ],
    }),
  ],
  tools: [...microsoftEntraIdTools, ...microsoftEntraIdWriteTools],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [GRAPH_OPENAPI]: ["baseUrl", "tools (operationIds)"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["User.Read.All, User.ReadWrite.All, Group.Read.All, Group.ReadWrite.All, GroupMember.ReadWrite.All, Directory.Read.All"],
  },
  sources: [...MICROSOFT_OAUTH_SOURCES, "https://learn.microsoft.com/en-us/graph/api/resources/users?view=graph-rest-1.0", GRAPH_OPENAPI],
};
