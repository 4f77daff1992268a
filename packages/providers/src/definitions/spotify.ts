import type { ProviderDefinitionInput } from "@plugboard/core";
import { spotifyCurrentTools } from "../tools/spotify-current.js";
import { spotifyTools } from "../tools/spotify.js";

/**
 * Spotify's Web API (`https://api.spotify.com/v1`). Authorization code flow (the app authenticates at
 * the token endpoint with HTTP Basic); tools from Spotify's own OpenAPI document — the npm-published copy,
 * and Spotify's current document for the endpoints its February 2026 changes moved (/me/library,
 * /me/playlists, /playlists/{id}/items). Development-mode apps need a Premium owner and reach five users. A refresh may or may
 * not return a new refresh token: keep the old one when it does not. Refresh tokens expire six months
 * after the user's authorization (refreshing does not extend that): the user must then connect again.
 */
export const spotify: ProviderDefinitionInput = {
  id: "spotify",
  name: "Spotify",
  description: "Search Spotify's catalog, manage the user's saved tracks and playlists, and see or control what is playing on their devices.",
  categories: ["media"],
  docsUrl: "https://developer.spotify.com/documentation/web-api",
  kind: "http",
  baseUrl: "https://api.spotify.com/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Spotify account",
      description:
        "Create an app in the Spotify Developer Dashboard (https://developer.spotify.com/dashboard), select the Web API and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI. Playback control needs a Spotify Premium account.",
      config: {
        authorize_url: "https://accounts.spotify.com/authorize",
        token_url: "https://accounts.spotify.com/api/token",
        token_endpoint_auth_method: "client_secret_basic",
        scopes: [
        "user-read-private",
        "user-read-email",
        "user-library-read",
        "user-library-modify",
        "user-top-read",
        "user-read-recently-played",
        "playlist-read-private",
        "playlist-modify-public",
        "playlist-modify-private",
        "user-read-playback-state",
        "user-modify-playback-state",
        "user-read-currently-playing",
      ],
      },
      scopes: [
        { name: "user-read-private", description: "Access your subscription details." },
        { name: "user-read-email", description: "Get your real email address." },
        { name: "user-library-read", description: "Access your saved content." },
        { name: "user-library-modify", description: "Manage your saved content." },
        { name: "user-top-read", description: "Read your top artists and content." },
        { name: "user-read-recently-played", description: "Access your recently played items." },
        { name: "playlist-read-private", description: "Access your private playlists." },
        { name: "playlist-read-collaborative", description: "Access your collaborative playlists." },
        { name: "playlist-modify-public", description: "Manage your public playlists." },
        { name: "playlist-modify-private", description: "Manage your private playlists." },
        { name: "user-read-playback-state", description: "Read your currently playing content and Spotify Connect devices information." },
        { name: "user-modify-playback-state", description: "Control playback on your Spotify clients and Spotify Connect devices." },
        { name: "user-read-currently-playing", description: "Read your currently playing content." },
        { name: "user-follow-read", description: "Access your followers and who you are following." },
        { name: "user-follow-modify", description: "Manage who you are following." },
      ],
    },
  ],
  tools: [...spotifyTools, ...spotifyCurrentTools],
  verifiedAt: "2026-11-27",
  sources: [
    "https://developer.spotify.com/documentation/web-api/tutorials/code-flow",
    "https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens",
    "https://developer.spotify.com/blog/2026-06-18-refresh-token-expiration",
    "https://developer.spotify.com/documentation/web-api/concepts/scopes",
    "https://developer.spotify.com/documentation/web-api",
    "https://developer.spotify.com/_data/documentation/web-api/reference/open-api-schema.yml",
    "https://developer.spotify.com/documentation/web-api/references/changes/february-2026",
    "https://developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide",
  ],
};
