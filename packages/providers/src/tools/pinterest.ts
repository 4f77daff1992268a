import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Pinterest's own OpenAPI description of API v5 (pinterest/api-description), cited per operation. */
export const PINTEREST_OPENAPI = "https://github.com/pinterest/api-description/blob/main/v5/openapi.json";
const op = (path: string, method: string) => openApiOperationUrl(PINTEREST_OPENAPI, path, method);
const page = {
  bookmark: { type: "string", description: "Cursor: the bookmark of the previous answer." },
  page_size: { type: "integer", minimum: 1, maximum: 250 },
};

/** 10 tools of Pinterest API v5: the user account, boards, board sections and pins (list, read, search, create, delete). */
export const pinterestTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_USER_ACCOUNT", name: "Get the user account", description: "The connected Pinterest account: username, account type, profile image, follower and Pin counts.", method: "GET", path: "/user_account", url: op("/user_account", "get") }),
  referenceTool({ slug: "LIST_BOARDS", name: "List boards", description: "The user's boards (id, name, description, privacy), a page at a time.", method: "GET", path: "/boards", url: op("/boards", "get"), params: { privacy: { type: "string", enum: ["ALL", "PROTECTED", "PUBLIC", "SECRET", "PUBLIC_AND_SECRET"] }, ...page } }),
  referenceTool({ slug: "GET_BOARD", name: "Get a board", description: "One board by id.", method: "GET", path: "/boards/{board_id}", url: op("/boards/{board_id}", "get"), params: { board_id: { type: "string" } } }),
  referenceTool({
    slug: "CREATE_BOARD",
    name: "Create a board",
    description: "Create a board with a name, an optional description and privacy (PUBLIC, PROTECTED or SECRET).",
    method: "POST",
    path: "/boards",
    url: op("/boards", "post"),
    params: { name: { type: "string", requiredParam: true }, description: { type: "string" }, privacy: { type: "string", enum: ["PUBLIC", "PROTECTED", "SECRET"] } },
  }),
  referenceTool({ slug: "LIST_BOARD_PINS", name: "List a board's Pins", description: "The Pins saved on a board.", method: "GET", path: "/boards/{board_id}/pins", url: op("/boards/{board_id}/pins", "get"), params: { board_id: { type: "string" }, ...page } }),
  referenceTool({ slug: "LIST_BOARD_SECTIONS", name: "List a board's sections", description: "The sections of a board.", method: "GET", path: "/boards/{board_id}/sections", url: op("/boards/{board_id}/sections", "get"), params: { board_id: { type: "string" }, ...page } }),
  referenceTool({ slug: "LIST_PINS", name: "List Pins", description: "The user's Pins, a page at a time.", method: "GET", path: "/pins", url: op("/pins", "get"), params: page }),
  referenceTool({ slug: "GET_PIN", name: "Get a Pin", description: "One Pin: title, description, link, media, board.", method: "GET", path: "/pins/{pin_id}", url: op("/pins/{pin_id}", "get"), params: { pin_id: { type: "string" } } }),
  referenceTool({ slug: "SEARCH_PINS", name: "Search the user's Pins", description: "The user's own Pins matching a search query.", method: "GET", path: "/search/pins", url: op("/search/pins", "get"), params: { query: { type: "string", requiredParam: true }, bookmark: page.bookmark } }),
  referenceTool({
    slug: "CREATE_PIN",
    name: "Create a Pin",
    description: "Save a new Pin to a board from an image URL: media_source { source_type: \"image_url\", url }, with a title, description and destination link.",
    method: "POST",
    path: "/pins",
    url: op("/pins", "post"),
    params: {
      board_id: { type: "string", requiredParam: true },
      board_section_id: { type: "string" },
      title: { type: "string" },
      description: { type: "string" },
      link: { type: "string", description: "The destination link." },
      alt_text: { type: "string" },
      media_source: { type: "object", requiredParam: true, description: "e.g. { source_type: \"image_url\", url: \"https://…\" }", properties: { source_type: { type: "string" }, url: { type: "string" } }, required: ["source_type"] },
    },
  }),
];
