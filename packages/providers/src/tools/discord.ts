import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from Discord's API reference; each tool cites the reference anchor of its endpoint. Paths,
// methods and query params were checked against Discord's own OpenAPI description
// (github.com/discord/discord-api-spec, specs/openapi.json at 74fda0f, API v10).
const ref = "https://discord.com/developers/docs/resources";
const snowflake = (description: string) => ({ type: "string", pattern: "^[0-9]{15,21}$", description });
const channel_id = snowflake("The channel's id.");
const guild_id = snowflake("The server's (guild's) id.");
const message_id = snowflake("The message's id.");
const json = { query: [], header: [], body: "json" as const };

/** 14 tools of Discord's HTTP API (base URL https://discord.com/api/v10). */
export const discordTools: ProviderToolInput[] = [
  {
    slug: "GET_CURRENT_USER",
    name: "Get the current user",
    description: "The account of the token: the bot's user with a bot token, the signed-in user with an OAuth token (identify scope).",
    method: "GET",
    path: "/users/@me",
    inputSchema: { type: "object", properties: {} },
    source: { kind: "reference", url: `${ref}/user#get-current-user` },
  },
  {
    slug: "LIST_MY_GUILDS",
    name: "List my servers",
    description: "The servers (guilds) the bot or the signed-in user (guilds scope) is a member of, with their ids and names.",
    method: "GET",
    path: "/users/@me/guilds",
    inputSchema: {
      type: "object",
      properties: { limit: { type: "integer", minimum: 1, maximum: 200 }, before: snowflake("Only servers before this id."), after: snowflake("Only servers after this id."), with_counts: { type: "boolean" } },
    },
    placement: { query: ["limit", "before", "after", "with_counts"], header: [] },
    source: { kind: "reference", url: `${ref}/user#get-current-user-guilds` },
  },
  {
    slug: "GET_GUILD",
    name: "Get a server",
    description: "A server's settings, roles and emojis (bot token; the bot must be a member).",
    method: "GET",
    path: "/guilds/{guild_id}",
    inputSchema: { type: "object", properties: { guild_id, with_counts: { type: "boolean" } }, required: ["guild_id"] },
    placement: { query: ["with_counts"], header: [] },
    source: { kind: "reference", url: `${ref}/guild#get-guild` },
  },
  {
    slug: "LIST_GUILD_CHANNELS",
    name: "List a server's channels",
    description: "The channels of a server (text, voice, categories, forums) with their ids, names and types. Use it to find the channel to read or post in.",
    method: "GET",
    path: "/guilds/{guild_id}/channels",
    inputSchema: { type: "object", properties: { guild_id }, required: ["guild_id"] },
    source: { kind: "reference", url: `${ref}/guild#get-guild-channels` },
  },
  {
    slug: "SEARCH_GUILD_MEMBERS",
    name: "Search a server's members",
    description: "Find members whose username or nickname starts with a string.",
    method: "GET",
    path: "/guilds/{guild_id}/members/search",
    inputSchema: { type: "object", properties: { guild_id, query: { type: "string", minLength: 1 }, limit: { type: "integer", minimum: 1, maximum: 1000 } }, required: ["guild_id", "query"] },
    placement: { query: ["query", "limit"], header: [] },
    source: { kind: "reference", url: `${ref}/guild#search-guild-members` },
  },
  {
    slug: "GET_CHANNEL",
    name: "Get a channel",
    description: "A channel's or thread's name, type, topic and server.",
    method: "GET",
    path: "/channels/{channel_id}",
    inputSchema: { type: "object", properties: { channel_id }, required: ["channel_id"] },
    source: { kind: "reference", url: `${ref}/channel#get-channel` },
  },
  {
    slug: "LIST_MESSAGES",
    name: "List a channel's messages",
    description: "The latest messages of a channel (newest first, at most 100), or those `before`, `after` or `around` a message id. Reading message content needs the Message Content intent for the bot.",
    method: "GET",
    path: "/channels/{channel_id}/messages",
    inputSchema: {
      type: "object",
      properties: { channel_id, limit: { type: "integer", minimum: 1, maximum: 100 }, before: snowflake("Messages before this id."), after: snowflake("Messages after this id."), around: snowflake("Messages around this id.") },
      required: ["channel_id"],
    },
    placement: { query: ["limit", "before", "after", "around"], header: [] },
    source: { kind: "reference", url: `${ref}/message#get-channel-messages` },
  },
  {
    slug: "GET_MESSAGE",
    name: "Get a message",
    description: "One message of a channel.",
    method: "GET",
    path: "/channels/{channel_id}/messages/{message_id}",
    inputSchema: { type: "object", properties: { channel_id, message_id }, required: ["channel_id", "message_id"] },
    source: { kind: "reference", url: `${ref}/message#get-channel-message` },
  },
  {
    slug: "SEND_MESSAGE",
    name: "Send a message",
    description: "Post a message in a channel or thread: `content` (up to 2,000 characters, Markdown), optional `embeds`, and `message_reference` to reply to a message.",
    method: "POST",
    path: "/channels/{channel_id}/messages",
    inputSchema: {
      type: "object",
      properties: {
        channel_id,
        content: { type: "string", maxLength: 2000 },
        embeds: { type: "array", maxItems: 10, items: { type: "object", additionalProperties: true } },
        message_reference: { type: "object", properties: { message_id: { type: "string" } }, description: "The message this one replies to." },
        allowed_mentions: { type: "object", additionalProperties: true },
      },
      required: ["channel_id"],
    },
    placement: json,
    source: { kind: "reference", url: `${ref}/message#create-message` },
  },
  {
    slug: "EDIT_MESSAGE",
    name: "Edit a message",
    description: "Edit a message the bot sent: new `content` or `embeds`.",
    method: "PATCH",
    path: "/channels/{channel_id}/messages/{message_id}",
    inputSchema: {
      type: "object",
      properties: { channel_id, message_id, content: { type: "string", maxLength: 2000 }, embeds: { type: "array", maxItems: 10, items: { type: "object", additionalProperties: true } } },
      required: ["channel_id", "message_id"],
    },
    placement: json,
    source: { kind: "reference", url: `${ref}/message#edit-message` },
  },
  {
    slug: "DELETE_MESSAGE",
    name: "Delete a message",
    description: "Delete a message (the bot's own, or another's with the Manage Messages permission).",
    method: "DELETE",
    path: "/channels/{channel_id}/messages/{message_id}",
    inputSchema: { type: "object", properties: { channel_id, message_id }, required: ["channel_id", "message_id"] },
    source: { kind: "reference", url: `${ref}/message#delete-message` },
  },
  {
    slug: "ADD_REACTION",
    name: "React to a message",
    description: "Add the bot's reaction to a message: a Unicode emoji (URL-encoded, e.g. %F0%9F%91%8D) or a custom emoji as name:id.",
    method: "PUT",
    path: "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me",
    inputSchema: { type: "object", properties: { channel_id, message_id, emoji_name: { type: "string", minLength: 1 } }, required: ["channel_id", "message_id", "emoji_name"] },
    source: { kind: "reference", url: `${ref}/message#create-reaction` },
  },
  {
    slug: "START_THREAD_FROM_MESSAGE",
    name: "Start a thread from a message",
    description: "Open a thread on an existing message, named `name`.",
    method: "POST",
    path: "/channels/{channel_id}/messages/{message_id}/threads",
    inputSchema: {
      type: "object",
      properties: { channel_id, message_id, name: { type: "string", minLength: 1, maxLength: 100 }, auto_archive_duration: { type: "integer", enum: [60, 1440, 4320, 10080] } },
      required: ["channel_id", "message_id", "name"],
    },
    placement: json,
    source: { kind: "reference", url: `${ref}/channel#start-thread-from-message` },
  },
  {
    slug: "LIST_PINNED_MESSAGES",
    name: "List pinned messages",
    description: "The pinned messages of a channel, newest pin first; page with `before` (an ISO 8601 pin time).",
    method: "GET",
    path: "/channels/{channel_id}/messages/pins",
    inputSchema: {
      type: "object",
      properties: { channel_id, before: { type: "string", description: "Only pins made before this ISO 8601 time." }, limit: { type: "integer", minimum: 1, maximum: 50 } },
      required: ["channel_id"],
    },
    placement: { query: ["before", "limit"], header: [] },
    source: { kind: "reference", url: `${ref}/message#get-channel-pins` },
  },
];
