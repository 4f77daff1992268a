import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

/** Klaviyo's scopes reference: each scope with the endpoints (method and path) it covers. */
export const KLAVIYO_SCOPES_PAGE = "https://developers.klaviyo.com/.well-known/skills/klaviyo-migrate-oauth/references/scopes.md";

const page: Record<string, Record<string, unknown>> = {
  "page[cursor]": { type: "string", description: "The cursor of the page to return (links.next of the previous answer)." },
};
const filter = { type: "string", description: "A JSON:API filter expression, e.g. equals(email,\"ada@example.com\")." };
const id = (what: string) => ({ type: "string", description: `The ${what}'s id.` });

/**
 * Klaviyo's REST API (JSON:API documents), hand-written: each path and method is one Klaviyo's scopes
 * reference lists under the scope it needs.
 */
export const klaviyoTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ACCOUNTS", name: "Get the account", description: "The connected Klaviyo account: company name, timezone, contact information (scope accounts:read).", method: "GET", path: "/accounts", url: KLAVIYO_SCOPES_PAGE }),
  referenceTool({ slug: "LIST_PROFILES", name: "List profiles", description: "Profiles (contacts), filtered and a page at a time (scope profiles:read).", method: "GET", path: "/profiles", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
  referenceTool({ slug: "GET_PROFILE", name: "Get a profile", description: "One profile by id (scope profiles:read).", method: "GET", path: "/profiles/{id}", url: KLAVIYO_SCOPES_PAGE, params: { id: id("profile") } }),
  referenceTool({
    slug: "CREATE_PROFILE",
    name: "Create a profile",
    description: "Create a profile from a JSON:API document: {\"type\":\"profile\",\"attributes\":{\"email\":…,\"first_name\":…}} (scope profiles:write).",
    method: "POST",
    path: "/profiles",
    url: KLAVIYO_SCOPES_PAGE,
    params: { data: { type: "object", requiredParam: true, description: "The JSON:API resource object: type \"profile\" and its attributes." } },
  }),
  referenceTool({ slug: "LIST_LISTS", name: "List lists", description: "The account's lists (scope lists:read).", method: "GET", path: "/lists", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
  referenceTool({ slug: "GET_LIST", name: "Get a list", description: "One list by id (scope lists:read).", method: "GET", path: "/lists/{id}", url: KLAVIYO_SCOPES_PAGE, params: { id: id("list") } }),
  referenceTool({ slug: "LIST_SEGMENTS", name: "List segments", description: "The account's segments (scope segments:read).", method: "GET", path: "/segments", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
  referenceTool({ slug: "LIST_EVENTS", name: "List events", description: "Tracked events (opened email, placed order, …), filtered and a page at a time (scope events:read).", method: "GET", path: "/events", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
  referenceTool({ slug: "LIST_METRICS", name: "List metrics", description: "The account's metrics (event types) (scope metrics:read).", method: "GET", path: "/metrics", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
  referenceTool({ slug: "LIST_FLOWS", name: "List flows", description: "The account's flows (automations) (scope flows:read).", method: "GET", path: "/flows", url: KLAVIYO_SCOPES_PAGE, params: { filter, ...page } }),
];
