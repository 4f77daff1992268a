import type { ProviderScope, ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Google Chat API v1 reference, each tool citing its method's page. The
// published methods name resources as `{parent=spaces/*}` or `{name=spaces/*/messages/*}`: path
// parameters holding slashes that a tool call would encode, so the tools take each id and write
// `spaces/{space}/messages/{message}` in the path.

const REFERENCE = "https://developers.google.com/chat/api/reference/rest/v1";
const space: ReferenceParam = { type: "string", description: "The space's id: the part after spaces/ of its name (from LIST_SPACES)." };
const message: ReferenceParam = { type: "string", description: "The message's id: the part after messages/ of its name." };
const pageSize: ReferenceParam = { type: "integer", in: "query", description: "Results per page." };
const pageToken: ReferenceParam = { type: "string", in: "query", description: "The nextPageToken of the previous page." };

/** The OAuth scopes (user authentication) Google's discovery document for the Chat API declares, that the tools below use. */
export const googleChatScopes: ProviderScope[] = [
  { name: "https://www.googleapis.com/auth/chat.spaces", description: "Create conversations and spaces and see or edit metadata (including history settings and access settings) in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.spaces.readonly", description: "View chat and spaces in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.spaces.create", description: "Create new conversations in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.messages", description: "View, compose, send, update, and delete messages, and add, view, and delete reactions to messages." },
  { name: "https://www.googleapis.com/auth/chat.messages.readonly", description: "View messages and reactions in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.messages.create", description: "Compose and send messages in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.messages.reactions", description: "View, add, and delete reactions to messages in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.memberships", description: "View, add, and remove members from conversations in Google Chat" },
  { name: "https://www.googleapis.com/auth/chat.memberships.readonly", description: "View members in Google Chat conversations." },
];

/** 12 tools of the Google Chat API v1 with user authentication (base URL https://chat.googleapis.com). */
export const googleChatTools: ProviderToolInput[] = [
  referenceTool({
    slug: "LIST_SPACES",
    name: "List spaces",
    description: "Lists the spaces (rooms, group chats, direct messages) the user is a member of; filter e.g. spaceType = \"SPACE\".",
    method: "GET",
    path: "/v1/spaces",
    url: `${REFERENCE}/spaces/list`,
    params: { pageSize, pageToken, filter: { type: "string", in: "query" } },
  }),
  referenceTool({ slug: "GET_SPACE", name: "Get a space", description: "Gets a space's display name, type, history setting and member count.", method: "GET", path: "/v1/spaces/{space}", url: `${REFERENCE}/spaces/get`, params: { space } }),
  referenceTool({
    slug: "CREATE_SPACE",
    name: "Create a space",
    description: "Creates a named space (spaceType SPACE, displayName) with no other members; add them with ADD_MEMBER.",
    method: "POST",
    path: "/v1/spaces",
    url: `${REFERENCE}/spaces/create`,
    params: { spaceType: { type: "string", enum: ["SPACE"], requiredParam: true }, displayName: { type: "string", requiredParam: true }, spaceDetails: { type: "object", properties: { description: { type: "string" }, guidelines: { type: "string" } } } },
  }),
  referenceTool({
    slug: "FIND_DIRECT_MESSAGE",
    name: "Find the direct message space with a user",
    description: "Answers the direct message space between the caller and a user (name users/{user}, where {user} is a People API id or an email address).",
    method: "GET",
    path: "/v1/spaces:findDirectMessage",
    url: `${REFERENCE}/spaces/findDirectMessage`,
    params: { name: { type: "string", in: "query", requiredParam: true, description: "users/{user}, e.g. users/ada@example.com." } },
  }),
  referenceTool({
    slug: "LIST_MESSAGES",
    name: "List a space's messages",
    description: "Lists the messages of a space, oldest first by default; filter by createTime or thread.name, orderBy createTime desc.",
    method: "GET",
    path: "/v1/spaces/{space}/messages",
    url: `${REFERENCE}/spaces.messages/list`,
    params: { space, pageSize, pageToken, filter: { type: "string", in: "query" }, orderBy: { type: "string", in: "query" } },
  }),
  referenceTool({ slug: "GET_MESSAGE", name: "Get a message", description: "Gets a message's text, sender, thread and attachments.", method: "GET", path: "/v1/spaces/{space}/messages/{message}", url: `${REFERENCE}/spaces.messages/get`, params: { space, message } }),
  referenceTool({
    slug: "SEND_MESSAGE",
    name: "Send a message",
    description: "Posts a message to a space as the user: text (Chat formatting: *bold*, _italic_, <users/{user}> mentions); thread { threadKey } with messageReplyOption REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD replies in a thread.",
    method: "POST",
    path: "/v1/spaces/{space}/messages",
    url: `${REFERENCE}/spaces.messages/create`,
    params: {
      space,
      text: { type: "string", requiredParam: true },
      thread: { type: "object", properties: { name: { type: "string" }, threadKey: { type: "string" } } },
      messageReplyOption: { type: "string", in: "query", enum: ["REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD", "REPLY_MESSAGE_OR_FAIL"] },
    },
  }),
  referenceTool({
    slug: "UPDATE_MESSAGE",
    name: "Edit a message",
    description: "Changes the text of a message the user sent (updateMask text).",
    method: "PATCH",
    path: "/v1/spaces/{space}/messages/{message}",
    url: `${REFERENCE}/spaces.messages/patch`,
    params: { space, message, updateMask: { type: "string", in: "query", requiredParam: true, description: "text" }, text: { type: "string" } },
  }),
  referenceTool({ slug: "DELETE_MESSAGE", name: "Delete a message", description: "Deletes a message the user sent.", method: "DELETE", path: "/v1/spaces/{space}/messages/{message}", url: `${REFERENCE}/spaces.messages/delete`, params: { space, message } }),
  referenceTool({ slug: "LIST_MEMBERS", name: "List a space's members", description: "Lists the members of a space (users and apps) with their roles.", method: "GET", path: "/v1/spaces/{space}/members", url: `${REFERENCE}/spaces.members/list`, params: { space, pageSize, pageToken } }),
  referenceTool({
    slug: "ADD_MEMBER",
    name: "Add a member to a space",
    description: "Adds a user to a named space: member { name: \"users/{user}\" (a People API id or an email address), type: \"HUMAN\" }.",
    method: "POST",
    path: "/v1/spaces/{space}/members",
    url: `${REFERENCE}/spaces.members/create`,
    params: { space, member: { type: "object", requiredParam: true, properties: { name: { type: "string" }, type: { type: "string", enum: ["HUMAN"] } }, required: ["name"] } },
  }),
  referenceTool({
    slug: "ADD_REACTION",
    name: "React to a message",
    description: "Adds an emoji reaction to a message, e.g. { unicode: \"👍\" }.",
    method: "POST",
    path: "/v1/spaces/{space}/messages/{message}/reactions",
    url: `${REFERENCE}/spaces.messages.reactions/create`,
    params: { space, message, emoji: { type: "object", requiredParam: true, properties: { unicode: { type: "string" } } } },
  }),
];
