import type { ProviderAuthModeInput, ProviderConfigField, ProviderScope } from "@plugboard/core";

/** Zoho's page on the authorization request (web server apps). */
export const ZOHO_AUTHORIZATION = "https://zoho.com/accounts/protocol/oauth/web-apps/authorization.html";
/** Zoho's page listing each data center's accounts server. */
export const ZOHO_MULTI_DC = "https://zoho.com/accounts/protocol/oauth/multi-dc.html";
/** Zoho's own Node.js SDK for the CRM API v8: token URLs, API domains per data center, the `Zoho-oauthtoken` header. */
export const ZOHO_CRM_SDK = "https://github.com/zoho/zohocrm-nodejs-sdk-8.0";
/** A Zoho page showing scopes joined with commas on the authorization request. */
export const ZOHO_SCOPE_EXAMPLE = "https://zoho.com/developer/docs/vertical-solutions/api/v6/multi-dc.html";
/** A Zoho page showing `api_domain` in the token response. */
export const ZOHO_TOKEN_RESPONSE = "https://www.zoho.com/assist/api/refresh-access-token.html";

/** The pages the Zoho OAuth facts below come from. */
export const ZOHO_OAUTH_SOURCES = [ZOHO_AUTHORIZATION, ZOHO_MULTI_DC, ZOHO_CRM_SDK, ZOHO_SCOPE_EXAMPLE, ZOHO_TOKEN_RESPONSE];

/**
 * The data center of the user's Zoho account, as the domain of its accounts server
 * (`https://accounts.<domain>`): Zoho keeps each account in one data center, and the authorization
 * and token requests go to that data center's accounts server. A fixed list, so no value can build
 * another host.
 */
export const ZOHO_ACCOUNTS_DOMAIN_FIELD: ProviderConfigField = {
  name: "accounts_domain",
  label: "Zoho data center",
  description:
    "The domain of your Zoho data center's accounts server: zoho.com (US), zoho.eu (EU), zoho.in (India), zoho.com.au (Australia), zoho.jp (Japan), zoho.com.cn (China), zoho.sa (Saudi Arabia) or zohocloud.ca (Canada). It is in the address you sign in at (accounts.zoho.eu…).",
  pattern: "^(?:zoho\\.com|zoho\\.eu|zoho\\.in|zoho\\.com\\.au|zoho\\.jp|zoho\\.com\\.cn|zoho\\.sa|zohocloud\\.ca)$",
  example: "zoho.com",
  default: "zoho.com",
};

/**
 * Zoho's OAuth 2.0 for server-based applications, shared by the Zoho providers: the authorize and token
 * endpoints of the user's data center (`https://accounts.<domain>/oauth/v2/auth` and `/token`, the
 * connection's `accounts_domain`), `access_type=offline` so a refresh token is issued, scopes joined
 * with commas, the client id and secret in the token request's form body, and the token sent as
 * `Authorization: Zoho-oauthtoken <token>`. The token response names the data center's API domain
 * (`api_domain`, e.g. `https://www.zohoapis.eu`), kept as metadata and used as the API's origin — so an
 * account is always called in its own data center. Not confirmed on a Zoho page read here:
 * `prompt=consent` (left out: a user who re-connects may get no new refresh token, and the engine then
 * keeps the old one) and whether refresh rotates (left out: a new refresh token is kept whenever one comes).
 */
export function zohoOAuthMode(options: { product: string; scopes: ProviderScope[]; defaultScopes: string[] }): ProviderAuthModeInput {
  return {
    type: "oauth2",
    label: "Zoho account",
    description: `In the Zoho API Console (api-console.zoho.com) add a Server-based Application with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its Authorized Redirect URI; enable Multi-DC in its settings to serve users of other data centers. The user must have access to ${options.product}.`,
    config: {
      authorize_url: "https://accounts.{{config.accounts_domain}}/oauth/v2/auth",
      token_url: "https://accounts.{{config.accounts_domain}}/oauth/v2/token",
      scope_separator: ",",
      extra_params: { access_type: "offline" },
      header_prefix: "Zoho-oauthtoken",
      token_metadata: ["api_domain"],
      scopes: options.defaultScopes,
    },
    scopes: options.scopes,
  };
}
