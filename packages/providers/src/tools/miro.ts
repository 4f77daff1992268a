import type { ProviderToolInput } from "@plugboard/core";
import { inQuery as q, openApiOperationUrl, referenceTool } from "./reference-tool.js";

// Hand-written from Miro's own OpenAPI description of the REST API v2 ("Miro Developer Platform v2.0",
// miroapp/api-clients packages/generator/spec.json, read at commit 3a2506b6): each tool's method, path and
// parameters are those of the operation its citation points to.
/** Miro's OpenAPI document (REST API v2) at the commit the tools below were read from. */
export const MIRO_OPENAPI = "https://github.com/miroapp/api-clients/blob/3a2506b647611ee729a55b4d99e5d0dc71cc694c/packages/generator/spec.json";

const at = (path: string, method: string) => openApiOperationUrl(MIRO_OPENAPI, path, method);
const boardId = { type: "string", description: "The board's id (from LIST_BOARDS, e.g. uXjVOD6LSME=)." };
const itemId = { type: "string", description: "The item's id (from LIST_ITEMS)." };
const position = { type: "object", description: "Where the item goes on the board: { x, y } (board units, the centre of the item; 0,0 is the board's centre).", properties: { x: { type: "number" }, y: { type: "number" } } };
const parent = { type: "object", description: "The frame to put the item in: { id }.", properties: { id: { type: "string" } } };
const geometry = { type: "object", description: "Size: { width } or { height } (one of them; the other follows).", properties: { width: { type: "number" }, height: { type: "number" } } };
const offsetPaging = { limit: q({ type: "string", description: "How many to return (default 20)." }), offset: q({ type: "string", description: "Zero-based offset of the first one." }) };
const cursorPaging = { limit: q({ type: "string", description: "How many to return (10 to 50, default 10)." }), cursor: q({ type: "string", description: "The cursor of the previous answer, for the next page." }) };
const stickyColors = ["gray", "light_yellow", "yellow", "orange", "light_green", "green", "dark_green", "cyan", "light_pink", "pink", "violet", "red", "light_blue", "blue", "dark_blue", "black"];

