import type { ProviderToolInput } from "@plugboard/core";
import { graphReference, orderby, select, top } from "./microsoft-graph-params.js";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Microsoft Graph v1.0 reference, each tool citing the reference page of its
// endpoint. The signed-in user's OneDrive (/me/drive). `drive: recent` is left out: Microsoft deprecated it
// and it stops returning data from November 2026 (https://learn.microsoft.com/en-us/graph/api/drive-recent).

const itemId: ReferenceParam = { type: "string", description: "The file's or folder's id (from LIST_ROOT, LIST_CHILDREN or SEARCH)." };
const itemReference: ReferenceParam = {
  type: "object",
  description: "The destination folder: `id` of the folder (and `driveId` when it is in another drive).",
  properties: { id: { type: "string" }, driveId: { type: "string" } },
};

/** 12 tools of Microsoft Graph's OneDrive API (base URL https://graph.microsoft.com/v1.0). */
export const microsoftOnedriveTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_DRIVE",
    name: "Get the user's drive",
    description: "Get the user's OneDrive: id, drive type, owner and storage quota (used, remaining).",
    method: "GET",
    path: "/me/drive",
    url: graphReference("drive-get"),
  }),
  referenceTool({
    slug: "LIST_ROOT",
    name: "List the root folder",
    description: "List the files and folders at the top of the user's OneDrive.",
    method: "GET",
    path: "/me/drive/root/children",
    url: graphReference("driveitem-list-children"),
    params: { $top: top, $select: select, $orderby: orderby },
  }),
  referenceTool({
    slug: "LIST_CHILDREN",
    name: "List a folder",
    description: "List the files and folders inside a folder.",
    method: "GET",
    path: "/me/drive/items/{itemId}/children",
    url: graphReference("driveitem-list-children"),
    params: { itemId: { ...itemId, description: "The folder's id." }, $top: top, $select: select, $orderby: orderby },
  }),
  referenceTool({
    slug: "GET_ITEM",
    name: "Get a file or folder",
    description: "Get a file's or folder's metadata: name, size, dates, parent, web URL; a file's `@microsoft.graph.downloadUrl` is a short-lived link to its content.",
    method: "GET",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-get"),
    params: { itemId, $select: select },
  }),
  referenceTool({
    slug: "SEARCH",
    name: "Search files",
    description: "Search the user's OneDrive for files and folders whose name, metadata or content match a text.",
    method: "GET",
    path: "/me/drive/root/search(q='{q}')",
    url: graphReference("driveitem-search"),
    params: { q: { type: "string", minLength: 1, description: "The text to search for." }, $top: top, $select: select },
  }),
  referenceTool({
    slug: "CREATE_FOLDER",
    name: "Create a folder",
    description: "Create a folder inside a folder (the root folder's id comes from GET_ITEM on the root, or use LIST_ROOT's parentReference.id).",
    method: "POST",
    path: "/me/drive/items/{itemId}/children",
    url: graphReference("driveitem-post-children"),
    params: {
      itemId: { ...itemId, description: "The parent folder's id." },
      name: { type: "string", minLength: 1, requiredParam: true, description: "The new folder's name." },
      folder: { type: "object", requiredParam: true, description: "Always an empty object `{}`: marks the new item as a folder." },
      "@microsoft.graph.conflictBehavior": { type: "string", enum: ["fail", "replace", "rename"], description: "What to do when the name is taken (default fail)." },
    },
  }),
  referenceTool({
    slug: "UPDATE_ITEM",
    name: "Rename or move a file or folder",
    description: "Rename a file or folder (`name`), move it (`parentReference`), or change its description.",
    method: "PATCH",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-update"),
    params: { itemId, name: { type: "string", minLength: 1 }, parentReference: itemReference, description: { type: "string" } },
  }),
  referenceTool({
    slug: "DELETE_ITEM",
    name: "Delete a file or folder",
    description: "Move a file or folder to the recycle bin.",
    method: "DELETE",
    path: "/me/drive/items/{itemId}",
    url: graphReference("driveitem-delete"),
    params: { itemId },
  }),
  referenceTool({
    slug: "COPY_ITEM",
    name: "Copy a file or folder",
    description: "Copy a file or folder (with its children) to a folder, optionally under a new name. The copy runs asynchronously; the response's Location header is a monitor URL.",
    method: "POST",
    path: "/me/drive/items/{itemId}/copy",
    url: graphReference("driveitem-copy"),
    params: { itemId, parentReference: { ...itemReference, requiredParam: true }, name: { type: "string", description: "The copy's name (default: the original's)." } },
  }),
  referenceTool({
    slug: "CREATE_SHARING_LINK",
    name: "Create a sharing link",
    description: "Create a link to a file or folder: `view` or `edit`, for anyone with the link (`anonymous`) or people in the organization.",
    method: "POST",
    path: "/me/drive/items/{itemId}/createLink",
    url: graphReference("driveitem-createlink"),
    params: {
      itemId,
      type: { type: "string", enum: ["view", "edit", "embed"], requiredParam: true, description: "What the link allows." },
      scope: { type: "string", enum: ["anonymous", "organization", "users"], description: "Who the link works for (default depends on the organization's settings)." },
      expirationDateTime: { type: "string", description: "When the link expires, ISO 8601." },
      password: { type: "string", description: "A password for the link (OneDrive personal only)." },
    },
  }),
  referenceTool({
    slug: "SHARE_ITEM",
    name: "Share with people",
    description: "Invite people by email to read or edit a file or folder, optionally sending them an email.",
    method: "POST",
    path: "/me/drive/items/{itemId}/invite",
    url: graphReference("driveitem-invite"),
    params: {
      itemId,
      recipients: { type: "array", requiredParam: true, items: { type: "object", properties: { email: { type: "string" } }, required: ["email"] }, description: "Who to share with." },
      roles: { type: "array", requiredParam: true, items: { type: "string", enum: ["read", "write"] }, description: "`read` or `write`." },
      requireSignIn: { type: "boolean", description: "Recipients must sign in to open it." },
      sendInvitation: { type: "boolean", description: "Send the recipients an email (otherwise only a permission is created)." },
      message: { type: "string", description: "Text of the invitation email." },
    },
  }),
  referenceTool({
    slug: "LIST_PERMISSIONS",
    name: "List who has access",
    description: "List the sharing permissions of a file or folder: links and people, with their roles.",
    method: "GET",
    path: "/me/drive/items/{itemId}/permissions",
    url: graphReference("driveitem-list-permissions"),
    params: { itemId },
  }),
];
