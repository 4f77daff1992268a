import type { ProviderDefinitionInput } from "@plugboard/core";
import { salesforceTools } from "../tools/salesforce.js";

/**
 * Salesforce's REST API. Each org lives at its own instance URL, which comes back as `instance_url` in
 * the token response and is kept as connection metadata: the base URL is
 * `{{metadata.instance_url}}/services/data/v62.0`. Production orgs sign in at login.salesforce.com,
 * sandboxes at test.salesforce.com (the `environment` config field). Salesforce's token response has no
 * `expires_in` (the session timeout set in the org governs the access token); refresh responses carry
 * no new refresh token. PKCE (S256) is on: Salesforce requires it for new connected apps and external
 * client apps of partners, whether the client is public or confidential (a confidential client sends
 * both the `code_verifier` and its secret), and it cannot be turned off once enabled. The instance URL is a My Domain host under salesforce.com
 * (`https://MyDomainName.my.salesforce.com` in the web server flow's token response): `instanceDomain`
 * pins it, so a token response naming any other host is never called.
 */
export const salesforce: ProviderDefinitionInput = {
  id: "salesforce",
  name: "Salesforce",
  description: "Query (SOQL), search (SOSL), read, create, update and delete records of any Salesforce object: accounts, contacts, leads, opportunities, cases, tasks and custom objects.",
  categories: ["crm"],
  docsUrl: "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_rest.htm",
  kind: "http",
  baseUrl: "{{metadata.instance_url}}/services/data/v62.0",
  instanceDomain: "salesforce.com",
  connectionConfig: [
    {
      name: "environment",
      label: "Environment",
      description: "`login` for a production or Developer Edition org, `test` for a sandbox.",
      pattern: "^(login|test)$",
      example: "login",
      default: "login",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Salesforce org",
      description:
        "Create a connected app (or an external client app) with OAuth settings enabled in Setup, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the callback URL, and select the api and refresh_token (offline access) scopes.",
      config: {
        authorize_url: "https://{{config.environment}}.salesforce.com/services/oauth2/authorize",
        token_url: "https://{{config.environment}}.salesforce.com/services/oauth2/token",
        revokeUrl: "https://{{config.environment}}.salesforce.com/services/oauth2/revoke",
        pkce: true,
        scopes: ["api", "refresh_token"],
        token_metadata: ["instance_url"],
      },
      scopes: [
        { name: "api", description: "Manage user data via APIs: allows access to the current, logged-in user's account using APIs, such as REST API and Bulk API 2.0. Also includes chatter_api." },
        { name: "refresh_token", description: "Perform requests at any time: allows a refresh token to be returned when the requesting client is eligible to receive one, so the app can interact with the user's data while the user is offline. Synonymous with offline_access." },
        { name: "id", description: "Access the identity URL service: allows access to the identity URL service (profile, email, address, phone)." },
        { name: "full", description: "Full access: allows access to all data accessible by the logged-in user, and encompasses all other scopes. Does not return a refresh token: request refresh_token explicitly." },
      ],
    },
  ],
  tools: salesforceTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_endpoints.htm&language=en_US&type=5": ["authorizeUrl", "tokenUrl", "revokeUrl"],
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_pkce.htm&language=en_US&type=5": ["pkce: true"],
    "https://developer.salesforce.com/docs/atlas.en-us.packagingGuide.meta/packagingGuide/secure_code_ac_eca.htm": ["pkce: true (required for connected and external client apps, confidential clients too)"],
    "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_understanding_web_server_oauth_flow.htm": ["metadata: instance_url", "no expires_in"],
    "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_understanding_refresh_token_oauth.htm": ["refresh: reuse"],
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_tokens_scopes.htm&language=en_US&type=5": ["scopes"],
  },
  sources: [
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_endpoints.htm&language=en_US&type=5",
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_pkce.htm&language=en_US&type=5",
    "https://developer.salesforce.com/docs/atlas.en-us.packagingGuide.meta/packagingGuide/secure_code_ac_eca.htm",
    "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_understanding_web_server_oauth_flow.htm",
    "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_understanding_refresh_token_oauth.htm",
    "https://help.salesforce.com/s/articleView?id=xcloud.remoteaccess_oauth_tokens_scopes.htm&language=en_US&type=5",
    "https://developer.salesforce.com/docs/platform/mobile-sdk/guide/oauth-scope-parameter-values.html",
    "https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/intro_rest.htm",
  ],
};
