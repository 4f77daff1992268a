import type { Curation } from "../curation.js";

/**
 * Figma's REST API: files and their nodes, rendered images, comments, versions, projects, components,
 * styles and variables, from Figma's own OpenAPI specification published on npm by Figma
 * (`@figma/rest-api-spec`, generated from https://github.com/figma/rest-api-spec).
 */
export const curation: Curation = {
  provider: "figma",
  document: { package: "@figma/rest-api-spec", file: "openapi/openapi.yaml" },
  tools: [
    { operationId: "getMe", slug: "GET_ME" },
    { operationId: "getFile", slug: "GET_FILE", description: "Get a file as JSON: its document tree of nodes, components and styles. Files are large: pass `depth` (e.g. 2) or `ids` to limit the answer. The file key is the part after /file/ or /design/ in a Figma URL." },
    { operationId: "getFileNodes", slug: "GET_FILE_NODES" },
    { operationId: "getFileMeta", slug: "GET_FILE_METADATA" },
    { operationId: "getImages", slug: "RENDER_IMAGES", description: "Render nodes of a file as images (png, jpg, svg or pdf) and get a URL for each; URLs expire after 30 days." },
    { operationId: "getImageFills", slug: "GET_IMAGE_FILLS" },
    { operationId: "getFileVersions", slug: "LIST_FILE_VERSIONS" },
    { operationId: "getComments", slug: "LIST_COMMENTS" },
    { operationId: "postComment", slug: "CREATE_COMMENT" },
    { operationId: "deleteComment", slug: "DELETE_COMMENT" },
    { operationId: "getTeamFolders", slug: "LIST_TEAM_FOLDERS" },
    { operationId: "getFolderFiles", slug: "LIST_FOLDER_FILES" },
    { operationId: "getFileComponents", slug: "LIST_FILE_COMPONENTS" },
    { operationId: "getTeamComponents", slug: "LIST_TEAM_COMPONENTS" },
    { operationId: "getFileStyles", slug: "LIST_FILE_STYLES" },
    { operationId: "getLocalVariables", slug: "GET_LOCAL_VARIABLES" },
    { operationId: "getDevResources", slug: "LIST_DEV_RESOURCES" },
  ],
};
