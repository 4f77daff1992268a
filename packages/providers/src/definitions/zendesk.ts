import type { ProviderDefinitionInput } from "@plugboard/core";
import { zendeskTools } from "../tools/zendesk.js";

/**
 * Zendesk Support's API. Each account has its own host, `{subdomain}.zendesk.com` (the `subdomain`
 * connection config field), used in the authorize, token and base URLs. OAuth clients are registered in
 * the account's Admin Center (a global OAuth client is needed for other accounts). Zendesk also accepts
 * an API token over HTTP Basic, with `{email}/token` as the username. A refresh answers a new access and
 * refresh token and invalidates the old ones. The token request is a JSON body (`Content-Type:
 * application/json` with `grant_type`, `code`, `client_id`, `client_secret`, `redirect_uri`), as the
 * OAuth Tokens for Grant Types reference and Zendesk's support article on token requests show.
 */
export const zendesk: ProviderDefinitionInput = {
  id: "zendesk",
  name: "Zendesk",
  description: "Search, read, create and update Zendesk Support tickets, reply or add internal notes, and look up users, organizations and groups.",
  categories: ["customer-support"],
  docsUrl: "https://developer.zendesk.com/api-reference/",
  kind: "http",
  baseUrl: "https://{{config.subdomain}}.zendesk.com/api/v2",
  connectionConfig: [
    {
      name: "subdomain",
      label: "Zendesk subdomain",
      description: "The part before .zendesk.com in your Zendesk URL.",
      pattern: "^[a-z0-9][a-z0-9-]{0,62}$",
      example: "acme",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Zendesk account",
      description:
        "In Admin Center → Apps and integrations → APIs → OAuth clients, add a client with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URL; its identifier is the client id. Tokens for other Zendesk accounts need a global OAuth client.",
      config: {
        authorize_url: "https://{{config.subdomain}}.zendesk.com/oauth/authorizations/new",
        token_url: "https://{{config.subdomain}}.zendesk.com/oauth/tokens",
        token_request_format: "json",
        refresh_token_rotation: true,
        scopes: ["read", "write"],
      },
      scopes: [
        { name: "read", description: "Access to GET endpoints, including sideloading related resources." },
        { name: "write", description: "Access to POST, PUT and DELETE endpoints: create, update and delete resources." },
        { name: "tickets:read", description: "Read tickets." },
        { name: "tickets:write", description: "Create and update tickets." },
        { name: "users:read", description: "Read users." },
        { name: "users:write", description: "Create and update users." },
        { name: "organizations:read", description: "Read organizations." },
      ],
    },
    {
      type: "basic",
      label: "API token",
      description: "An admin turns on token access and adds an API token in Admin Center → Apps and integrations → APIs → Zendesk API. Username: your email followed by /token (e.g. jdoe@example.com/token); password: the API token.",
      usernameLabel: "Email address followed by /token",
      passwordLabel: "API token",
    },
  ],
  tools: zendeskTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://support.zendesk.com/hc/en-us/articles/4408845965210",
    "https://support.zendesk.com/hc/en-us/articles/4408831387930",
    "https://developer.zendesk.com/api-reference/ticketing/oauth/grant_type_tokens/",
    "https://developer.zendesk.com/documentation/api-basics/authentication/refresh-token",
    "https://developer.zendesk.com/documentation/authentication/",
    "https://developer.zendesk.com/api-reference/introduction/security-and-auth/",
    "https://developer.zendesk.com/api-reference/",
  ],
};
