import type { ProviderDefinitionInput } from "@plugboard/core";
import { xTools } from "../tools/x.js";

/**
 * The X (Twitter) API v2 (`https://api.x.com`, paths under `/2/`). OAuth 2.0 authorization code flow
 * with PKCE, which X requires; a confidential client authenticates at the token endpoint with HTTP
 * Basic. A refresh token is issued only with the `offline.access` scope (X's "OAuth 2.0 Authorization
 * Code Flow with PKCE" page: "If this scope is not passed, we will not generate a refresh token"; without
 * it the access token lasts two hours), so `offline.access` is a default scope. Whether a refresh answers
 * a new refresh token is not stated on the pages found; `refresh: reuse` — the engine stores one that
 * comes back and keeps the old one otherwise. Tools from X's own OpenAPI document.
 */
export const x: ProviderDefinitionInput = {
  id: "x",
  name: "X (Twitter)",
  description: "Post, search recent posts, read timelines and mentions, and follow, like and repost on X (Twitter) as the signed-in user.",
  categories: ["social-media"],
  docsUrl: "https://docs.x.com/x-api/introduction",
  kind: "http",
  baseUrl: "https://api.x.com",
  authModes: [
    {
      type: "oauth2",
      label: "X account",
      description:
        "In the X Developer Console, enable OAuth 2.0 in your app's authentication settings as a confidential client (Web App), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a callback URI, and use the OAuth 2.0 Client ID and Client Secret from Keys and Tokens.",
      config: {
        authorize_url: "https://x.com/i/oauth2/authorize",
        token_url: "https://api.x.com/2/oauth2/token",
        revokeUrl: "https://api.x.com/2/oauth2/revoke",
        pkce: true,
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["tweet.read", "tweet.write", "users.read", "follows.read", "follows.write", "like.read", "like.write", "offline.access"],
      },
      scopes: [
        { name: "tweet.read", description: "All the Tweets you can see, including Tweets from protected accounts." },
        { name: "tweet.write", description: "Tweet and retweet for you." },
        { name: "users.read", description: "Any account you can see, including protected accounts." },
        { name: "follows.read", description: "People who follow you and people who you follow." },
        { name: "follows.write", description: "Follow and unfollow people for you." },
        { name: "like.read", description: "Tweets you've liked and likes you can view." },
        { name: "like.write", description: "Like and un-like Tweets for you." },
        { name: "offline.access", description: "App can request refresh token (without it the access token lasts two hours and cannot be refreshed)." },
        { name: "bookmark.read", description: "Allows an app to read bookmarked Tweets." },
        { name: "bookmark.write", description: "Allows an app to create and delete bookmarks." },
        { name: "dm.read", description: "All your Direct Messages." },
        { name: "dm.write", description: "Send and manage Direct Messages for you." },
        { name: "list.read", description: "Lists, list members, and list followers of lists you've created or are a member of, including private lists." },
        { name: "list.write", description: "Create and manage Lists for you." },
      ],
    },
  ],
  tools: xTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code",
    "https://docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token",
    "https://docs.x.com/x-api/introduction",
    "https://api.twitter.com/2/openapi.json",
  ],
};
