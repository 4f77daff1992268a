import type { ProviderDefinitionInput, ProviderToolInput } from "@plugboard/core";
import { googleDriveScopes, googleDriveTools } from "../tools/google-drive.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const FILE_METADATA = {
  name: { type: "string", description: "The file's name." },
  mimeType: { type: "string", description: "The MIME type; `application/vnd.google-apps.folder` makes a folder, `application/vnd.google-apps.document` a Google Doc." },
  parents: { type: "array", items: { type: "string" }, description: "The id of the folder to put it in (one)." },
  description: { type: "string", description: "A short description of the file." },
};

// The published document lists only the media-upload variant of files.create/update; the metadata-only JSON request is in the reference.
const metadataTools: ProviderToolInput[] = [
  {
    slug: "CREATE_FILE",
    name: "Create a file or folder",
    description: "Creates a file from metadata only (no content): a folder, an empty Google Doc, Sheet or Slides, or a shortcut.",
    method: "POST",
    path: "/files",
    inputSchema: { type: "object", properties: { ...FILE_METADATA, supportsAllDrives: { type: "boolean", description: "Whether the app supports shared drives." } }, required: ["name"] },
    placement: { query: ["supportsAllDrives"], header: [], body: "json" },
    source: { kind: "reference", url: "https://developers.google.com/drive/api/reference/rest/v3/files/create" },
  },
  {
    slug: "UPDATE_FILE",
    name: "Update a file's metadata",
    description: "Renames, describes or moves a file (addParents / removeParents), or trashes it (trashed: true).",
    method: "PATCH",
    path: "/files/{fileId}",
    inputSchema: {
      type: "object",
      properties: {
        fileId: { type: "string", description: "The file's id." },
        name: FILE_METADATA.name,
        description: FILE_METADATA.description,
        trashed: { type: "boolean", description: "Whether the file is in the trash." },
        addParents: { type: "string", description: "Comma-separated folder ids to add the file to." },
        removeParents: { type: "string", description: "Comma-separated folder ids to remove the file from." },
        supportsAllDrives: { type: "boolean", description: "Whether the app supports shared drives." },
      },
      required: ["fileId"],
    },
    placement: { query: ["addParents", "removeParents", "supportsAllDrives"], header: [], body: "json" },
    source: { kind: "reference", url: "https://developers.google.com/drive/api/reference/rest/v3/files/update" },
  },
];

/** Google Drive: files, folders, sharing and comments. */
export const googleDrive: ProviderDefinitionInput = {
  id: "google-drive",
  name: "Google Drive",
  description: "Search, read, create, copy, export, share and comment on files and folders in a user's Google Drive.",
  categories: ["file-storage", "productivity"],
  docsUrl: "https://developers.google.com/drive/api",
  kind: "http",
  baseUrl: "https://www.googleapis.com/drive/v3",
  authModes: [googleOAuthMode({ api: "Google Drive API", scopes: googleDriveScopes, defaultScopes: ["https://www.googleapis.com/auth/drive"] })],
  tools: [...googleDriveTools, ...metadataTools],
  verifiedAt: "2026-11-27",
  sources: [...GOOGLE_OAUTH_SOURCES, "https://developers.google.com/drive/api/guides/api-specific-auth", "https://developers.google.com/drive/api/reference/rest/v3", "https://www.googleapis.com/discovery/v1/apis/drive/v3/rest"],
};
