import type { ProviderDefinitionInput } from "@plugboard/core";
import { slackTools } from "../tools/slack.js";

const scope = (name: string, description: string) => ({ name, description });

/**
 * Slack's Web API acting as the connected user (a user token from OAuth v2's `user_scope`, returned
 * under `authed_user` of the token response), or with a bot token pasted from the app's settings.
 */
export const slack: ProviderDefinitionInput = {
  id: "slack",
  name: "Slack",
  description: "Read and search conversations, send, edit, schedule and react to messages, manage channels and look up people in a Slack workspace.",
  categories: ["communication", "productivity"],
  docsUrl: "https://api.slack.com/web",
  kind: "http",
  baseUrl: "https://slack.com/api",
  authModes: [
    {
      type: "oauth2",
      label: "Slack account",
      description:
        "Create a Slack app at https://api.slack.com/apps, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL under OAuth & Permissions, and add the user token scopes the tools need. The user token comes back under authed_user in the oauth.v2.access response.",
      config: {
        authorize_url: "https://slack.com/oauth/v2/authorize",
        token_url: "https://slack.com/api/oauth.v2.access",
        scope_separator: ",",
        scope_param: "user_scope",
        token_endpoint_auth_method: "client_secret_basic",
        access_token_path: "authed_user.access_token",
        // Token rotation is opt-in per app; without it tokens do not expire and there is nothing to refresh.
        scopes: ["channels:read", "channels:history", "groups:read", "groups:history", "im:read", "im:history", "chat:write", "users:read", "search:read"],
        // The workspace and the user, kept on the connection: app-level triggers (Events API) route by team.
        token_metadata: ["team.id", "authed_user.id"],
      },
      scopes: [
        scope("channels:read", "View basic information about public channels in the workspace"),
        scope("channels:history", "View messages and other content in public channels the user has access to"),
        scope("channels:write", "Manage the user's public channels and create new ones on the user's behalf"),
        scope("groups:read", "View basic information about the user's private channels"),
        scope("groups:history", "View messages and other content in the user's private channels"),
        scope("im:read", "View basic information about the user's direct messages"),
        scope("im:history", "View messages and other content in the user's direct messages"),
        scope("im:write", "Start direct messages with people on the user's behalf"),
        scope("mpim:read", "View basic information about the user's group direct messages"),
        scope("mpim:history", "View messages and other content in the user's group direct messages"),
        scope("chat:write", "Send messages on the user's behalf"),
        scope("reactions:write", "Add and edit emoji reactions on the user's behalf"),
        scope("pins:write", "Add and remove pinned messages and files on the user's behalf"),
        scope("search:read", "Search the workspace's content"),
        scope("users:read", "View people in the workspace"),
        scope("users:read.email", "View the email addresses of people in the workspace"),
        scope("files:read", "View files shared in channels and conversations the user has access to"),
        scope("team:read", "View the name, email domain and icon of the workspace"),
      ],
    },
    {
      type: "bearer",
      label: "Bot token",
      description: "The Bot User OAuth Token (xoxb-…) from the app's OAuth & Permissions page, after installing the app to the workspace; the bot must be invited to the channels it reads.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: slackTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://api.slack.com/authentication/oauth-v2",
    "https://api.slack.com/authentication/token-types",
    "https://api.slack.com/authentication/rotation",
    "https://api.slack.com/scopes",
    "https://api.slack.com/web",
    "https://github.com/slackapi/slack-api-specs",
    "https://api.slack.com/apis/http",
    "https://api.slack.com/events/message.channels",
    "https://api.slack.com/events/url_verification",
    "https://api.slack.com/docs/verifying-requests-from-slack",
  ],
};
