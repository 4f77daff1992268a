import type { ProviderDefinitionInput } from "@plugboard/core";
import { zoomTools } from "../tools/zoom.js";

/**
 * Zoom's REST API (`https://api.zoom.us/v2`) through a Server-to-Server OAuth app: no user signs in. The
 * app's credentials are its account ID, client ID and client secret; a token is asked for with the
 * `account_credentials` grant (`POST https://zoom.us/oauth/token`, `grant_type=account_credentials` and
 * `account_id`, the client authenticated with HTTP Basic). Zoom's page writes the two parameters in the
 * POST's query string; the engine sends token parameters as the form body (RFC 6749), where Zoom's own
 * API collection for this request also lists them ("Body PARAM grant_type, account_id"). The token is
 * the account owner's, lives one
 * hour and comes with no refresh token: a new one is asked for when it expires. Scopes are those the
 * account administrator granted the app. The same tools as the `zoom` provider.
 */
export const zoomS2s: ProviderDefinitionInput = {
  id: "zoom-s2s",
  name: "Zoom (Server-to-Server OAuth)",
  description:
    "Zoom for one's own account without a user sign-in: schedule, update and cancel meetings, get invitations and registrants, look up past meetings' participants and cloud recordings, and send Team Chat messages with a Server-to-Server OAuth app.",
  categories: ["video-conferencing", "communication", "calendar"],
  docsUrl: "https://developers.zoom.us/docs/internal-apps/s2s-oauth/",
  kind: "http",
  baseUrl: "https://api.zoom.us/v2",
  connectionConfig: [
    {
      name: "account_id",
      label: "Account ID",
      description: "The Account ID shown on the Server-to-Server OAuth app's App Credentials page in the Zoom App Marketplace.",
      pattern: "^[A-Za-z0-9_-]{1,64}$",
      example: "AbC123dEf456GhI789jKl0",
    },
  ],
  authModes: [
    {
      type: "oauth2",
      label: "Zoom Server-to-Server OAuth app",
      description:
        "Create a Server-to-Server OAuth app in the Zoom App Marketplace (Develop → Build app → Server-to-Server OAuth), add the scopes the agent needs, and activate it; install the provider with its client ID and client secret. Each connection gives the app's Account ID.",
      config: {
        grant_type: "account_credentials",
        token_url: "https://zoom.us/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
      },
      scopes: [],
    },
  ],
  tools: zoomTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://developers.zoom.us/docs/internal-apps/s2s-oauth/",
    "https://developers.zoom.us/docs/rooms/s2s-oauth/",
    "https://developers.zoom.us/docs/integrations/oauth-error-messages/",
    "https://developers.zoom.us/docs/api/",
  ],
};
