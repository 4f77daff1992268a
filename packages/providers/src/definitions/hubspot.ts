import type { ProviderDefinitionInput } from "@plugboard/core";
import { hubspotTools } from "../tools/hubspot.js";

/**
 * HubSpot's CRM API (`https://api.hubapi.com`). A public app over OAuth 2.0 (access tokens last 30
 * minutes; the refresh token stays valid) or a private app's access token sent as a bearer token.
 * OAuth through HubSpot's date-versioned OAuth API, 2026-03: the code exchange and the refresh at
 * `POST https://api.hubapi.com/oauth/2026-03/token` (form body, client id and secret in the body, never
 * in the query), revocation at `/oauth/2026-03/token/revoke` (RFC 7009 style: `token`,
 * `token_type_hint`, the client's id and secret), introspection at `/oauth/2026-03/token/introspect`
 * (not called by the engine; listed for operators). The v1 endpoints (`/oauth/v1/token`) are deprecated
 * and stop on 2027-02-16 (HubSpot's migration guide). Whether a refresh answers a new refresh token is
 * not stated: `refresh: reuse`, right either way.
 * Hand-written tools from HubSpot's API reference; paths and query params checked against HubSpot's own
 * OpenAPI documents (HubSpot-public-api-spec-collection, CRM v3/v4).
 */
export const hubspot: ProviderDefinitionInput = {
  id: "hubspot",
  name: "HubSpot",
  description: "Search, read, create and update HubSpot CRM contacts, companies, deals and tickets, log notes, associate records, and look up properties, pipelines and owners.",
  categories: ["crm", "marketing", "customer-support"],
  docsUrl: "https://developers.hubspot.com/docs/api-reference",
  kind: "http",
  baseUrl: "https://api.hubapi.com",
  authModes: [
    {
      type: "oauth2",
      label: "HubSpot account",
      description:
        "Create a public app in a HubSpot developer account, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL, and check the scopes the agent needs on the app's Auth page (every scope checked there is required and must be requested). The user installing the app must be a Super Admin or have App Marketplace access.",
      config: {
        authorize_url: "https://app.hubspot.com/oauth/authorize",
        token_url: "https://api.hubapi.com/oauth/2026-03/token",
        revokeUrl: "https://api.hubapi.com/oauth/2026-03/token/revoke",
        scopes: [
        "oauth",
        "crm.objects.contacts.read",
        "crm.objects.contacts.write",
        "crm.objects.companies.read",
        "crm.objects.companies.write",
        "crm.objects.deals.read",
        "crm.objects.deals.write",
        "crm.objects.owners.read",
      ],
      },
      scopes: [
        { name: "oauth", description: "Required for OAuth apps." },
        { name: "crm.objects.contacts.read", description: "View properties and other details about contacts." },
        { name: "crm.objects.contacts.write", description: "View properties and create, delete, or make changes to contacts." },
        { name: "crm.objects.companies.read", description: "View properties and other details about companies." },
        { name: "crm.objects.companies.write", description: "View properties and create, delete, or make changes to companies." },
        { name: "crm.objects.deals.read", description: "View properties and other details about deals." },
        { name: "crm.objects.deals.write", description: "View properties and create, delete, or make changes to deals." },
        { name: "crm.objects.owners.read", description: "View details about users assigned to a CRM record." },
        { name: "crm.objects.tickets.read", description: "View properties and other details about tickets." },
        { name: "crm.objects.tickets.write", description: "View properties and create, delete, or make changes to tickets." },
        { name: "crm.schemas.contacts.read", description: "View details about property settings for contacts." },
      ],
    },
    {
      type: "bearer",
      label: "Private app access token",
      description:
        "In HubSpot, go to Settings → Integrations → Private Apps (or a legacy/static-auth app), create an app with the CRM scopes the agent needs and copy its access token; it is sent as Authorization: Bearer <token>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
  ],
  tools: hubspotTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developers.hubspot.com/docs/api-reference/2026-03/authentication/oauth-tokens/refresh-oauth-token": ["tokenUrl (code exchange and refresh)", "clientAuth: body (form)"],
    "https://developers.hubspot.com/docs/api-reference/latest/authentication/oauth-tokens/revoke-token": ["revokeUrl"],
    "https://developers.hubspot.com/docs/api-reference/2026-03/authentication/oauth-tokens/token-introspect": ["introspection endpoint (not called)"],
    "https://developers.hubspot.com/docs/api-reference/legacy/authentication/oauth-tokens/v1/migration-guide": ["v1 endpoints stop on 2027-02-16"],
    "https://developers.hubspot.com/docs/api-reference/auth-oauth-v3/guide": ["authorizeUrl"],
    "https://developers.hubspot.com/scopes": ["scopes"],
  },
  sources: [
    "https://developers.hubspot.com/docs/apps/legacy-apps/authentication/working-with-oauth",
    "https://developers.hubspot.com/docs/apps/legacy-apps/authentication/oauth-quickstart-guide",
    "https://developers.hubspot.com/docs/api-reference/2026-03/authentication/oauth-tokens/refresh-oauth-token",
    "https://developers.hubspot.com/docs/api-reference/latest/authentication/oauth-tokens/revoke-token",
    "https://developers.hubspot.com/docs/api-reference/2026-03/authentication/oauth-tokens/token-introspect",
    "https://developers.hubspot.com/docs/api-reference/legacy/authentication/oauth-tokens/v1/migration-guide",
    "https://developers.hubspot.com/docs/api-reference/auth-oauth-v3/guide",
    "https://developers.hubspot.com/docs/apps/legacy-apps/authentication/intro-to-auth",
    "https://developers.hubspot.com/scopes",
    "https://developers.hubspot.com/docs/apps/developer-platform/build-apps/migrate-an-app/update-your-app-to-granular-scopes",
    "https://developers.hubspot.com/docs/api-reference",
    "https://developers.hubspot.com/docs/guides/api/crm/objects/deals",
    "https://github.com/HubSpot/HubSpot-public-api-spec-collection/tree/99893791383254f52aa07662baeb98aad65cc710/PublicApiSpecs/CRM",
  ],
};
