import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

const ref = "https://developers.cloudflare.com/api/resources";
const zoneId = { type: "string", maxLength: 32, description: "The zone's id (see LIST_ZONES)." };
const recordId = { type: "string", maxLength: 32, description: "The DNS record's id (see LIST_DNS_RECORDS)." };
const accountId = { type: "string", maxLength: 32, description: "The account's id (see LIST_ACCOUNTS)." };
const paging = { page: { type: "integer", minimum: 1 }, per_page: { type: "integer", minimum: 1, maximum: 1000 } };
const recordType = { type: "string", enum: ["A", "AAAA", "CAA", "CERT", "CNAME", "DNSKEY", "DS", "HTTPS", "LOC", "MX", "NAPTR", "NS", "OPENPGPKEY", "PTR", "SMIMEA", "SRV", "SSHFP", "SVCB", "TLSA", "TXT", "URI"] };
const recordFields = {
  name: { type: "string", description: "Record name, e.g. www.example.com (Punycode)." },
  content: { type: "string", description: "Record content, e.g. an IPv4 address for A, a hostname for CNAME, text for TXT." },
  ttl: { type: "integer", minimum: 1, description: "Time to live in seconds; 1 means automatic." },
  proxied: { type: "boolean", description: "Proxy through Cloudflare (A, AAAA and CNAME only)." },
  priority: { type: "integer", minimum: 0, maximum: 65535, description: "MX and URI records: priority." },
  comment: { type: "string" },
};

/**
 * Cloudflare API v4 tools: zones, DNS records, cache purge, accounts, Workers scripts and Pages
 * projects, hand-written from Cloudflare's API reference; each method and path checked against
 * Cloudflare's own SDK listing (`api.md` of cloudflare-typescript).
 */
export const cloudflareTools: ProviderToolInput[] = [
  referenceTool({
    slug: "VERIFY_TOKEN",
    name: "Verify the API token",
    description: "Check that the connection's user API token is valid and active (its id, status and expiry).",
    method: "GET",
    path: "/user/tokens/verify",
    url: `${ref}/user/subresources/tokens/methods/verify/`,
  }),
  referenceTool({
    slug: "LIST_ACCOUNTS",
    name: "List accounts",
    description: "Accounts the token can access, with their ids (needed by the Workers and Pages tools).",
    method: "GET",
    path: "/accounts",
    url: `${ref}/accounts/methods/list/`,
    params: { name: { type: "string", description: "Filter by account name." }, ...paging },
  }),
  referenceTool({
    slug: "LIST_ZONES",
    name: "List zones (domains)",
    description: "Zones (domains) the token can access, filtered by domain name or status, with their ids.",
    method: "GET",
    path: "/zones",
    url: `${ref}/zones/methods/list/`,
    params: {
      name: { type: "string", description: "A domain name, e.g. example.com." },
      status: { type: "string", enum: ["initializing", "pending", "active", "moved"] },
      "account.id": { type: "string", description: "Only zones of this account." },
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_ZONE",
    name: "Get a zone",
    description: "One zone: its name, status, plan, name servers and settings summary.",
    method: "GET",
    path: "/zones/{zone_id}",
    url: `${ref}/zones/methods/get/`,
    params: { zone_id: zoneId },
  }),
  referenceTool({
    slug: "LIST_DNS_RECORDS",
    name: "List DNS records",
    description: "DNS records of a zone, filtered by type, exact name or content, or a free-text search.",
    method: "GET",
    path: "/zones/{zone_id}/dns_records",
    url: `${ref}/dns/subresources/records/methods/list/`,
    params: {
      zone_id: zoneId,
      type: recordType,
      "name.exact": { type: "string", description: "Only records with exactly this name." },
      "name.contains": { type: "string", description: "Only records whose name contains this." },
      "content.exact": { type: "string", description: "Only records with exactly this content." },
      search: { type: "string", description: "Search several properties of the records at once." },
      proxied: { type: "boolean" },
      ...paging,
    },
  }),
  referenceTool({
    slug: "GET_DNS_RECORD",
    name: "Get a DNS record",
    description: "One DNS record of a zone.",
    method: "GET",
    path: "/zones/{zone_id}/dns_records/{dns_record_id}",
    url: `${ref}/dns/subresources/records/methods/get/`,
    params: { zone_id: zoneId, dns_record_id: recordId },
  }),
  referenceTool({
    slug: "CREATE_DNS_RECORD",
    name: "Create a DNS record",
    description: "Add a DNS record to a zone: `type`, `name`, `content`, `ttl` (1 = automatic) and, for A/AAAA/CNAME, `proxied`. A/AAAA and CNAME records cannot share a name.",
    method: "POST",
    path: "/zones/{zone_id}/dns_records",
    url: `${ref}/dns/subresources/records/methods/create/`,
    params: { zone_id: zoneId, type: { ...recordType, requiredParam: true }, ...recordFields, name: { ...recordFields.name, requiredParam: true }, ttl: { ...recordFields.ttl, requiredParam: true } },
  }),
  referenceTool({
    slug: "UPDATE_DNS_RECORD",
    name: "Update a DNS record",
    description: "Change some fields of a DNS record (content, TTL, proxied, comment…); fields not given stay unchanged.",
    method: "PATCH",
    path: "/zones/{zone_id}/dns_records/{dns_record_id}",
    url: `${ref}/dns/subresources/records/methods/edit/`,
    params: { zone_id: zoneId, dns_record_id: recordId, type: recordType, ...recordFields },
  }),
  referenceTool({
    slug: "DELETE_DNS_RECORD",
    name: "Delete a DNS record",
    description: "Remove a DNS record from a zone.",
    method: "DELETE",
    path: "/zones/{zone_id}/dns_records/{dns_record_id}",
    url: `${ref}/dns/subresources/records/methods/delete/`,
    params: { zone_id: zoneId, dns_record_id: recordId },
  }),
  referenceTool({
    slug: "PURGE_CACHE",
    name: "Purge cached content",
    description: "Remove content from Cloudflare's cache for a zone: everything (`purge_everything: true`), or by `files` (URLs), `tags`, `hosts` or `prefixes` — one kind per request.",
    method: "POST",
    path: "/zones/{zone_id}/purge_cache",
    url: `${ref}/cache/methods/purge/`,
    params: {
      zone_id: zoneId,
      purge_everything: { type: "boolean" },
      files: { type: "array", items: { type: "string" }, description: "URLs to purge." },
      tags: { type: "array", items: { type: "string" }, description: "Cache-Tag values to purge." },
      hosts: { type: "array", items: { type: "string" }, description: "Hostnames to purge." },
      prefixes: { type: "array", items: { type: "string" }, description: "URL prefixes to purge, without scheme, e.g. www.example.com/blog/." },
    },
  }),
  referenceTool({
    slug: "LIST_WORKERS_SCRIPTS",
    name: "List Workers scripts",
    description: "Workers scripts deployed in an account, with their last modification and handlers.",
    method: "GET",
    path: "/accounts/{account_id}/workers/scripts",
    url: `${ref}/workers/subresources/scripts/methods/list/`,
    params: { account_id: accountId, tags: { type: "string", description: "Filter by tags, comma-separated tag:yes|no pairs." } },
  }),
  referenceTool({
    slug: "LIST_PAGES_PROJECTS",
    name: "List Pages projects",
    description: "Cloudflare Pages projects of an account, with their domains and latest deployments.",
    method: "GET",
    path: "/accounts/{account_id}/pages/projects",
    url: `${ref}/pages/subresources/projects/methods/list/`,
    params: { account_id: accountId, ...paging },
  }),
];
