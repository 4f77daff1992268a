import type { ProviderDefinitionInput } from "@plugboard/core";
import { graphReference, itemBody } from "../tools/microsoft-graph-params.js";
import { microsoftTeamsTools } from "../tools/microsoft-teams.js";
import { referenceTool } from "../tools/reference-tool.js";
import { MICROSOFT_OAUTH_SOURCES, MICROSOFT_TENANT_FIELD, microsoftOAuthMode } from "./microsoft-oauth-mode.js";

// Sending a message: the published operation's input is the whole chatMessage entity (20 KB of schema,
// `@odata.type` required); a model needs the body. Hand-written from the chatMessage-post reference page.
const sendChannelMessage = referenceTool({
  slug: "SEND_CHANNEL_MESSAGE",
  name: "Post a message in a channel",
  description: "Posts a new message in a team's channel (team-id from LIST_MY_TEAMS, channel-id from LIST_CHANNELS), as the signed-in user.",
  method: "POST",
  path: "/teams/{team-id}/channels/{channel-id}/messages",
  url: graphReference("chatmessage-post"),
  params: { "team-id": { type: "string" }, "channel-id": { type: "string" }, body: { ...itemBody("The message: contentType text or html, and its content."), requiredParam: true } },
});

const sendChatMessage = referenceTool({
  slug: "SEND_CHAT_MESSAGE",
  name: "Send a chat message",
  description: "Sends a message in a one-on-one, group or meeting chat (chat-id from LIST_MY_CHATS), as the signed-in user.",
  method: "POST",
  path: "/chats/{chat-id}/messages",
  url: graphReference("chatmessage-post"),
  params: { "chat-id": { type: "string" }, body: { ...itemBody("The message: contentType text or html, and its content."), requiredParam: true } },
});

/**
 * Microsoft Teams through Microsoft Graph v1.0: teams, channels, chats and their messages, as the
 * signed-in user (work or school accounts; Teams APIs do not support personal accounts). The Microsoft
 * identity platform mode shared by the Graph providers. Read tools from Microsoft's OpenAPI description
 * (msgraph-metadata); sending hand-written from the reference. Permissions: Team.ReadBasic.All,
 * Channel.ReadBasic.All, ChannelMessage.Send, ChatMessage.Send and Chat.ReadWrite by default (user
 * consent); reading channel messages needs ChannelMessage.Read.All, which an admin must consent to.
 * Not confirmed on a Microsoft page here: the permission that lists a team's members (left out of the
 * scopes; the builder adds it).
 */
export const microsoftTeams: ProviderDefinitionInput = {
  id: "microsoft-teams",
  name: "Microsoft Teams",
  description: "List the user's teams, channels and chats, read channel and chat messages, post in channels and chats, and list team and chat members (Microsoft Graph).",
  categories: ["communication", "productivity"],
  docsUrl: "https://learn.microsoft.com/en-us/graph/teams-concept-overview",
  kind: "http",
  baseUrl: "https://graph.microsoft.com/v1.0",
  connectionConfig: [MICROSOFT_TENANT_FIELD],
  authModes: [
    microsoftOAuthMode({
      api: "Teams (Team.ReadBasic.All, Channel.ReadBasic.All, ChannelMessage.Send, Chat.ReadWrite, ChatMessage.Send)",
      defaultScopes: ["Team.ReadBasic.All", "Channel.ReadBasic.All", "ChannelMessage.Send", "Chat.ReadWrite", "ChatMessage.Send"],
      scopes: [
        { name: "Team.ReadBasic.All", description: "Read the names and descriptions of teams, on behalf of the signed-in user." },
        { name: "Channel.ReadBasic.All", description: "Read channel names and channel descriptions, on behalf of the signed-in user." },
        { name: "ChannelMessage.Send", description: "Send channel messages in Microsoft Teams, on behalf of the signed-in user." },
        { name: "ChannelMessage.Read.All", description: "Read a channel's messages in Microsoft Teams, on behalf of the signed-in user (admin consent required)." },
        { name: "Chat.ReadWrite", description: "Read and send one-to-one and group chat messages in Microsoft Teams, on behalf of the signed-in user." },
        { name: "ChatMessage.Send", description: "Send one-to-one and group chat messages in Microsoft Teams, on behalf of the signed-in user." },
        { name: "ChatMember.Read", description: "Read the members of chats, on behalf of the signed-in user." },
      ],
    }),
  ],
  tools: [...microsoftTeamsTools, sendChannelMessage, sendChatMessage],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://learn.microsoft.com/en-us/graph/api/chatmessage-post?view=graph-rest-1.0": ["tools SEND_CHANNEL_MESSAGE, SEND_CHAT_MESSAGE", "ChannelMessage.Send least privileged"],
    "https://learn.microsoft.com/en-us/graph/permissions-reference": ["scopes"],
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml": ["baseUrl", "read tools (operationIds)"],
  },
  sources: [
    ...MICROSOFT_OAUTH_SOURCES,
    "https://learn.microsoft.com/en-us/graph/teams-concept-overview",
    "https://learn.microsoft.com/en-us/graph/api/chatmessage-post?view=graph-rest-1.0",
    "https://raw.githubusercontent.com/microsoftgraph/msgraph-metadata/master/openapi/v1.0/openapi.yaml",
  ],
};
