import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const SDK_PLATFORM = "https://github.com/ringcentral/ringcentral-js/blob/master/sdk/src/platform/Platform.ts";
const SDK_SERVERS = "https://github.com/ringcentral/ringcentral-js/blob/master/sdk/src/SDK.ts";
const SDK_DEMO = "https://github.com/ringcentral/ringcentral-js/blob/master/demo/src/core.html";

/**
 * RingCentral's REST API (`https://platform.ringcentral.com`, the production server of RingCentral's own
 * JS SDK; API paths start with `/restapi/v1.0`). OAuth 2.0 authorization code as the SDK runs it: the
 * user is sent to `/restapi/oauth/authorize`, and the code is exchanged and refreshed at
 * `/restapi/oauth/token` as a form, the client (with a secret) authenticating with HTTP Basic. PKCE is
 * optional in the SDK (`usePKCE`), so it is left off. No scopes are listed: which the authorize request
 * takes was not confirmed on the pages read here.
 */
export const ringcentral: ProviderDefinitionInput = {
  id: "ringcentral",
  name: "RingCentral",
  description: "RingCentral phone system: the connected extension and its call log; SMS, messages, meetings and the rest of the REST API through the proxy.",
  categories: ["communication", "video-conferencing"],
  docsUrl: "https://developers.ringcentral.com/api-reference",
  kind: "http",
  baseUrl: "https://platform.ringcentral.com",
  authModes: [
    {
      type: "oauth2",
      label: "RingCentral account",
      description:
        "Register an app using the authorization code flow in RingCentral's developer console, add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as its OAuth redirect URI, give it the permissions the agent needs, and copy the client id and secret.",
      config: {
        authorize_url: "https://platform.ringcentral.com/restapi/oauth/authorize",
        token_url: "https://platform.ringcentral.com/restapi/oauth/token",
        token_endpoint_auth_method: "client_secret_basic",
      },
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_EXTENSION",
      name: "Get the current extension",
      description: "The connected user's extension: id, extension number, name, contact, status and permissions.",
      method: "GET",
      path: "/restapi/v1.0/account/~/extension/~",
      url: SDK_DEMO,
    }),
    referenceTool({
      slug: "GET_CALL_LOG",
      name: "Get the extension's call log",
      description: "Calls made and received by the connected extension (direction, from, to, start time, duration, result).",
      method: "GET",
      path: "/restapi/v1.0/account/~/extension/~/call-log",
      url: SDK_DEMO,
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [SDK_PLATFORM]: ["authorizeUrl path /restapi/oauth/authorize", "tokenUrl path /restapi/oauth/token (code and refresh)", "token request as a form", "clientAuth: basic when the app has a secret", "PKCE optional"],
    [SDK_SERVERS]: ["production server https://platform.ringcentral.com"],
    [SDK_DEMO]: ["tools GET_EXTENSION and GET_CALL_LOG paths"],
  },
  sources: [SDK_PLATFORM, SDK_SERVERS, SDK_DEMO, "https://developers.ringcentral.com/api-reference"],
};
