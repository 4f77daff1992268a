import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleBigqueryScopes, googleBigqueryTools } from "../tools/google-bigquery.js";
import { referenceTool } from "../tools/reference-tool.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const JOBS_QUERY = "https://cloud.google.com/bigquery/docs/reference/rest/v2/jobs/query";

// jobs.query's published request schema expands past the generator's limits: hand-written from its reference page.
const runQuery = referenceTool({
  slug: "RUN_QUERY",
  name: "Run a SQL query",
  description:
    "Runs a GoogleSQL query in a project (the project billed) and answers the first rows when it finishes within timeoutMs; otherwise (jobComplete false) poll GET_QUERY_RESULTS with the answered jobReference.jobId. Use fully qualified table names (`project.dataset.table`) or set defaultDataset.",
  method: "POST",
  path: "/projects/{projectId}/queries",
  url: JOBS_QUERY,
  params: {
    projectId: { type: "string", description: "The project the query runs in and is billed to." },
    query: { type: "string", description: "The SQL text.", requiredParam: true },
    useLegacySql: { type: "boolean", description: "false (recommended) for GoogleSQL.", default: false },
    maxResults: { type: "integer", description: "Rows per page of the answer." },
    timeoutMs: { type: "integer", description: "How long to wait for the query to finish before answering (milliseconds)." },
    dryRun: { type: "boolean", description: "true validates the query and estimates the bytes it would process, without running it." },
    location: { type: "string", description: "The location the query runs in (e.g. US, EU)." },
    defaultDataset: { type: "object", description: "{ projectId, datasetId } for unqualified table names.", properties: { projectId: { type: "string" }, datasetId: { type: "string" } } },
  },
});

/**
 * BigQuery API v2 (`https://bigquery.googleapis.com/bigquery/v2`): run SQL, browse datasets and table
 * schemas, read and stream rows, follow jobs. Google's shared OAuth mode; scopes and tools from Google's
 * discovery document, the query tool from its reference page.
 */
export const googleBigquery: ProviderDefinitionInput = {
  id: "google-bigquery",
  name: "Google BigQuery",
  description: "Run SQL queries on BigQuery and read their results, list projects, datasets and tables with their schemas, create and delete datasets and tables, read and stream rows, and follow or cancel jobs.",
  categories: ["database"],
  docsUrl: "https://cloud.google.com/bigquery/docs/reference/rest",
  kind: "http",
  baseUrl: "https://bigquery.googleapis.com/bigquery/v2",
  authModes: [googleOAuthMode({ api: "BigQuery API", scopes: googleBigqueryScopes, defaultScopes: ["https://www.googleapis.com/auth/bigquery"] })],
  tools: [runQuery, ...googleBigqueryTools],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://bigquery.googleapis.com/$discovery/rest?version=v2": ["baseUrl (rootUrl + servicePath bigquery/v2/)", "scopes", "tools (operationIds)"],
    [JOBS_QUERY]: ["tool RUN_QUERY: POST /projects/{projectId}/queries, QueryRequest members"],
  },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://bigquery.googleapis.com/$discovery/rest?version=v2", JOBS_QUERY],
};
