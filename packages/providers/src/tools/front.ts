import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Front's own OpenAPI document of its Core API (frontapp/front-api-specs), cited per operation. */
export const FRONT_OPENAPI = "https://github.com/frontapp/front-api-specs/blob/main/core-api/core-api.json";
const op = (path: string, method: string) => openApiOperationUrl(FRONT_OPENAPI, path, method);
const page = {
  limit: { type: "integer", maximum: 100, description: "Max number of results per page." },
  page_token: { type: "string", description: "Token of the next page (_pagination.next of the previous answer)." },
};
const conversationId = { type: "string", description: "The conversation's id (cnv_…)." };

/** 11 tools of Front's Core API: conversations (list, search, read, reply, comment, update, assign), inboxes, teammates, contacts and tags. */
export const frontTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_TOKEN_DETAILS", name: "Get the token's details", description: "The company and identity the API token or OAuth token acts for.", method: "GET", path: "/me", url: op("/me", "get") }),
  referenceTool({
    slug: "LIST_CONVERSATIONS",
    name: "List conversations",
    description: "Conversations of the company, most recently updated first; filter with `q` (statuses: assigned, unassigned, archived, trashed).",
    method: "GET",
    path: "/conversations",
    url: op("/conversations", "get"),
    params: { q: { type: "string", description: "Search query object, e.g. q[statuses][]=assigned." }, ...page },
  }),
  referenceTool({
    slug: "SEARCH_CONVERSATIONS",
    name: "Search conversations",
    description: "Conversations matching a Front search query (words, `from:`, `to:`, `tag:`, `is:open`…).",
    method: "GET",
    path: "/conversations/search/{query}",
    url: op("/conversations/search/{query}", "get"),
    params: { query: { type: "string", description: "The search query (URL-encoded by the engine)." }, ...page },
  }),
  referenceTool({ slug: "GET_CONVERSATION", name: "Get a conversation", description: "One conversation: subject, status, assignee, tags, recipient and last message.", method: "GET", path: "/conversations/{conversation_id}", url: op("/conversations/{conversation_id}", "get"), params: { conversation_id: conversationId } }),
  referenceTool({ slug: "LIST_CONVERSATION_MESSAGES", name: "List a conversation's messages", description: "The messages of a conversation, newest first.", method: "GET", path: "/conversations/{conversation_id}/messages", url: op("/conversations/{conversation_id}/messages", "get"), params: { conversation_id: conversationId, ...page } }),
  referenceTool({
    slug: "REPLY_TO_CONVERSATION",
    name: "Reply to a conversation",
    description: "Send a reply in a conversation (to its recipients unless `to` is given), on behalf of a teammate (author_id).",
    method: "POST",
    path: "/conversations/{conversation_id}/messages",
    url: op("/conversations/{conversation_id}/messages", "post"),
    params: {
      conversation_id: conversationId,
      body: { type: "string", requiredParam: true, description: "Body of the message (HTML allowed)." },
      author_id: { type: "string", description: "ID of the teammate on behalf of whom the answer is sent." },
      to: { type: "array", items: { type: "string" } },
      cc: { type: "array", items: { type: "string" } },
      subject: { type: "string" },
      channel_id: { type: "string" },
    },
  }),
  referenceTool({
    slug: "ADD_COMMENT",
    name: "Comment on a conversation",
    description: "Add an internal comment (seen by teammates only) to a conversation.",
    method: "POST",
    path: "/conversations/{conversation_id}/comments",
    url: op("/conversations/{conversation_id}/comments", "post"),
    params: {
      conversation_id: conversationId,
      body: { type: "string", requiredParam: true, description: "Content of the comment (Markdown allowed)." },
      author_id: { type: "string", description: "ID of the teammate creating the comment." },
      is_pinned: { type: "boolean" },
    },
  }),
  referenceTool({
    slug: "UPDATE_CONVERSATION",
    name: "Update a conversation",
    description: "Archive, reopen or trash a conversation (`status`), move it to another inbox, assign it, or replace its tags.",
    method: "PATCH",
    path: "/conversations/{conversation_id}",
    url: op("/conversations/{conversation_id}", "patch"),
    params: {
      conversation_id: conversationId,
      status: { type: "string", enum: ["archived", "open", "deleted", "spam"] },
      assignee_id: { type: "string" },
      inbox_id: { type: "string" },
      tag_ids: { type: "array", items: { type: "string" } },
    },
  }),
  referenceTool({ slug: "LIST_INBOXES", name: "List inboxes", description: "The company's inboxes (id, name).", method: "GET", path: "/inboxes", url: op("/inboxes", "get") }),
  referenceTool({ slug: "LIST_TEAMMATES", name: "List teammates", description: "The company's teammates (id, email, name), e.g. to find an author_id or assignee_id.", method: "GET", path: "/teammates", url: op("/teammates", "get") }),
  referenceTool({ slug: "LIST_TAGS", name: "List tags", description: "The company's tags.", method: "GET", path: "/tags", url: op("/tags", "get"), params: page }),
];
