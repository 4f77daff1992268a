import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleAnalyticsDataScopes, googleAnalyticsDataTools } from "../tools/google-analytics-data.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const DISCOVERY = "https://analyticsdata.googleapis.com/$discovery/rest?version=v1beta";
const REFERENCE = "https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties";

/**
 * Google Analytics Data API v1beta (`https://analyticsdata.googleapis.com`): reports on a GA4
 * property. Google's shared OAuth mode; scopes from Google's discovery document; tools hand-written
 * from the reference (the property goes in the path as `properties/{propertyId}`).
 */
export const googleAnalyticsData: ProviderDefinitionInput = {
  id: "google-analytics-data",
  name: "Google Analytics (GA4 reports)",
  description: "Run Google Analytics 4 reports on a property: metrics by dimensions over date ranges, realtime and pivot reports, batches, the list of valid dimensions and metrics, and compatibility checks.",
  categories: ["marketing", "monitoring"],
  docsUrl: "https://developers.google.com/analytics/devguides/reporting/data/v1",
  kind: "http",
  baseUrl: "https://analyticsdata.googleapis.com",
  authModes: [googleOAuthMode({ api: "Google Analytics Data API", scopes: googleAnalyticsDataScopes, defaultScopes: ["https://www.googleapis.com/auth/analytics.readonly"] })],
  tools: googleAnalyticsDataTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [DISCOVERY]: ["baseUrl", "scopes"],
    [REFERENCE]: ["tools: runReport, runRealtimeReport, runPivotReport, batchRunReports, getMetadata, checkCompatibility (POST/GET /v1beta/{property=properties/*}…)"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, DISCOVERY, REFERENCE],
};
