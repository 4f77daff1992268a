import type { ProviderDefinitionInput } from "@plugboard/core";
import { graphReference } from "../tools/microsoft-graph-params.js";
import { microsoftSharepointTools } from "../tools/microsoft-sharepoint.js";
import { referenceTool } from "../tools/reference-tool.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

const site = { "site-id": { type: "string", description: "The site's id (from SEARCH_SITES or GET_SITE)." } };
const list = { "list-id": { type: "string", description: "The list's id or title (from LIST_LISTS)." } };

// Creating and updating list items: the published operations' inputs expand past the generator's
// limits (the whole listItem entity); hand-written from their reference pages.
const createListItem = referenceTool({
  slug: "CREATE_LIST_ITEM",
  name: "Create a list item",
  description: "Creates an item in a SharePoint list from its column values, e.g. { \"Title\": \"Widget\", \"Color\": \"Purple\" } (column names from GET_LIST with $expand=columns).",
  method: "POST",
  path: "/sites/{site-id}/lists/{list-id}/items",
  url: graphReference("listitem-create"),
  params: { ...site, ...list, fields: { type: "object", description: "The item's column values, by column name.", additionalProperties: true, requiredParam: true } },
});

const updateListItem = referenceTool({
  slug: "UPDATE_LIST_ITEM",
  name: "Update a list item's values",
  description: "Updates column values of a SharePoint list item; give only the columns to change. Answers the item's new field values.",
  method: "PATCH",
  path: "/sites/{site-id}/lists/{list-id}/items/{listItem-id}/fields",
  url: graphReference("listitem-update"),
  params: {
    ...site,
    ...list,
    "listItem-id": { type: "string" },
    "If-Match": { type: "string", in: "header", description: "Optional: the item's eTag; the update fails with 412 if the item changed since." },
    fields: { type: "object", description: "The column values to set, by column name (the whole request body).", additionalProperties: true, requiredParam: true },
  },
  bodyParam: "fields",
});

/**
 * SharePoint through Microsoft Graph v1.0: sites, document libraries, lists and list items (work or
 * school accounts only). The Microsoft identity platform mode shared by the Graph providers. Read tools
 * from Microsoft's OpenAPI description (msgraph-metadata); item create and update hand-written from the
 * reference, whose least privileged delegated permission is Sites.ReadWrite.All. Files of a document
 * library are reached with its drive id through the OneDrive provider's tools.
 */
export const microsoftSharepoint: ProviderDefinitionInput = {
  id: "microsoft-sharepoint",
  name: "Microsoft SharePoint",
  description: "Find SharePoint sites, list their document libraries, lists and subsites, and read, create, update and delete list items (Microsoft Graph).",
  categories: ["file-storage", "productivity", "documentation"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/api/resources/sharepoint?view=graph-rest-1.0",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "SharePoint (Sites.ReadWrite.All)",
      defaultScopes: ["Sites.ReadWrite.All"],
      scopes: [{ name: "Sites.ReadWrite.All", description: "Edit or delete items in all site collections, on behalf of the signed-in user." }],
    }),
  ],
  tools: [...microsoftSharepointTools, createListItem, updateListItem],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://learn.microsoft.com/en-us/graph/api/listitem-create?view=graph-rest-1.0": ["tool CREATE_LIST_ITEM", "Sites.ReadWrite.All least privileged", "personal accounts not supported"],
    "https://learn.microsoft.com/en-us/graph/api/listitem-update?view=graph-rest-1.0": ["tool UPDATE_LIST_ITEM (PATCH …/fields, if-match)"],
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "read and delete tools (operationIds)"],
  },
  sources: [
    ...MICROSOFT_OAUTH_SOURCES,
    "https://learn.microsoft.com/en-us/graph/api/resources/sharepoint?view=graph-rest-1.0",
    "https://learn.microsoft.com/en-us/graph/api/listitem-create?view=graph-rest-1.0",
    "https://learn.microsoft.com/en-us/graph/api/listitem-update?view=graph-rest-1.0",
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml",
  ],
};
