import type { ProviderToolInput } from "@plugboard/core";

// Hand-written from Dropbox's HTTP API reference. Every endpoint is an RPC call: POST with a JSON
// argument object as the body. Each tool cites the reference anchor of its endpoint; routes and argument
// fields were checked against Dropbox's own API spec (github.com/dropbox/dropbox-api-spec, files.stone and
// sharing.stone at 0d994eb: route `search:2` is /files/search_v2, and so on).
const reference = "https://www.dropbox.com/developers/documentation/http/documentation";

const path = { type: "string", description: "A path in the user's Dropbox starting with / (e.g. /Reports/2024.pdf), or an id:… file id. The root folder is the empty string \"\"." };
const json = { query: [], header: [], body: "json" as const };

/** 11 tools of Dropbox's HTTP API (base URL https://api.dropboxapi.com/2). */
export const dropboxTools: ProviderToolInput[] = [
  {
    slug: "LIST_FOLDER",
    name: "List a folder",
    description: "List the files and folders in a folder (\"\" for the root). When `has_more` is true, call LIST_FOLDER_CONTINUE with the returned cursor.",
    method: "POST",
    path: "/files/list_folder",
    inputSchema: {
      type: "object",
      properties: {
        path,
        recursive: { type: "boolean", description: "Also list everything below the folder." },
        limit: { type: "integer", minimum: 1, maximum: 2000, description: "The most entries to return per call (approximate)." },
        include_deleted: { type: "boolean" },
      },
      required: ["path"],
    },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-list_folder` },
  },
  {
    slug: "LIST_FOLDER_CONTINUE",
    name: "Continue listing a folder",
    description: "Get the next page of a folder listing with the cursor of LIST_FOLDER (or of a previous continue).",
    method: "POST",
    path: "/files/list_folder/continue",
    inputSchema: { type: "object", properties: { cursor: { type: "string", minLength: 1 } }, required: ["cursor"] },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-list_folder-continue` },
  },
  {
    slug: "GET_METADATA",
    name: "Get file or folder metadata",
    description: "Get the metadata of a file or folder: name, path, id, size, modification times, revision.",
    method: "POST",
    path: "/files/get_metadata",
    inputSchema: { type: "object", properties: { path, include_media_info: { type: "boolean" } }, required: ["path"] },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-get_metadata` },
  },
  {
    slug: "SEARCH",
    name: "Search files and folders",
    description: "Search file and folder names (and, on some plans, file content) for a query. `options.path` limits the search to a folder; `options.file_extensions` to some types. Page with SEARCH_CONTINUE.",
    method: "POST",
    path: "/files/search_v2",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, maxLength: 1000 },
        options: {
          type: "object",
          properties: {
            path: { type: "string" },
            max_results: { type: "integer", minimum: 1, maximum: 1000 },
            file_status: { type: "string", enum: ["active", "deleted"] },
            filename_only: { type: "boolean" },
            file_extensions: { type: "array", items: { type: "string" } },
          },
        },
      },
      required: ["query"],
    },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-search` },
  },
  {
    slug: "SEARCH_CONTINUE",
    name: "Continue a search",
    description: "Get more search results with the cursor of SEARCH.",
    method: "POST",
    path: "/files/search/continue_v2",
    inputSchema: { type: "object", properties: { cursor: { type: "string", minLength: 1 } }, required: ["cursor"] },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-search-continue` },
  },
  {
    slug: "CREATE_FOLDER",
    name: "Create a folder",
    description: "Create a folder at a path.",
    method: "POST",
    path: "/files/create_folder_v2",
    inputSchema: { type: "object", properties: { path, autorename: { type: "boolean", description: "Pick another name if the path is taken." } }, required: ["path"] },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-create_folder` },
  },
  {
    slug: "MOVE",
    name: "Move or rename a file or folder",
    description: "Move a file or folder to another path; a move within the same folder renames it.",
    method: "POST",
    path: "/files/move_v2",
    inputSchema: {
      type: "object",
      properties: { from_path: path, to_path: path, autorename: { type: "boolean" } },
      required: ["from_path", "to_path"],
    },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-move` },
  },
  {
    slug: "COPY",
    name: "Copy a file or folder",
    description: "Copy a file or folder to another path.",
    method: "POST",
    path: "/files/copy_v2",
    inputSchema: {
      type: "object",
      properties: { from_path: path, to_path: path, autorename: { type: "boolean" } },
      required: ["from_path", "to_path"],
    },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-copy` },
  },
  {
    slug: "DELETE",
    name: "Delete a file or folder",
    description: "Delete a file or a folder and everything in it (recoverable from Dropbox's deleted files for a while).",
    method: "POST",
    path: "/files/delete_v2",
    inputSchema: { type: "object", properties: { path }, required: ["path"] },
    placement: json,
    source: { kind: "reference", url: `${reference}#files-delete` },
  },
  {
    slug: "CREATE_SHARED_LINK",
    name: "Create a shared link",
    description: "Create a shared link to a file or folder, optionally with settings (audience, access level, expiry, password on paid plans). Fails with shared_link_already_exists when one exists: use LIST_SHARED_LINKS.",
    method: "POST",
    path: "/sharing/create_shared_link_with_settings",
    inputSchema: {
      type: "object",
      properties: {
        path,
        settings: {
          type: "object",
          properties: {
            audience: { type: "string", enum: ["public", "team", "no_one"] },
            access: { type: "string", enum: ["viewer", "editor", "max", "default"] },
            expires: { type: "string", description: "An ISO 8601 time (UTC) when the link expires." },
            allow_download: { type: "boolean" },
          },
        },
      },
      required: ["path"],
    },
    placement: json,
    source: { kind: "reference", url: `${reference}#sharing-create_shared_link_with_settings` },
  },
  {
    slug: "LIST_SHARED_LINKS",
    name: "List shared links",
    description: "List the shared links of the user, or of one file or folder (`path`) with `direct_only` true.",
    method: "POST",
    path: "/sharing/list_shared_links",
    inputSchema: { type: "object", properties: { path, cursor: { type: "string" }, direct_only: { type: "boolean" } } },
    placement: json,
    source: { kind: "reference", url: `${reference}#sharing-list_shared_links` },
  },
];
