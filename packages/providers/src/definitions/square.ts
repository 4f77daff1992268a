import type { ProviderDefinitionInput } from "@plugboard/core";
import { squareScopes, squareTools } from "../tools/square.js";

/**
 * Square's API (`https://connect.squareup.com`). OAuth 2.0 code flow: the authorize page at
 * `/oauth2/authorize` with space-separated permissions, and ObtainToken at `/oauth2/token`, a JSON body
 * with the application's id and secret (`tokenRequestFormat: json`, `clientAuth: body`), for the code
 * and for refreshes. Access tokens last 30 days and the token response states the instant as
 * `expires_at` (ISO 8601), which the engine reads when there is no `expires_in`; a code-flow refresh
 * answers the same refresh token (`refresh: reuse`). A seller's or a developer's access token can also
 * be sent as a bearer token. Tools and scopes from Square's own OpenAPI description.
 */
export const square: ProviderDefinitionInput = {
  id: "square",
  name: "Square",
  description: "A Square seller's locations, customers, payments and refunds, orders, invoices and catalog: search and read them, create and update customers, refund payments, publish or cancel invoices.",
  categories: ["payments", "ecommerce"],
  docsUrl: "https://developer.squareup.com/docs/oauth-api/overview",
  kind: "http",
  baseUrl: "https://connect.squareup.com",
  authModes: [
    {
      type: "oauth2",
      label: "Square seller account",
      description: "In the Square Developer Console, open the application's OAuth page, set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the redirect URL, and use its application ID and secret.",
      config: {
        authorize_url: "https://connect.squareup.com/oauth2/authorize",
        token_url: "https://connect.squareup.com/oauth2/token",
        token_request_format: "json",
        scopes: ["MERCHANT_PROFILE_READ", "CUSTOMERS_READ", "CUSTOMERS_WRITE", "PAYMENTS_READ", "ORDERS_READ", "INVOICES_READ", "ITEMS_READ"],
      },
      scopes: squareScopes,
    },
    {
      type: "bearer",
      label: "Access token",
      description: "A Square access token (the application's own, from the Developer Console, or a seller's) sent as Authorization: Bearer <token>.",
    },
  ],
  tools: squareTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    "https://developer.squareup.com/reference/square/o-auth/authorize": ["authorizeUrl", "scopeSeparator: space"],
    "https://developer.squareup.com/reference/square/o-auth/obtain-token": ["tokenUrl", "client id and secret in the body (code flow)", "refresh: reuse (the same refresh token)"],
    "https://developer.squareup.com/docs/oauth-api/overview": ["access tokens expire after 30 days"],
    "https://raw.githubusercontent.com/square/connect-api-specification/master/api.json": ["baseUrl", "scopes", "ObtainToken takes JSON", "tools (operationIds)"],
  },
  sources: [
    "https://developer.squareup.com/docs/oauth-api/overview",
    "https://developer.squareup.com/reference/square/o-auth/authorize",
    "https://developer.squareup.com/reference/square/o-auth/obtain-token",
    "https://raw.githubusercontent.com/square/connect-api-specification/master/api.json",
  ],
};
