import type { ProviderDefinitionInput } from "@plugboard/core";
import { spotifyScopes, spotifyTools } from "../tools/spotify.js";

/** Spotify's Web API acting for a signed-in user: search, library, playlists and playback. */
export const spotify: ProviderDefinitionInput = {
  id: "spotify",
  name: "Spotify",
  description: "Search the catalog, read and edit a user's library and playlists, and control playback on their devices.",
  categories: ["media"],
  docsUrl: "https://developer.spotify.com/documentation/web-api",
  kind: "http",
  baseUrl: "https://api.spotify.com/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Spotify account",
      description:
        "Create an app in the Spotify Developer Dashboard and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI. The token request authenticates the app with HTTP Basic; a refresh may or may not return a new refresh token.",
      authorizeUrl: "https://accounts.spotify.com/authorize",
      tokenUrl: "https://accounts.spotify.com/api/token",
      scopeSeparator: " ",
      pkce: false,
      clientAuth: "basic",
      refresh: "reuse",
      defaultScopes: ["user-read-private", "user-library-read", "playlist-read-private", "playlist-modify-private", "user-read-playback-state", "user-modify-playback-state", "user-read-recently-played", "user-top-read"],
      scopes: spotifyScopes,
    },
  ],
  tools: spotifyTools,
  sources: [
    "https://developer.spotify.com/documentation/web-api/tutorials/code-flow",
    "https://developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens",
    "https://developer.spotify.com/documentation/web-api/concepts/scopes",
    "https://developer.spotify.com/documentation/web-api",
  ],
};
