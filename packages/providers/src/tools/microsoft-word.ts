import type { ProviderToolInput } from "@plugboard/core";
import { graphReference, select, top } from "./microsoft-graph-params.js";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Microsoft Graph v1.0 driveItem reference, each tool citing the page of its
// endpoint. Graph has no API for a Word document's body (unlike Excel's workbook API): Word documents
// are driveItems (.docx) of the user's OneDrive or SharePoint, found, copied (e.g. from a template),
// previewed, shared and versioned through the files API.

const itemId: ReferenceParam = { type: "string", description: "The document's driveItem id (from SEARCH_DOCUMENTS)." };

/** 9 tools over Word documents (.docx driveItems) in the signed-in user's OneDrive (base URL https://graph.microsoft.com/v1.0). */
export const microsoftWordTools: ProviderToolInput[] = [
  referenceTool({
    slug: "SEARCH_DOCUMENTS",
    name: "Search documents",
    description: "Searches the user's OneDrive (file names, metadata and content) for a text, e.g. `quarterly report docx`; answers driveItems whose `file.mimeType` tells Word documents apart (application/vnd.openxmlformats-officedocument.wordprocessingml.document).",
    method: "GET",
    path: "/me/drive/root/search(q='{q}')",
    url: graphReference("driveitem-search"),
    params: { q: { type: "string", description: "The text to search for." }, $top: top, $select: select },
  }),
  referenceTool({
    slug: "GET_DOCUMENT",
    name: "Get a document's details",
    description: "Gets a document's name, size, webUrl (opens it in Word for the web), parentReference, created and last modified by and when.",
    method: "GET",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-get"),
    params: { itemId, $select: select },
  }),
  referenceTool({
    slug: "COPY_DOCUMENT",
    name: "Copy a document (e.g. from a template)",
    description: "Copies a document to a new name, optionally into another folder: the way to start a new document from a template. The copy runs asynchronously (202 with a monitor URL in Location).",
    method: "POST",
    path: "/me/drive/items/{itemId}/copy",
    url: graphReference("driveitem-copy"),
    params: {
      itemId,
      name: { type: "string", description: "The new document's file name, ending in .docx." },
      parentReference: { type: "object", description: "The destination folder: `id` (and `driveId` for another drive).", properties: { id: { type: "string" }, driveId: { type: "string" } } },
    },
  }),
  referenceTool({
    slug: "RENAME_OR_MOVE_DOCUMENT",
    name: "Rename or move a document",
    description: "Renames a document (name) or moves it to another folder (parentReference.id).",
    method: "PATCH",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-update"),
    params: { itemId, name: { type: "string" }, parentReference: { type: "object", properties: { id: { type: "string" } } } },
  }),
  referenceTool({
    slug: "DELETE_DOCUMENT",
    name: "Delete a document",
    description: "Moves a document to the recycle bin.",
    method: "DELETE",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-delete"),
    params: { itemId },
  }),
  referenceTool({
    slug: "CREATE_SHARING_LINK",
    name: "Create a sharing link",
    description: "Creates a link to a document: type view, edit or embed; scope anonymous, organization or users.",
    method: "POST",
    path: "/me/drive/items/{itemId}/createLink",
    url: graphReference("driveitem-createlink"),
    params: {
      itemId,
      type: { type: "string", enum: ["view", "edit", "embed"], requiredParam: true },
      scope: { type: "string", enum: ["anonymous", "organization", "users"] },
      expirationDateTime: { type: "string", description: "When the link expires (ISO 8601)." },
    },
  }),
  referenceTool({
    slug: "PREVIEW_DOCUMENT",
    name: "Get a short-lived preview URL",
    description: "Answers a short-lived embeddable URL (getUrl) that renders a preview of the document. OneDrive for Business and SharePoint only.",
    method: "POST",
    path: "/me/drive/items/{itemId}/preview",
    url: graphReference("driveitem-preview"),
    params: { itemId, page: { type: "string", description: "The page to start at." }, zoom: { type: "number" } },
  }),
  referenceTool({
    slug: "LIST_VERSIONS",
    name: "List a document's versions",
    description: "Lists the saved versions of a document (id, lastModifiedBy, lastModifiedDateTime, size).",
    method: "GET",
    path: "/me/drive/items/{itemId}/versions",
    url: graphReference("driveitem-list-versions"),
    params: { itemId },
  }),
  referenceTool({
    slug: "RESTORE_VERSION",
    name: "Restore a previous version",
    description: "Makes a previous version the current one (as a new version; the others are kept).",
    method: "POST",
    path: "/me/drive/items/{itemId}/versions/{versionId}/restoreVersion",
    url: graphReference("driveitemversion-restoreversion"),
    params: { itemId, versionId: { type: "string", description: "The version's id (from LIST_VERSIONS)." } },
  }),
];
