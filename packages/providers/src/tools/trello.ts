import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Trello's own OpenAPI description (published by Atlassian), whose operations the tools below cite. */
export const TRELLO_OPENAPI = "https://developer.atlassian.com/cloud/trello/swagger.v3.json";

const cite = (path: string, method: string) => openApiOperationUrl(TRELLO_OPENAPI, path, method);
const id = (what: string): ReferenceParam => ({ type: "string", description: `The ${what}'s id.` });
const fields: ReferenceParam = { type: "string", in: "query", description: "Comma-separated fields to return (e.g. name,desc,due,idList), or all." };

/** Trello tools over the REST API v1: boards, lists, cards, comments and search. */
export const trelloTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ME", name: "Get the signed-in member", description: "Answers the member the token belongs to (id, username, full name).", method: "GET", path: "/members/{id}", url: cite("/members/{id}", "get"), params: { id: { type: "string", description: "me for the signed-in member, or a member id or username." } } }),
  referenceTool({
    slug: "LIST_MY_BOARDS",
    name: "List a member's boards",
    description: "Lists the boards of a member (me for the signed-in member) with their ids; filter open, closed, starred…",
    method: "GET",
    path: "/members/{id}/boards",
    url: cite("/members/{id}/boards", "get"),
    params: { id: { type: "string", description: "me, or a member id or username." }, filter: { type: "string", in: "query", description: "all, open, closed, members, organization, public, starred." }, fields },
  }),
  referenceTool({ slug: "GET_BOARD", name: "Get a board", description: "Gets a board's name, description, URL and settings.", method: "GET", path: "/boards/{id}", url: cite("/boards/{id}", "get"), params: { id: id("board"), fields } }),
  referenceTool({ slug: "LIST_BOARD_LISTS", name: "List a board's lists", description: "Lists the lists (columns such as To Do, Doing, Done) of a board, with their ids.", method: "GET", path: "/boards/{id}/lists", url: cite("/boards/{id}/lists", "get"), params: { id: id("board"), filter: { type: "string", in: "query", description: "all, closed, none, open." } } }),
  referenceTool({ slug: "LIST_BOARD_CARDS", name: "List a board's cards", description: "Lists the open cards of a board.", method: "GET", path: "/boards/{id}/cards", url: cite("/boards/{id}/cards", "get"), params: { id: id("board") } }),
  referenceTool({ slug: "LIST_LIST_CARDS", name: "List a list's cards", description: "Lists the cards of a list.", method: "GET", path: "/lists/{id}/cards", url: cite("/lists/{id}/cards", "get"), params: { id: id("list") } }),
  referenceTool({ slug: "GET_CARD", name: "Get a card", description: "Gets a card: name, description, due date, labels, members, list and URL.", method: "GET", path: "/cards/{id}", url: cite("/cards/{id}", "get"), params: { id: id("card"), fields } }),
  referenceTool({
    slug: "CREATE_CARD",
    name: "Create a card",
    description: "Creates a card in a list (idList), with a name, description, due date, position, members and labels.",
    method: "POST",
    path: "/cards",
    url: cite("/cards", "post"),
    params: {
      idList: { type: "string", in: "query", description: "The list to create the card in.", requiredParam: true },
      name: { type: "string", in: "query" },
      desc: { type: "string", in: "query", description: "The card's description (Markdown)." },
      due: { type: "string", in: "query", description: "A due date (ISO 8601)." },
      pos: { type: "string", in: "query", description: "top, bottom, or a positive number." },
      idMembers: { type: "string", in: "query", description: "Comma-separated member ids." },
      idLabels: { type: "string", in: "query", description: "Comma-separated label ids." },
    },
  }),
  referenceTool({
    slug: "UPDATE_CARD",
    name: "Update, move or archive a card",
    description: "Changes a card: rename it, edit its description or due date, mark it done (dueComplete), move it to another list (idList), or archive it (closed=true).",
    method: "PUT",
    path: "/cards/{id}",
    url: cite("/cards/{id}", "put"),
    params: {
      id: id("card"),
      name: { type: "string", in: "query" },
      desc: { type: "string", in: "query" },
      due: { type: "string", in: "query" },
      dueComplete: { type: "boolean", in: "query" },
      idList: { type: "string", in: "query", description: "Move the card to this list." },
      closed: { type: "boolean", in: "query", description: "true archives the card." },
    },
  }),
  referenceTool({ slug: "COMMENT_ON_CARD", name: "Comment on a card", description: "Adds a comment to a card.", method: "POST", path: "/cards/{id}/actions/comments", url: cite("/cards/{id}/actions/comments", "post"), params: { id: id("card"), text: { type: "string", in: "query", requiredParam: true } } }),
  referenceTool({
    slug: "SEARCH",
    name: "Search Trello",
    description: "Searches boards, cards, members and organizations by text (query), optionally within some boards (idBoards).",
    method: "GET",
    path: "/search",
    url: cite("/search", "get"),
    params: { query: { type: "string", requiredParam: true }, modelTypes: { type: "string", description: "Comma-separated: actions, boards, cards, members, organizations, or all." }, idBoards: { type: "string", description: "mine, or comma-separated board ids." }, cards_limit: { type: "integer", minimum: 1, maximum: 1000 } },
  }),
];
