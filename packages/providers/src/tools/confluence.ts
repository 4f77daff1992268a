import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Atlassian's Confluence Cloud REST API reference (v2; search from v1); each tool cites its endpoint's anchor.
const v2 = "https://developer.atlassian.com/cloud/confluence/rest/v2";
const id = (description: string) => ({ type: "integer", minimum: 1, description });
const cursor = {
  cursor: { type: "string", description: "The cursor from the `_links.next` of the previous answer, for the next page." },
  limit: { type: "integer", minimum: 1, maximum: 250, description: "Results per page." },
};
const bodyFormat = { type: "string", enum: ["storage", "atlas_doc_format"], description: "Include the body in this format (`storage` is Confluence's XHTML)." };
const body = {
  type: "object",
  description: "`{ \"representation\": \"storage\", \"value\": \"<p>Hello</p>\" }` (storage XHTML) or `atlas_doc_format`.",
  properties: { representation: { type: "string", enum: ["storage", "atlas_doc_format", "wiki"] }, value: { type: "string" } },
  required: ["representation", "value"],
};

/**
 * 10 tools of Confluence Cloud's REST API (base URL https://api.atlassian.com/ex/confluence/{cloudid}).
 * Updating a page is left out: `PUT /wiki/api/v2/pages/{id}` wants the page id both in the path and in the
 * body, which one tool param cannot place twice.
 */
export const confluenceTools: ProviderToolInput[] = [
  referenceTool({
    slug: "SEARCH_CONTENT",
    name: "Search content with CQL",
    description: "Search pages, blog posts and attachments with CQL, e.g. `type = page AND space = ENG AND text ~ \"release notes\"` or `title ~ \"Onboarding\"`.",
    method: "GET",
    path: "/wiki/rest/api/search",
    url: "https://developer.atlassian.com/cloud/confluence/rest/v1/api-group-search/#api-wiki-rest-api-search-get",
    params: {
      cql: { type: "string", minLength: 1, requiredParam: true, description: "The CQL query." },
      limit: { type: "integer", minimum: 1, description: "Results per page." },
      cursor: { type: "string", description: "The cursor of the next page (from `_links.next`)." },
    },
  }),
  referenceTool({
    slug: "LIST_SPACES",
    name: "List spaces",
    description: "List the spaces the user can see (id, key, name); pages are created in a space by its id.",
    method: "GET",
    path: "/wiki/api/v2/spaces",
    url: `${v2}/api-group-space/#api-spaces-get`,
    params: { keys: { type: "string", description: "Only these space keys (comma-separated)." }, ...cursor },
  }),
  referenceTool({
    slug: "GET_SPACE",
    name: "Get a space",
    description: "Get one space by its id.",
    method: "GET",
    path: "/wiki/api/v2/spaces/{id}",
    url: `${v2}/api-group-space/#api-spaces-id-get`,
    params: { id: id("The space id.") },
  }),
  referenceTool({
    slug: "LIST_PAGES",
    name: "List pages",
    description: "List pages, optionally only those with a given title or in given spaces.",
    method: "GET",
    path: "/wiki/api/v2/pages",
    url: `${v2}/api-group-page/#api-pages-get`,
    params: {
      "space-id": { type: "string", description: "Only pages of these space ids (comma-separated)." },
      title: { type: "string", description: "Only pages with exactly this title." },
      "body-format": bodyFormat,
      ...cursor,
    },
  }),
  referenceTool({
    slug: "LIST_SPACE_PAGES",
    name: "List a space's pages",
    description: "List the pages of one space.",
    method: "GET",
    path: "/wiki/api/v2/spaces/{id}/pages",
    url: `${v2}/api-group-page/#api-spaces-id-pages-get`,
    params: { id: id("The space id."), "body-format": bodyFormat, ...cursor },
  }),
  referenceTool({
    slug: "GET_PAGE",
    name: "Get a page",
    description: "Get a page by id; pass `body-format: storage` to get its content.",
    method: "GET",
    path: "/wiki/api/v2/pages/{id}",
    url: `${v2}/api-group-page/#api-pages-id-get`,
    params: { id: id("The page id."), "body-format": bodyFormat },
  }),
  referenceTool({
    slug: "CREATE_PAGE",
    name: "Create a page",
    description: "Create a page in a space (spaceId from LIST_SPACES), optionally under a parent page.",
    method: "POST",
    path: "/wiki/api/v2/pages",
    url: `${v2}/api-group-page/#api-pages-post`,
    params: {
      spaceId: { type: "string", requiredParam: true },
      title: { type: "string" },
      parentId: { type: "string", description: "The parent page id; default: the space's homepage." },
      status: { type: "string", enum: ["current", "draft"], description: "`current` publishes it (default), `draft` keeps it a draft." },
      body,
    },
  }),
  referenceTool({
    slug: "DELETE_PAGE",
    name: "Delete a page",
    description: "Move a page to the trash.",
    method: "DELETE",
    path: "/wiki/api/v2/pages/{id}",
    url: `${v2}/api-group-page/#api-pages-id-delete`,
    params: { id: id("The page id.") },
  }),
  referenceTool({
    slug: "LIST_PAGE_COMMENTS",
    name: "List a page's footer comments",
    description: "List the footer comments of a page.",
    method: "GET",
    path: "/wiki/api/v2/pages/{id}/footer-comments",
    url: `${v2}/api-group-comment/#api-pages-id-footer-comments-get`,
    params: { id: id("The page id."), "body-format": bodyFormat, ...cursor },
  }),
  referenceTool({
    slug: "CREATE_PAGE_COMMENT",
    name: "Comment on a page",
    description: "Add a footer comment to a page (or reply to a comment with parentCommentId).",
    method: "POST",
    path: "/wiki/api/v2/footer-comments",
    url: `${v2}/api-group-comment/#api-footer-comments-post`,
    params: {
      pageId: { type: "string" },
      parentCommentId: { type: "string" },
      body: { ...body, requiredParam: true },
    },
  }),
];
