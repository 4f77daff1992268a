import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Canva's own OpenAPI description of the Connect API (canva-sdks/canva-connect-api-starter-kit, openapi/spec.yml), cited per operation. */
export const CANVA_OPENAPI = "https://github.com/canva-sdks/canva-connect-api-starter-kit/blob/main/openapi/spec.yml";
const op = (path: string, method: string) => openApiOperationUrl(CANVA_OPENAPI, path, method);
const designId = { type: "string", description: "The design's id." };

/** 10 tools of Canva's Connect API: the user, designs (list, read, create, pages), exports, folders and comments. */
export const canvaTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_CURRENT_USER", name: "Get the current user", description: "The user's id and team id.", method: "GET", path: "/v1/users/me", url: op("/v1/users/me", "get") }),
  referenceTool({ slug: "GET_USER_PROFILE", name: "Get the user's profile", description: "The user's display name.", method: "GET", path: "/v1/users/me/profile", url: op("/v1/users/me/profile", "get") }),
  referenceTool({
    slug: "LIST_DESIGNS",
    name: "List designs",
    description: "The user's designs (id, title, thumbnail, edit and view URLs), optionally matching a search query.",
    method: "GET",
    path: "/v1/designs",
    url: op("/v1/designs", "get"),
    params: { query: { type: "string" }, continuation: { type: "string" }, ownership: { type: "string", enum: ["any", "owned", "shared"] }, sort_by: { type: "string", enum: ["relevance", "modified_descending", "modified_ascending", "title_descending", "title_ascending"] }, limit: { type: "integer", minimum: 1, maximum: 100 } },
  }),
  referenceTool({ slug: "GET_DESIGN", name: "Get a design", description: "One design's metadata: title, owner, URLs, page count.", method: "GET", path: "/v1/designs/{designId}", url: op("/v1/designs/{designId}", "get"), params: { designId } }),
  referenceTool({ slug: "GET_DESIGN_PAGES", name: "Get a design's pages", description: "The pages of a design with their thumbnails.", method: "GET", path: "/v1/designs/{designId}/pages", url: op("/v1/designs/{designId}/pages", "get"), params: { designId } }),
  referenceTool({
    slug: "CREATE_DESIGN",
    name: "Create a design",
    description: "Create a design from a preset type ({ type: \"preset\", name: doc|whiteboard|presentation }) or custom size, with an optional title and asset.",
    method: "POST",
    path: "/v1/designs",
    url: op("/v1/designs", "post"),
    params: { design_type: { type: "object", description: "{ type: \"preset\", name } or { type: \"custom\", width, height }" }, title: { type: "string" }, asset_id: { type: "string" } },
  }),
  referenceTool({
    slug: "EXPORT_DESIGN",
    name: "Export a design",
    description: "Start an export job of a design to a file format ({ type: pdf|jpg|png|gif|pptx|mp4 }); read the job with GET_EXPORT for download URLs.",
    method: "POST",
    path: "/v1/exports",
    url: op("/v1/exports", "post"),
    params: { design_id: { type: "string", requiredParam: true }, format: { type: "object", requiredParam: true, description: "e.g. { type: \"pdf\" }" } },
  }),
  referenceTool({ slug: "GET_EXPORT", name: "Get an export job", description: "An export job's status and, when done, its download URLs.", method: "GET", path: "/v1/exports/{exportId}", url: op("/v1/exports/{exportId}", "get"), params: { exportId: { type: "string" } } }),
  referenceTool({
    slug: "LIST_FOLDER_ITEMS",
    name: "List a folder's items",
    description: "The designs, folders and images in a folder (folderId `root` for the top level).",
    method: "GET",
    path: "/v1/folders/{folderId}/items",
    url: op("/v1/folders/{folderId}/items", "get"),
    params: { folderId: { type: "string" }, continuation: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 100 } },
  }),
  referenceTool({
    slug: "CREATE_COMMENT_THREAD",
    name: "Comment on a design",
    description: "Start a comment thread on a design (plain text; mention a user as [user_id:team_id]).",
    method: "POST",
    path: "/v1/designs/{designId}/comments",
    url: op("/v1/designs/{designId}/comments", "post"),
    params: { designId, message_plaintext: { type: "string", requiredParam: true }, assignee_id: { type: "string" } },
  }),
];
