import type { ProviderDefinitionInput } from "@plugboard/core";
import { zoomTools } from "../tools/zoom.js";

/** Zoom's API v2 for a signed-in user: meetings, registrants, past meetings, recordings. */
export const zoom: ProviderDefinitionInput = {
  id: "zoom",
  name: "Zoom",
  description: "Schedule, update and cancel Zoom meetings, manage registrants, and read past meetings, participants and cloud recordings.",
  categories: ["video-conferencing", "communication"],
  docsUrl: "https://developers.zoom.us/docs/api/",
  kind: "http",
  baseUrl: "https://api.zoom.us/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Zoom account",
      description:
        "Create a General (user-managed) app in the Zoom App Marketplace, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the OAuth redirect URL and add the meeting and recording scopes the tools need. The token endpoint authenticates the app with HTTP Basic; refresh tokens rotate.",
      authorizeUrl: "https://zoom.us/oauth/authorize",
      tokenUrl: "https://zoom.us/oauth/token",
      scopeSeparator: " ",
      pkce: false,
      clientAuth: "basic",
      refresh: "rotate",
      // Zoom grants the scopes configured on the app.
      defaultScopes: [],
    },
  ],
  tools: zoomTools,
  sources: [
    "https://developers.zoom.us/docs/integrations/oauth/",
    "https://developers.zoom.us/docs/api/",
    "https://developers.zoom.us/docs/api/rest/zoom-api-methods/",
  ],
};
