import type { ProviderAuthModeInput, ProviderScope } from "@plugboard/core";

/** The pages Google's OAuth facts below come from. */
export const GOOGLE_OAUTH_SOURCES = [
  "https://developers.google.com/identity/protocols/oauth2/web-server",
  "https://developers.google.com/identity/protocols/oauth2/scopes",
];

/**
 * Google's OAuth 2.0 for web server applications, shared by the Google providers: the v2 authorization
 * endpoint, the token and revocation endpoints, space-separated scopes, `access_type=offline` (so a
 * refresh token is issued) and `prompt=consent` (so it is issued again when the user re-connects).
 * Refresh tokens stay valid and a refresh response does not repeat them.
 */
export function googleOAuthMode(options: { api: string; scopes: ProviderScope[]; defaultScopes: string[] }): ProviderAuthModeInput {
  return {
    type: "oauth2",
    label: "Google account",
    description: `Create an OAuth client (type: Web application) in the Google Cloud console, enable the ${options.api} for the project, and add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as an authorized redirect URI.`,
    config: {
      authorize_url: "https://accounts.google.com/o/oauth2/v2/auth",
      token_url: "https://oauth2.googleapis.com/token",
      revokeUrl: "https://oauth2.googleapis.com/revoke",
      extra_params: { access_type: "offline", prompt: "consent" },
      scopes: options.defaultScopes,
    },
    scopes: options.scopes,
  };
}
