import type { ProviderDefinitionInput } from "@plugboard/core";
import { TRELLO_OPENAPI, trelloTools } from "../tools/trello.js";

/**
 * Trello's REST API (`https://api.trello.com/1`), authenticated with an API key (identifying the
 * application, from a Power-Up's API Key tab) and a user token, both sent as the `key` and `token`
 * query parameters of every request — Trello's own first API call is
 * `GET https://api.trello.com/1/members/me/boards?key={yourKey}&token={yourToken}`. No OAuth 1.0a is
 * needed (issue 37: key and token serve). Tools hand-written, each citing its operation in Trello's
 * OpenAPI description. Not confirmed against an installed copy of that document here: the operations'
 * paths (the document is not on npm); they are the ones Trello's guides and API introduction use.
 */
export const trello: ProviderDefinitionInput = {
  id: "trello",
  name: "Trello",
  description: "List a member's Trello boards, a board's lists and cards, create, update, move and archive cards, comment on them, and search Trello.",
  categories: ["project-management", "productivity"],
  docsUrl: "https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction",
  kind: "http",
  baseUrl: "https://api.trello.com/1",
  authModes: [
    {
      type: "custom",
      label: "API key and token",
      description:
        "The API key of a Trello Power-Up (trello.com/power-ups/admin → your Power-Up → API Key) and a token the user grants it (the 1/authorize route, or the Token link beside the key for your own account). Both are sent as the key and token query parameters.",
      injectionRules: [
        { target: "query", name: "key", value: "{{api_key}}" },
        { target: "query", name: "token", value: "{{token}}" },
      ],
    },
  ],
  tools: trelloTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction": ["baseUrl", "key and token query parameters", "API key from a Power-Up"],
    "https://developer.atlassian.com/cloud/trello/guides/rest-api/authorization/": ["token through 1/authorize"],
    [TRELLO_OPENAPI]: ["every tool's method and path (cited, not checked against an installed copy)"],
  },
  sources: ["https://developer.atlassian.com/cloud/trello/guides/rest-api/api-introduction", "https://developer.atlassian.com/cloud/trello/guides/rest-api/authorization/", TRELLO_OPENAPI],
};
