import type { ProviderDefinitionInput } from "@plugboard/core";
import { ALGOLIA_SEARCH_OPENAPI, algoliaTools } from "../tools/algolia.js";

const REST_SEARCH = "https://www.algolia.com/doc/rest-api/search";

/**
 * Algolia's Search API on the application's own host (`https://{appId}.algolia.net`, the first server
 * of Algolia's own OpenAPI document; the application id is a connection config field), authenticated
 * with the application id and an API key in the `x-algolia-application-id` and `x-algolia-api-key`
 * headers (the document's `appId` and `apiKey` schemes) — the `custom` mode, as the id is also needed in
 * the host. The document's retry hosts (`{appId}-1.algolianet.com`…, `{appId}-dsn.algolia.net`) are not
 * used. Tools hand-written, each citing its operation in that document (read at commit d30a53d8 of
 * algolia/api-clients-automation).
 */
export const algolia: ProviderDefinitionInput = {
  id: "algolia",
  name: "Algolia",
  description: "Search Algolia indices (full text, filters, facets), read, add, update and delete records, change index settings, copy or move indices, search rules and synonyms, and follow indexing tasks.",
  categories: ["developer-tools", "database"],
  docsUrl: REST_SEARCH,
  kind: "http",
  baseUrl: "https://{{config.app_id}}.algolia.net",
  connectionConfig: [
    {
      name: "app_id",
      label: "Application ID",
      description: "Your Algolia application's ID (Algolia dashboard → Settings → API Keys), which names the API host {app_id}.algolia.net.",
      pattern: "^[A-Za-z0-9]{1,32}$",
    },
  ],
  authModes: [
    {
      type: "custom",
      label: "Application ID and API key",
      description:
        "The application ID (again, for the x-algolia-application-id header) and an API key from the Algolia dashboard whose access control list (ACL) allows the calls the agent makes (each endpoint's reference names the ACL it needs).",
      injectionRules: [
        { target: "header", name: "x-algolia-application-id", value: "{{application_id}}" },
        { target: "header", name: "x-algolia-api-key", value: "{{api_key}}" },
      ],
    },
  ],
  tools: algoliaTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [ALGOLIA_SEARCH_OPENAPI]: [
      "baseUrl https://{appId}.algolia.net (servers[0])",
      "x-algolia-application-id and x-algolia-api-key headers (securitySchemes appId, apiKey)",
      "every tool's method, path and required fields",
    ],
    [REST_SEARCH]: ["base URL https://{APPLICATION_ID}.algolia.net", "x-algolia-application-id and x-algolia-api-key headers", "application ID and API key in the dashboard"],
  },
  sources: [ALGOLIA_SEARCH_OPENAPI, REST_SEARCH],
};
