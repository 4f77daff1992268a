import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const OAUTH_PAGE = "https://developer.keap.com/getting-started-oauth-keys/";
const REST_PAGE = "https://developer.infusionsoft.com/docs/rest/";
const op = (operation: string) => `${REST_PAGE}#!/Contact/${operation}`;

/**
 * Keap's (formerly Infusionsoft) REST API v1. OAuth 2.0 at Keap: the authorize request goes to
 * `accounts.infusionsoft.com/app/oauth/authorize` with `scope=full` (its only scope); the code is traded at
 * `api.infusionsoft.com/token` as a form; Keap requires refresh token rotation — each refresh answers a new
 * access and refresh token pair (`refresh: rotate`). Not confirmed on a Keap page read: the base URL
 * `https://api.infusionsoft.com/crm/rest/v1`, which is the server of Keap's REST v1 Swagger definitions
 * as generated clients publish them (the tools' methods and paths come from the same definitions, each
 * citing its operation on Keap's REST reference), and whether the refresh request must authenticate the
 * client with HTTP Basic (the form body is used for both requests).
 */
export const keap: ProviderDefinitionInput = {
  id: "keap",
  name: "Keap",
  description: "A Keap (Infusionsoft) account's CRM contacts and their tags through Keap's REST API v1.",
  categories: ["crm", "marketing"],
  docsUrl: "https://developer.keap.com/",
  kind: "http",
  baseUrl: "https://api.infusionsoft.com/crm/rest/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Keap account",
      description:
        "In Keap's developer portal, create an app (its key is the client id, its secret the client secret) and use Plugboard's callback URL ({base_url}/api/v1/oauth/callback, HTTPS) as the redirect URI.",
      config: {
        authorize_url: "https://accounts.infusionsoft.com/app/oauth/authorize",
        token_url: "https://api.infusionsoft.com/token",
        refresh_token_rotation: true,
        scopes: ["full"],
      },
      scopes: [{ name: "full", description: "Full access (Keap's only scope)." }],
    },
  ],
  tools: [
    referenceTool({
      slug: "LIST_CONTACTS",
      name: "List contacts",
      description: "Contacts, filtered by email or name and a page at a time.",
      method: "GET",
      path: "/contacts",
      url: op("listContactsUsingGET"),
      params: {
        email: { type: "string" },
        given_name: { type: "string" },
        family_name: { type: "string" },
        limit: { type: "integer", minimum: 1, maximum: 1000 },
        offset: { type: "integer", minimum: 0 },
        order: { type: "string", description: "Field to order by." },
        order_direction: { type: "string", enum: ["ASCENDING", "DESCENDING"] },
        since: { type: "string", description: "Only contacts changed since this date-time." },
        until: { type: "string", description: "Only contacts changed until this date-time." },
      },
    }),
    referenceTool({ slug: "GET_CONTACT", name: "Retrieve a contact", description: "One contact by id.", method: "GET", path: "/contacts/{id}", url: op("loadUsingGET"), params: { id: { type: "integer", description: "The contact's id." } } }),
    referenceTool({
      slug: "CREATE_CONTACT",
      name: "Create a contact",
      description: "Create a contact; give an email address or a phone number at least.",
      method: "POST",
      path: "/contacts",
      url: op("createContactUsingPOST"),
      params: {
        given_name: { type: "string" },
        family_name: { type: "string" },
        email_addresses: { type: "array", items: { type: "object" }, description: "[{ email, field: EMAIL1 }]." },
        phone_numbers: { type: "array", items: { type: "object" }, description: "[{ number, field: PHONE1 }]." },
      },
    }),
    referenceTool({
      slug: "LIST_APPLIED_TAGS",
      name: "List a contact's tags",
      description: "The tags applied to a contact.",
      method: "GET",
      path: "/contacts/{contactId}/tags",
      url: op("listAppliedTagsUsingGET"),
      params: { contactId: { type: "integer", description: "The contact's id." } },
    }),
    referenceTool({
      slug: "APPLY_TAGS",
      name: "Apply tags to a contact",
      description: "Apply tags (by id) to a contact.",
      method: "POST",
      path: "/contacts/{contactId}/tags",
      url: op("applyTagsToContactIdUsingPOST"),
      params: { contactId: { type: "integer", description: "The contact's id." }, tagIds: { type: "array", items: { type: "integer" }, requiredParam: true, description: "Ids of the tags to apply." } },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: [
      "authorizeUrl https://accounts.infusionsoft.com/app/oauth/authorize",
      "scope full (the only valid value)",
      "tokenUrl https://api.infusionsoft.com/token (application/x-www-form-urlencoded)",
      "refresh: rotate (the Refresh Token grant requires rotation; a new access/refresh pair each time)",
      "HTTPS redirect URI",
    ],
    [REST_PAGE]: ["operations listContactsUsingGET, loadUsingGET, createContactUsingPOST, listAppliedTagsUsingGET, applyTagsToContactIdUsingPOST"],
  },
  sources: [OAUTH_PAGE, REST_PAGE],
};
