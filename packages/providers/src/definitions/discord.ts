import type { ProviderDefinitionInput } from "@plugboard/core";
import { discordTools } from "../tools/discord.js";

/**
 * Discord's HTTP API (`https://discord.com/api/v10`). Two ways in: a bot token (`Authorization: Bot
 * <token>`), which the channel and message tools need, and OAuth 2.0 for a user's own account, whose
 * bearer token reaches only user endpoints (the current user and their servers with the identify and
 * guilds scopes). The first mode is the default because most tools act as a bot. Token and refresh
 * requests send the client id and secret in the form body (Discord's OAuth2 topic, as the
 * `RESTPostOAuth2RefreshTokenURLEncodedData` type that cites it records). Not confirmed on a Discord
 * page found: whether a refresh answers a new refresh token; `refresh: reuse` — the engine stores one
 * that comes back and keeps the old one otherwise, right either way.
 */
export const discord: ProviderDefinitionInput = {
  id: "discord",
  name: "Discord",
  description: "Read and send messages in Discord channels and threads, react, start threads, and look up servers, channels and members — as a bot added to the server.",
  categories: ["communication", "social-media"],
  docsUrl: "https://discord.com/developers/docs/reference",
  kind: "http",
  baseUrl: "https://discord.com/api/v10",
  authModes: [
    {
      type: "bearer",
      label: "Bot token",
      description:
        "Create an application in the Discord Developer Portal (https://discord.com/developers/applications), copy the bot token from its Bot page (enable the Message Content intent to read messages) and add the bot to the server with an OAuth2 URL carrying the bot scope and the permissions it needs. The token is sent as Authorization: Bot <token>.",
      headerName: "Authorization",
      prefix: "Bot",
    },
    {
      type: "oauth2",
      label: "Discord account",
      description:
        "For the user's own identity and server list only: add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect on the application's OAuth2 page. A user's bearer token cannot post in channels; use the bot token for that.",
      config: {
        authorize_url: "https://discord.com/oauth2/authorize",
        token_url: "https://discord.com/api/oauth2/token",
        revokeUrl: "https://discord.com/api/oauth2/token/revoke",
        scopes: ["identify", "guilds"],
      },
      scopes: [
        { name: "identify", description: "Allows /users/@me without email." },
        { name: "email", description: "Enables /users/@me to return an email." },
        { name: "guilds", description: "Allows /users/@me/guilds to return basic information about all of a user's guilds." },
        { name: "guilds.members.read", description: "Allows /users/@me/guilds/{guild.id}/member to return a user's member information in a guild." },
        { name: "connections", description: "Allows /users/@me/connections to return linked third-party accounts." },
      ],
    },
  ],
  tools: discordTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://discord.com/developers/docs/topics/oauth2",
    "https://discord.com/developers/docs/reference",
    "https://discord.com/developers/docs/resources/message",
    "https://discord.com/developers/docs/resources/channel",
    "https://discord.com/developers/docs/resources/guild",
    "https://discord.com/developers/docs/resources/user",
    "https://github.com/discord/discord-api-spec/blob/74fda0fad044407ea280043a03ffc9bc64c4e49e/specs/openapi.json",
  ],
};
