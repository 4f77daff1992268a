import type { ProviderDefinitionInput } from "@plugboard/core";
import { shopifyTools } from "../tools/shopify.js";

/**
 * Shopify's Admin API. Each store has its own host, `{shop}.myshopify.com` (the `shop` connection
 * config field), which builds the authorize, token and base URLs; the API version is a path segment
 * (the `apiVersion` field; Shopify releases one each quarter). Scopes are comma-separated. Shopify
 * expects the token in the `X-Shopify-Access-Token` header, bare, for the OAuth mode too (`tokenHeader`).
 *
 * Tokens: expiring offline access tokens (`expiring=1` on the token request, a `tokenParams` entry sent
 * with the code exchange and the refresh). They last 60 minutes and come with a refresh token that
 * Shopify replaces on every use (`refresh: rotate`; 90-day lifetime). Public apps created since
 * 2026-04-01 must use them, every public app from 2027-01-01, when non-expiring tokens get error
 * responses; custom apps are exempt (the Admin API access token mode below).
 * The parameter's spelling is Shopify's own: its Node library (`@shopify/shopify-api`, the OAuth
 * callback) posts `expiring: '1'` with the code, and `refresh_token` with `grant_type=refresh_token`.
 * Not confirmed on a Shopify page here (the pages read state the requirement and the rotation, not the
 * request's parameters): that `expiring=1`, sent with the refresh too, is accepted there (Shopify's
 * library sends it only with the code).
 *
 * API: the GraphQL Admin API is the one this definition targets (the `GRAPHQL` tool does everything):
 * Shopify made it the primary Admin API; the REST Admin API is legacy since 2024-10-01 and new public
 * apps must use GraphQL only since 2025-04-01. The REST read tools stay for custom apps and existing
 * integrations (REST `/products` is deprecated for more than 100 variants).
 */
export const shopify: ProviderDefinitionInput = {
  id: "shopify",
  name: "Shopify",
  description: "A Shopify store's products, orders and customers through the Admin API: GraphQL for everything, plus REST reads of the shop, products, orders and customers.",
  categories: ["ecommerce"],
  docsUrl: "https://shopify.dev/docs/api/admin-graphql",
  kind: "http",
  baseUrl: "https://{{config.shop}}.myshopify.com/admin/api/{{config.apiVersion}}",
  connectionConfig: [
    {
      name: "shop",
      label: "Store name",
      description: "The part before .myshopify.com in the store's admin URL.",
      pattern: "^[a-z0-9][a-z0-9-]{0,59}$",
      example: "acme-store",
    },
    {
      name: "apiVersion",
      label: "API version",
      description: "A stable Admin API version (YYYY-01, -04, -07 or -10).",
      pattern: "^20[2-9][0-9]-(01|04|07|10)$",
      example: "2025-10",
      default: "2025-10",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Shopify store",
      description:
        "Create an app in the Shopify Dev Dashboard (or Partner Dashboard), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) to its allowed redirection URLs, and request the access scopes the agent needs. Shopify sends the token as X-Shopify-Access-Token.",
      config: {
        authorize_url: "https://{{config.shop}}.myshopify.com/admin/oauth/authorize",
        token_url: "https://{{config.shop}}.myshopify.com/admin/oauth/access_token",
        scope_separator: ",",
        token_params: { expiring: "1" },
        header_name: "X-Shopify-Access-Token",
        refresh_token_rotation: true,
        scopes: ["read_products", "read_orders", "read_customers"],
      },
      scopes: [
        { name: "read_products", description: "Read products, variants and collections." },
        { name: "write_products", description: "Create and update products, variants and collections." },
        { name: "read_orders", description: "Read orders of the last 60 days, transactions and fulfillments." },
        { name: "write_orders", description: "Edit orders." },
        { name: "read_all_orders", description: "Read all orders, beyond the last 60 days (needs Shopify's approval for public apps)." },
        { name: "read_customers", description: "Read customers." },
        { name: "write_customers", description: "Create and update customers." },
        { name: "read_inventory", description: "Read inventory levels and locations." },
      ],
    },
    {
      type: "api_key",
      label: "Admin API access token (custom app)",
      description: "In the store's admin, create a custom app under Settings → Apps and sales channels → Develop apps, grant the Admin API scopes the agent needs, install it and copy the Admin API access token (shpat_…); it is sent in the X-Shopify-Access-Token header.",
      in: "header",
      name: "X-Shopify-Access-Token",
    },
  ],
  tools: shopifyTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    "https://github.com/Shopify/shopify-app-js/blob/main/packages/apps/shopify-api/lib/auth/oauth/oauth.ts": ["tokenParams: expiring=1 with the code exchange (the callback's body: client_id, client_secret, code, expiring)"],
    "https://github.com/Shopify/shopify-app-js/blob/main/packages/apps/shopify-api/lib/auth/oauth/refresh-token.ts": ["refresh: grant_type=refresh_token with refresh_token at /admin/oauth/access_token"],
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant": ["authorizeUrl", "tokenUrl", "scopeSeparator: ,"],
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/offline-access-tokens": ["expiring offline tokens (tokenParams.expiring)", "required for public apps from 2026-04-01 / 2027-01-01", "90-day refresh token"],
    "https://shopify.dev/changelog/offline-access-tokens-now-support-expiry-and-refresh": ["60-minute access tokens", "refresh at the token endpoint"],
    "https://shopify.dev/docs/apps/build/security/credentials-and-data/use-expiring-offline-access-tokens": ["refresh: rotate (a new refresh token on every use)"],
    "https://shopify.dev/changelog/starting-april-2025-new-public-apps-submitted-to-shopify-app-store-must-use-graphql": ["targets the GraphQL Admin API (REST is legacy)"],
    "https://shopify.dev/docs/api/usage/access-scopes": ["scopes"],
    "https://shopify.dev/docs/api/usage/versioning": ["apiVersion config field"],
    "https://shopify.dev/docs/api/admin-rest": ["tokenHeader: X-Shopify-Access-Token", "REST tools"],
  },
  sources: [
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant",
    "https://github.com/Shopify/shopify-app-js/blob/main/packages/apps/shopify-api/lib/auth/oauth/oauth.ts",
    "https://github.com/Shopify/shopify-app-js/blob/main/packages/apps/shopify-api/lib/auth/oauth/refresh-token.ts",
    "https://shopify.dev/docs/apps/build/authentication-authorization/authenticate-standalone-apps",
    "https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/offline-access-tokens",
    "https://shopify.dev/changelog/offline-access-tokens-now-support-expiry-and-refresh",
    "https://shopify.dev/docs/apps/build/security/credentials-and-data/use-expiring-offline-access-tokens",
    "https://shopify.dev/changelog/starting-april-2025-new-public-apps-submitted-to-shopify-app-store-must-use-graphql",
    "https://shopify.dev/docs/api/usage/access-scopes",
    "https://shopify.dev/docs/api/usage/versioning",
    "https://shopify.dev/docs/api/admin-graphql",
    "https://shopify.dev/docs/api/admin-rest",
  ],
};
