import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const AUTH_OVERVIEW_PAGE = "https://v3.developer.constantcontact.com/api_guide/auth_overview.html";
const SERVER_FLOW_PAGE = "https://developer.constantcontact.com/api_guide/server_flow.html";
const CLIENT_FLOW_PAGE = "https://v3.developer.constantcontact.com/api_guide/client_flow.html";
const OVERVIEW_PAGE = "https://developer.constantcontact.com/api_guide/v3_technical_overview.html";
const CONTACTS_PAGE = "https://developer.constantcontact.com/api_guide/contacts_overview.html";
const SUPPORT_POST = "https://community.constantcontact.com/t5/user/v2/viewprofilepage/user-id/945159/user-messages-feed/latest-contributions/page/6";

/**
 * Constant Contact's V3 API (`https://api.cc.email/v3`, JSON resources such as `contacts` and
 * `contact_lists`, UUID ids). OAuth 2.0 authorization code flow at `authz.constantcontact.com`: calls to
 * the authorization server authenticate the app with its API key and secret base64-encoded in an HTTP
 * Basic header; the authorization code lives 5 minutes; a refresh token comes only with the
 * `offline_access` scope, so it is among the default scopes. The authorize and token URLs are the ones
 * Constant Contact's API developer support gives (its server flow guide is linked from them). Not confirmed
 * on the pages read: whether refresh tokens rotate (`refresh: reuse`; the engine keeps one that comes).
 */
export const constantContact: ProviderDefinitionInput = {
  id: "constant-contact",
  name: "Constant Contact",
  description: "A Constant Contact account's contacts and contact lists through the V3 API: list, read and create contacts, sign contacts up to lists.",
  categories: ["marketing", "email"],
  docsUrl: "https://developer.constantcontact.com/api_guide/index.html",
  kind: "http",
  baseUrl: "https://api.cc.email/v3",
  authModes: [
    {
      type: "oauth2",
      label: "Constant Contact account",
      description:
        "In the V3 API Developer Portal (My Applications), create an application, generate its secret, choose Authorization Code flow, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI; copy the API key (client id) and secret.",
      config: {
        authorize_url: "https://authz.constantcontact.com/oauth2/default/v1/authorize",
        token_url: "https://authz.constantcontact.com/oauth2/default/v1/token",
        token_endpoint_auth_method: "client_secret_basic",
        scopes: ["contact_data", "offline_access"],
      },
      scopes: [
        { name: "offline_access", description: "A refresh token in the token answer (required for refresh tokens)." },
        { name: "account_read", description: "Read account details." },
        { name: "account_update", description: "Update account details." },
        { name: "contact_data", description: "Read and write contacts and view contact reports." },
        { name: "campaign_data", description: "Read and write email campaigns." },
      ],
    },
  ],
  tools: [
    referenceTool({
      slug: "LIST_CONTACTS",
      name: "List contacts",
      description: "The account's contacts (core properties; ask for subresources with include), a page at a time.",
      method: "GET",
      path: "/contacts",
      url: OVERVIEW_PAGE,
      params: {
        email: { type: "string", description: "Only the contact with this email address." },
        include: { type: "string", description: "Comma-separated subresources to include, e.g. list_memberships,phone_numbers." },
        limit: { type: "integer", minimum: 1, maximum: 500 },
      },
    }),
    referenceTool({ slug: "GET_CONTACT", name: "Get a contact", description: "One contact by its id (a UUID).", method: "GET", path: "/contacts/{contact_id}", url: OVERVIEW_PAGE, params: { contact_id: { type: "string", description: "The contact's id (UUID)." } } }),
    referenceTool({
      slug: "CREATE_CONTACT",
      name: "Create a contact",
      description: "Create one contact. The body is Constant Contact's contact resource: email_address {address, permission_to_send}, first_name, last_name, list_memberships (list ids), create_source, … as its Create a Contact reference gives.",
      method: "POST",
      path: "/contacts",
      url: CONTACTS_PAGE,
      params: {
        email_address: { type: "object", description: "{ address, permission_to_send }." },
        first_name: { type: "string" },
        last_name: { type: "string" },
        list_memberships: { type: "array", items: { type: "string" }, description: "Ids of the contact lists to add the contact to." },
        create_source: { type: "string", description: "Who creates the contact (Contact or Account)." },
      },
    }),
    referenceTool({
      slug: "CREATE_OR_UPDATE_CONTACT",
      name: "Create or update a contact (sign-up form)",
      description: "For a contact who gave explicit permission to be emailed: create them, or update the contact with this email address, in one call — no need to look them up first.",
      method: "POST",
      path: "/contacts/sign_up_form",
      url: CONTACTS_PAGE,
      params: {
        email_address: { type: "string", requiredParam: true },
        first_name: { type: "string" },
        last_name: { type: "string" },
        list_memberships: { type: "array", items: { type: "string" }, requiredParam: true, description: "Ids of the contact lists to add the contact to." },
      },
    }),
    referenceTool({ slug: "LIST_CONTACT_LISTS", name: "List contact lists", description: "All contact lists of the account.", method: "GET", path: "/contact_lists", url: "https://developer.constantcontact.com/api_guide/tag_SMS.html" }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_OVERVIEW_PAGE]: ["clientAuth: basic (client_id:secret base64-encoded in the Authorization header for calls to the Authorization Server)", "scopes, e.g. contact_data"],
    [SERVER_FLOW_PAGE]: ["authorization code flow with access and refresh tokens"],
    [SUPPORT_POST]: ["authorizeUrl https://authz.constantcontact.com/oauth2/default/v1/authorize", "tokenUrl https://authz.constantcontact.com/oauth2/default/v1/token", "offline_access scope required for refresh tokens", "authorization code lives 5 minutes"],
    [CLIENT_FLOW_PAGE]: ["scopes account_read, account_update, contact_data, campaign_data"],
    [OVERVIEW_PAGE]: ["baseUrl https://api.cc.email/v3", "GET /contacts and /contacts/{contact_id}", "resources contacts, contact_lists"],
    "https://developer.constantcontact.com/api_guide/tag_SMS.html": ["Get All Contact Lists"],
    [CONTACTS_PAGE]: ["POST /contacts (create a contact)", "POST /contacts/sign_up_form (create or update a contact with explicit permission)"],
  },
  sources: [AUTH_OVERVIEW_PAGE, SERVER_FLOW_PAGE, SUPPORT_POST, CLIENT_FLOW_PAGE, OVERVIEW_PAGE, CONTACTS_PAGE, "https://developer.constantcontact.com/api_guide/tag_SMS.html"],
};
