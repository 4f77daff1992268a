import type { ProviderAuthModeInput, ProviderConfigField, ProviderScope } from "@plugboard/core";

/** The pages the Microsoft identity platform facts below come from. */
export const MICROSOFT_OAUTH_SOURCES = [
  "https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow",
  "https://learn.microsoft.com/en-us/entra/identity-platform/v2-protocols#endpoints",
  "https://learn.microsoft.com/en-us/entra/identity-platform/refresh-tokens",
  "https://learn.microsoft.com/en-us/entra/identity-platform/scopes-oidc",
  "https://learn.microsoft.com/en-us/graph/auth-v2-user",
  "https://learn.microsoft.com/en-us/graph/permissions-reference",
];

/**
 * The Microsoft Entra tenant the end-user signs in through, the `{tenant}` segment of the identity
 * platform's v2.0 endpoints: `common` (work or school and personal Microsoft accounts), `organizations`
 * (work or school accounts only), `consumers` (personal accounts only), or a tenant's GUID or initial
 * `.onmicrosoft.com` domain (a tenant's other domains could name any host, so they are not accepted: use its GUID).
 */
export const MICROSOFT_TENANT_FIELD: ProviderConfigField = {
  name: "tenant",
  label: "Microsoft Entra tenant",
  description:
    "`common` (work, school and personal Microsoft accounts), `organizations` (work or school accounts), `consumers` (personal accounts), or one organization's tenant: its ID (a GUID) or its initial domain (e.g. contoso.onmicrosoft.com).",
  pattern: "^(?:common|organizations|consumers|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.onmicrosoft\\.com)$",
  example: "common",
  default: "common",
};

/** `offline_access` and `User.Read`, which every Microsoft Graph provider offers beside its own scopes. */
export const MICROSOFT_COMMON_SCOPES: ProviderScope[] = [
  { name: "offline_access", description: "Maintain access to data the user has given access to: the token response carries a refresh token." },
  { name: "User.Read", description: "Sign in and read the signed-in user's profile." },
];

/** The delegated files permissions, shared by the providers that work on OneDrive and SharePoint files (OneDrive, Excel). */
export const MICROSOFT_FILES_SCOPES: ProviderScope[] = [
  { name: "Files.Read", description: "Read the signed-in user's files." },
  { name: "Files.ReadWrite", description: "Read, create, update and delete the signed-in user's files." },
  { name: "Files.Read.All", description: "Read all files the signed-in user can access." },
  { name: "Files.ReadWrite.All", description: "Read, create, update and delete all files the signed-in user can access." },
];

/**
 * OAuth 2.0 authorization code flow of the Microsoft identity platform (v2.0 endpoints), shared by the
 * Microsoft Graph providers: the tenant from the connection config, space-separated scopes, PKCE (S256),
 * the client secret in the token request body. `offline_access` makes the token response carry a refresh
 * token; each refresh returns a new one while the old one stays valid. There is no revocation endpoint.
 */
export function microsoftOAuthMode(options: { api: string; scopes: ProviderScope[]; defaultScopes: string[] }): ProviderAuthModeInput {
  return {
    type: "oauth2",
    label: "Microsoft account",
    description: `Register an application in the Microsoft Entra admin center (App registrations), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a Web redirect URI, create a client secret, and add the delegated Microsoft Graph permissions for ${options.api}. Choose the supported account types to match the tenant setting.`,
    config: {
      authorize_url: "https://login.microsoftonline.com/{{config.tenant}}/oauth2/v2.0/authorize",
      token_url: "https://login.microsoftonline.com/{{config.tenant}}/oauth2/v2.0/token",
      pkce: true,
      scopes: ["offline_access", "User.Read", ...options.defaultScopes],
    },
    scopes: [...MICROSOFT_COMMON_SCOPES, ...options.scopes],
  };
}

/** The Microsoft identity platform mode asking for the user's files (Files.ReadWrite), shared by OneDrive and Excel. */
export function microsoftFilesOAuthMode(): ProviderAuthModeInput {
  return microsoftOAuthMode({ api: "files (Files.ReadWrite)", defaultScopes: ["Files.ReadWrite"], scopes: MICROSOFT_FILES_SCOPES });
}
