import type { ProviderDefinitionInput } from "@plugboard/core";
import { zoomTools } from "../tools/zoom.js";

/**
 * Zoom's REST API (`https://api.zoom.us/v2`). A user-managed General app (OAuth 2.0 authorization code;
 * the app authenticates at the token endpoint with HTTP Basic); refresh tokens rotate: Zoom's developer
 * support article on refreshing tokens says "the latest refresh token must always be used for the next
 * refresh request" (an older one answers "Invalid Token!"). Tools from Zoom's own OpenAPI document. For
 * Zoom's server-to-server OAuth (`account_credentials`), see the `zoom-s2s` provider.
 */
export const zoom: ProviderDefinitionInput = {
  id: "zoom",
  name: "Zoom",
  description: "Schedule, update and cancel Zoom meetings, get invitations and registrants, look up past meetings' participants and cloud recordings, and send Team Chat messages.",
  categories: ["video-conferencing", "communication", "calendar"],
  docsUrl: "https://developers.zoom.us/docs/api/",
  kind: "http",
  baseUrl: "https://api.zoom.us/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Zoom account",
      description:
        "Create a General app (user-managed, OAuth) in the Zoom App Marketplace (https://marketplace.zoom.us/develop/create), set Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the OAuth redirect URL and add it to the allow list, then add the scopes the agent needs (meetings, recordings, users, Team Chat) on the app's Scopes page; they are granted from the app's configuration.",
      config: {
        authorize_url: "https://zoom.us/oauth/authorize",
        token_url: "https://zoom.us/oauth/token",
        revokeUrl: "https://zoom.us/oauth/revoke",
        token_endpoint_auth_method: "client_secret_basic",
        refresh_token_rotation: true,
      },
      scopes: [],
    },
  ],
  tools: zoomTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.zoom.us/docs/integrations/oauth/",
    "https://devsupport.zoom.us/hc/en-us/articles/360060332931-Extending-the-expiration-for-an-OAuth-access-token",
    "https://developers.zoom.us/docs/integrations/oauth-scopes-overview/",
    "https://developers.zoom.us/docs/api/",
    "https://marketplace.zoom.us/docs/api-reference/zoom-api/Zoom%20API.oas2.json",
  ],
};
