import type { ProviderScope, ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Google Analytics Data API v1beta reference, each tool citing its method's page.
// The published methods name the property as `{property=properties/*}`: a path parameter holding a
// slash that a tool call would encode, so the tools take the numeric property id and write
// `properties/{propertyId}` in the path.

const REFERENCE = "https://developers.google.com/analytics/devguides/reporting/data/v1/rest/v1beta/properties";
const propertyId: ReferenceParam = { type: "string", description: "The GA4 property's numeric id (Admin → Property settings), e.g. 123456789." };
const names = (what: string): ReferenceParam => ({ type: "array", description: `The ${what}, e.g. [{ "name": "${what === "dimensions" ? "country" : "activeUsers"}" }].`, items: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } });
const dateRanges: ReferenceParam = {
  type: "array",
  description: "Up to 4 date ranges, e.g. [{ \"startDate\": \"28daysAgo\", \"endDate\": \"today\" }] (YYYY-MM-DD, NdaysAgo, yesterday, today).",
  items: { type: "object", properties: { startDate: { type: "string" }, endDate: { type: "string" }, name: { type: "string" } }, required: ["startDate", "endDate"] },
};
const report = {
  dimensions: names("dimensions"),
  metrics: names("metrics"),
  dimensionFilter: { type: "object", description: "A FilterExpression on dimensions, e.g. { filter: { fieldName: \"country\", stringFilter: { value: \"France\" } } }." },
  metricFilter: { type: "object", description: "A FilterExpression on metrics." },
  orderBys: { type: "array", description: "e.g. [{ metric: { metricName: \"activeUsers\" }, desc: true }].", items: { type: "object" } },
  limit: { type: "string", description: "Rows to return (default 10,000; at most 250,000)." },
  offset: { type: "string", description: "The first row's index (paging)." },
} satisfies Record<string, ReferenceParam>;

/** The OAuth scopes Google's discovery document for the Analytics Data API declares. */
export const googleAnalyticsDataScopes: ProviderScope[] = [
  { name: "https://www.googleapis.com/auth/analytics.readonly", description: "See and download your Google Analytics data" },
  { name: "https://www.googleapis.com/auth/analytics", description: "View and manage your Google Analytics data" },
];

/** 6 tools of the Google Analytics Data API v1beta (base URL https://analyticsdata.googleapis.com). */
export const googleAnalyticsDataTools: ProviderToolInput[] = [
  referenceTool({
    slug: "RUN_REPORT",
    name: "Run a report",
    description: "Reports a GA4 property's metrics (activeUsers, sessions, screenPageViews, conversions, totalRevenue…) by dimensions (date, country, pagePath, sessionSource, deviceCategory…) over date ranges. Use GET_METADATA for the valid names.",
    method: "POST",
    path: "/v1beta/properties/{propertyId}:runReport",
    url: `${REFERENCE}/runReport`,
    params: { propertyId, dateRanges, ...report, keepEmptyRows: { type: "boolean" } },
  }),
  referenceTool({
    slug: "RUN_REALTIME_REPORT",
    name: "Run a realtime report",
    description: "Reports events of the last 30 minutes (60 on Analytics 360): e.g. activeUsers by country or unifiedScreenName.",
    method: "POST",
    path: "/v1beta/properties/{propertyId}:runRealtimeReport",
    url: `${REFERENCE}/runRealtimeReport`,
    params: { propertyId, ...report },
  }),
  referenceTool({
    slug: "RUN_PIVOT_REPORT",
    name: "Run a pivot report",
    description: "Reports metrics with dimensions pivoted into columns (pivots: [{ fieldNames, limit }]).",
    method: "POST",
    path: "/v1beta/properties/{propertyId}:runPivotReport",
    url: `${REFERENCE}/runPivotReport`,
    params: { propertyId, dateRanges, dimensions: report.dimensions, metrics: report.metrics, pivots: { type: "array", items: { type: "object" }, requiredParam: true }, dimensionFilter: report.dimensionFilter, metricFilter: report.metricFilter },
  }),
  referenceTool({
    slug: "BATCH_RUN_REPORTS",
    name: "Run several reports",
    description: "Runs up to 5 reports of one property in one request (requests: [RunReportRequest without property]).",
    method: "POST",
    path: "/v1beta/properties/{propertyId}:batchRunReports",
    url: `${REFERENCE}/batchRunReports`,
    params: { propertyId, requests: { type: "array", items: { type: "object" }, requiredParam: true } },
  }),
  referenceTool({
    slug: "GET_METADATA",
    name: "List dimensions and metrics",
    description: "Lists the dimensions and metrics a property's reports accept (apiName, uiName, description), custom ones included.",
    method: "GET",
    path: "/v1beta/properties/{propertyId}/metadata",
    url: `${REFERENCE}/getMetadata`,
    params: { propertyId: { ...propertyId, description: "The property's numeric id, or 0 for the dimensions and metrics common to all properties." } },
  }),
  referenceTool({
    slug: "CHECK_COMPATIBILITY",
    name: "Check dimension and metric compatibility",
    description: "Answers which of the given dimensions and metrics can be used together in one report.",
    method: "POST",
    path: "/v1beta/properties/{propertyId}:checkCompatibility",
    url: `${REFERENCE}/checkCompatibility`,
    params: { propertyId, dimensions: report.dimensions, metrics: report.metrics, compatibilityFilter: { type: "string", enum: ["COMPATIBLE", "INCOMPATIBLE"] } },
  }),
];
