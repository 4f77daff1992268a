import type { ProviderDefinitionInput } from "@plugboard/core";
import { PLAUSIBLE_SITES_API, PLAUSIBLE_STATS_API, plausibleTools } from "../tools/plausible.js";

/**
 * Plausible Analytics' API on plausible.io (the host of every example in Plausible's Stats API v2 and
 * Sites API references), with an API key as a bearer token. Targets the Stats API v2 (`/api/v2/query`,
 * the current one; v1 is documented as legacy). A Stats API key reads stats; the Sites API tools need
 * a key with Sites API permissions (Enterprise plans). Self-hosted Community Edition instances are not
 * served by this definition (their host differs). Read from the pages' source in plausible/docs (commit 208d58ca).
 */
export const plausible: ProviderDefinitionInput = {
  id: "plausible",
  name: "Plausible Analytics",
  description: "Query Plausible Analytics stats (visitors, pageviews, bounce rate, sources, pages, countries, goals, over any date range), and manage sites, goals and custom properties.",
  categories: ["marketing", "monitoring"],
  docsUrl: PLAUSIBLE_STATS_API,
  kind: "http",
  baseUrl: "https://plausible.io",
  authModes: [
    {
      type: "bearer",
      label: "Plausible API key",
      description: "An API key from Plausible's account settings (API Keys → New API Key → Stats API, or a key with Sites API permissions), sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: plausibleTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [PLAUSIBLE_STATS_API]: ["POST https://plausible.io/api/v2/query", "Authorization: Bearer <key>", "API keys under account settings → API Keys", "site_id, date_range, metrics required; dimensions, filters, order_by, include, pagination"],
    [PLAUSIBLE_SITES_API]: ["Sites API on Enterprise plans, Bearer token", "every Sites API tool's method, path and parameters"],
    "https://plausible.io/docs/stats-api-v1": ["Stats API v1 is legacy (not targeted)"],
  },
  sources: [PLAUSIBLE_STATS_API, PLAUSIBLE_SITES_API, "https://plausible.io/docs/stats-api-v1"],
};