/** 18 tools of Miro's REST API v2: boards, items (sticky notes, texts, cards, frames, docs), connectors, members and tags. */
export const miroTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_TOKEN_INFO", name: "Get the access token's context", description: "The connected token: its user (id, name), team, organization, scopes and creation time.", method: "GET", path: "/v1/oauth-token", url: at("/v1/oauth-token", "get") }),
  referenceTool({
    slug: "LIST_BOARDS",
    name: "List boards",
    description: "Boards the user can access, optionally in one team or project, matching a search query or owned by a user; sorted by default, last_modified, last_opened, last_created or alphabetically.",
    method: "GET",
    path: "/v2/boards",
    url: at("/v2/boards", "get"),
    params: {
      team_id: q({ type: "string" }),
      project_id: q({ type: "string" }),
      query: q({ type: "string", description: "Boards whose name or description contains this text." }),
      owner: q({ type: "string", description: "The owner's user id." }),
      sort: q({ type: "string", enum: ["default", "last_modified", "last_opened", "last_created", "alphabetically"] }),
      ...offsetPaging,
    },
  }),
  referenceTool({ slug: "GET_BOARD", name: "Get a board", description: "A board's name, description, owner, team, sharing and permission policies, and view link.", method: "GET", path: "/v2/boards/{board_id}", url: at("/v2/boards/{board_id}", "get"), params: { board_id: boardId } }),
  referenceTool({
    slug: "CREATE_BOARD",
    name: "Create a board",
    description: "Creates a board with a name and description, in a team (teamId) or project (projectId) when given.",
    method: "POST",
    path: "/v2/boards",
    url: at("/v2/boards", "post"),
    params: { name: { type: "string", maxLength: 60 }, description: { type: "string", maxLength: 300 }, teamId: { type: "string" }, projectId: { type: "string" } },
  }),
  referenceTool({
    slug: "UPDATE_BOARD",
    name: "Update a board",
    description: "Renames a board or changes its description.",
    method: "PATCH",
    path: "/v2/boards/{board_id}",
    url: at("/v2/boards/{board_id}", "patch"),
    params: { board_id: boardId, name: { type: "string", maxLength: 60 }, description: { type: "string", maxLength: 300 } },
  }),
  referenceTool({
    slug: "LIST_ITEMS",
    name: "List a board's items",
    description: "The items on a board (sticky notes, texts, shapes, cards, frames, images, documents…), optionally of one type, with their content and position; cursor-paginated.",
    method: "GET",
    path: "/v2/boards/{board_id}/items",
    url: at("/v2/boards/{board_id}/items", "get"),
    params: { board_id: boardId, type: q({ type: "string", enum: ["text", "shape", "sticky_note", "image", "document", "card", "app_card", "preview", "frame", "embed", "doc_format", "data_table_format"] }), ...cursorPaging },
  }),
  referenceTool({ slug: "GET_ITEM", name: "Get an item", description: "One item of a board: its type, content, style, position and parent frame.", method: "GET", path: "/v2/boards/{board_id}/items/{item_id}", url: at("/v2/boards/{board_id}/items/{item_id}", "get"), params: { board_id: boardId, item_id: itemId } }),
  referenceTool({ slug: "DELETE_ITEM", name: "Delete an item", description: "Deletes one item from a board.", method: "DELETE", path: "/v2/boards/{board_id}/items/{item_id}", url: at("/v2/boards/{board_id}/items/{item_id}", "delete"), params: { board_id: boardId, item_id: itemId } }),
  referenceTool({
    slug: "CREATE_STICKY_NOTE",
    name: "Add a sticky note",
    description: "Adds a sticky note to a board: its text (simple HTML allowed), shape, colour and position.",
    method: "POST",
    path: "/v2/boards/{board_id}/sticky_notes",
    url: at("/v2/boards/{board_id}/sticky_notes", "post"),
    params: {
      board_id: boardId,
      data: { type: "object", description: "{ content, shape }: the note's text and square or rectangle.", properties: { content: { type: "string" }, shape: { type: "string", enum: ["square", "rectangle"] } } },
      style: { type: "object", description: "{ fillColor, textAlign, textAlignVertical }.", properties: { fillColor: { type: "string", enum: stickyColors }, textAlign: { type: "string", enum: ["left", "right", "center"] }, textAlignVertical: { type: "string", enum: ["top", "middle", "bottom"] } } },
      position,
      geometry,
      parent,
    },
  }),
  referenceTool({
    slug: "UPDATE_STICKY_NOTE",
    name: "Update a sticky note",
    description: "Changes a sticky note's text, shape, colour, position or frame.",
    method: "PATCH",
    path: "/v2/boards/{board_id}/sticky_notes/{item_id}",
    url: at("/v2/boards/{board_id}/sticky_notes/{item_id}", "patch"),
    params: {
      board_id: boardId,
      item_id: itemId,
      data: { type: "object", properties: { content: { type: "string" }, shape: { type: "string", enum: ["square", "rectangle"] } } },
      style: { type: "object", properties: { fillColor: { type: "string", enum: stickyColors } } },
      position,
      parent,
    },
  }),
  referenceTool({
    slug: "CREATE_TEXT",
    name: "Add a text",
    description: "Adds a free text item (simple HTML allowed) to a board.",
    method: "POST",
    path: "/v2/boards/{board_id}/texts",
    url: at("/v2/boards/{board_id}/texts", "post"),
    params: { board_id: boardId, data: { type: "object", description: "{ content }", properties: { content: { type: "string" } }, required: ["content"], requiredParam: true }, position, parent },
  }),
  referenceTool({
    slug: "CREATE_CARD",
    name: "Add a card",
    description: "Adds a card (a task-like item with title, description, due date and assignee) to a board.",
    method: "POST",
    path: "/v2/boards/{board_id}/cards",
    url: at("/v2/boards/{board_id}/cards", "post"),
    params: {
      board_id: boardId,
      data: { type: "object", description: "{ title, description, dueDate (ISO 8601), assigneeId }", properties: { title: { type: "string" }, description: { type: "string" }, dueDate: { type: "string", format: "date-time" }, assigneeId: { type: "string" } } },
      position,
      parent,
    },
  }),
  referenceTool({
    slug: "CREATE_FRAME",
    name: "Add a frame",
    description: "Adds a frame (a titled area that groups items) to a board.",
    method: "POST",
    path: "/v2/boards/{board_id}/frames",
    url: at("/v2/boards/{board_id}/frames", "post"),
    params: { board_id: boardId, data: { type: "object", description: "{ title, format: custom, type: freeform }", properties: { title: { type: "string" }, format: { type: "string", enum: ["custom"] }, type: { type: "string", enum: ["freeform"] } }, requiredParam: true }, position, geometry },
  }),
  referenceTool({
    slug: "CREATE_DOC",
    name: "Add a document (Markdown)",
    description: "Adds a doc format item written in Markdown to a board.",
    method: "POST",
    path: "/v2/boards/{board_id}/docs",
    url: at("/v2/boards/{board_id}/docs", "post"),
    params: { board_id: boardId, data: { type: "object", description: "{ contentType: markdown, content }", properties: { contentType: { type: "string", enum: ["markdown"] }, content: { type: "string" } }, required: ["contentType", "content"], requiredParam: true }, position, parent },
  }),
  referenceTool({
    slug: "CREATE_CONNECTOR",
    name: "Connect two items",
    description: "Draws a connector line from one item to another, optionally with captions and a style.",
    method: "POST",
    path: "/v2/boards/{board_id}/connectors",
    url: at("/v2/boards/{board_id}/connectors", "post"),
    params: {
      board_id: boardId,
      startItem: { type: "object", description: "{ id, snapTo }: the item the line starts at.", properties: { id: { type: "string" }, snapTo: { type: "string", enum: ["auto", "top", "right", "bottom", "left"] } }, requiredParam: true },
      endItem: { type: "object", description: "{ id, snapTo }: the item the line ends at (not the start item).", properties: { id: { type: "string" }, snapTo: { type: "string", enum: ["auto", "top", "right", "bottom", "left"] } }, requiredParam: true },
      shape: { type: "string", enum: ["straight", "elbowed", "curved"] },
      captions: { type: "array", items: { type: "object", properties: { content: { type: "string" } } } },
    },
  }),
  referenceTool({ slug: "LIST_BOARD_MEMBERS", name: "List a board's members", description: "Who a board is shared with, and their roles.", method: "GET", path: "/v2/boards/{board_id}/members", url: at("/v2/boards/{board_id}/members", "get"), params: { board_id: boardId, ...offsetPaging } }),
  referenceTool({
    slug: "SHARE_BOARD",
    name: "Share a board",
    description: "Invites up to 20 people by email to a board with a role, and an optional message.",
    method: "POST",
    path: "/v2/boards/{board_id}/members",
    url: at("/v2/boards/{board_id}/members", "post"),
    params: { board_id: boardId, emails: { type: "array", items: { type: "string", format: "email" }, maxItems: 20, requiredParam: true }, role: { type: "string", enum: ["viewer", "commenter", "editor", "coowner", "owner"] }, message: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_TAGS", name: "List a board's tags", description: "The tags defined on a board.", method: "GET", path: "/v2/boards/{board_id}/tags", url: at("/v2/boards/{board_id}/tags", "get"), params: { board_id: boardId, ...offsetPaging } }),
];
