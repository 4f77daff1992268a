import type { ProviderAuthModeInput, ProviderScope } from "@plugboard/core";

/** Xero's page on the OAuth 2.0 flow and tenants. */
export const XERO_AUTH_FLOW = "https://developer.xero.com/documentation/oauth2/auth-flow";
/** Xero's page on scopes. */
export const XERO_SCOPES = "https://developer.xero.com/documentation/oauth2/scopes";
/** Xero's identity OpenAPI document: the connections endpoint and the token schemas. */
export const XERO_IDENTITY_OPENAPI = "https://raw.githubusercontent.com/XeroAPI/Xero-OpenAPI/master/xero-identity.yaml";

/**
 * The OAuth 2.0 mode every Xero API shares (Accounting, Files): Xero's authorize and token endpoints
 * (each API's own OpenAPI document declares them), `offline_access` for a refresh token, and the tenant:
 * after the code exchange the connections endpoint (`GET https://api.xero.com/Connections`) lists the
 * tenants the user connected, the first `ORGANISATION` among them (picked by `tenantType`, not by
 * position) is kept as `tenantId`, and every API call carries it in `xero-tenant-id` (`metadataHeaders`).
 * A user who connected several organisations gets the first listed (see the Xero definition's notes).
 * Not confirmed on a Xero page: the client authentication at the token endpoint (`body`: Xero's identity
 * document's `RefreshToken` schema carries `client_id` and `client_secret`) and refresh-token rotation
 * (`reuse`: a new refresh token is kept whenever one comes).
 */
export function xeroOAuthMode(options: { defaultScopes: string[]; scopes: ProviderScope[] }): ProviderAuthModeInput {
  return {
    type: "oauth2",
    label: "Xero organisation",
    description:
      "Create a Web app (Auth Code grant) in the Xero Developer portal (My Apps), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI, and generate a client secret. The user picks the organisation to connect on Xero's consent screen.",
    config: {
      authorize_url: "https://login.xero.com/identity/connect/authorize",
      token_url: "https://identity.xero.com/connect/token",
      metadata_headers: { "xero-tenant-id": "tenantId" },
      scopes: ["offline_access", ...options.defaultScopes],
      connect_metadata: { url: "https://api.xero.com/Connections", fields: { tenantId: "tenantType=ORGANISATION.tenantId" } },
    },
    scopes: [
      { name: "offline_access", description: "Get a refresh token, to refresh the access token and keep an offline connection." },
      { name: "openid", description: "Your application intends to use the user's identity." },
      { name: "profile", description: "First name, last name and Xero user id." },
      { name: "email", description: "Email address." },
      ...options.scopes,
    ],
  };
}
