import type { ProviderDefinitionInput } from "@plugboard/core";
import { RINGCENTRAL_OPENAPI, RINGCENTRAL_SDK, ringcentralTools } from "../tools/ringcentral.js";

const SDK_PLATFORM = "https://github.com/ringcentral/ringcentral-js/blob/master/sdk/src/platform/Platform.ts";
const SDK_SERVERS = "https://github.com/ringcentral/ringcentral-js/blob/master/sdk/src/SDK.ts";
const SDK_DEMO = "https://github.com/ringcentral/ringcentral-js/blob/master/demo/src/core.html";
const API_INDEX = "https://github.com/ringcentral/ringcentral-api-docs/blob/64067a50d93c3c8497f9631ae4c682bd9dc99f5e/docs/basics/api-index.md";

/**
 * RingCentral's REST API (`https://platform.ringcentral.com`, the production server of RingCentral's own
 * JS SDK; API paths start with `/restapi/v1.0`). OAuth 2.0 authorization code as the SDK runs it: the
 * user is sent to `/restapi/oauth/authorize`, and the code is exchanged and refreshed at
 * `/restapi/oauth/token` as a form, the client (with a secret) authenticating with HTTP Basic. PKCE is
 * optional in the SDK (`usePKCE`), so it is left off. No scopes are listed: which the authorize request
 * takes was not confirmed on the pages read here.
 *
 * Tools from RingCentral's own OpenAPI description of the REST API v1.0 (the ringcentral-api-docs
 * repository, each tool citing its operation, `~` standing for the signed-in account and extension),
 * and for Team Messaging v1 (`/team-messaging/v1`) and RingCentral Video (`/rcvideo`), which that
 * document predates, RingCentral's own generated TypeScript SDK (ringcentral-extensible). Each tool's
 * description names the app permission RingCentral's specification gives its operation; the app must
 * have it. The rest of the API (fax, call control, admin settings…) goes through the proxy.
 * Not confirmed: that document is version 1.0.46 (2021); parameters of the REST API v1.0 tools were
 * compared with the current SDK's parameter types, not with a current specification.
 */
export const ringcentral: ProviderDefinitionInput = {
  id: "ringcentral",
  name: "RingCentral",
  description: "RingCentral phone system: the connected extension, company and directory; call log, active calls and RingOut calls; send SMS and read or mark messages; personal contacts; presence; team messaging chats and posts; RingCentral Video meetings.",
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
  tools: ringcentralTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [SDK_PLATFORM]: ["authorizeUrl path /restapi/oauth/authorize", "tokenUrl path /restapi/oauth/token (code and refresh)", "token request as a form", "clientAuth: basic when the app has a secret", "PKCE optional"],
    [SDK_SERVERS]: ["production server https://platform.ringcentral.com"],
    [SDK_DEMO]: ["tools GET_EXTENSION and GET_CALL_LOG paths"],
    [RINGCENTRAL_OPENAPI]: ["servers https://platform.ringcentral.com", "each /restapi/v1.0 tool's method, path, parameters and app permission (x-app-permission) from the operation it cites", "operations readExtension, readAccountInfo, listExtensions, listExtensionPhoneNumbers, readUserCallLog, readUserCallRecord, listExtensionActiveCalls, createRingOutCall", "operations listMessages, readMessage, updateMessage, createSMSMessage, listContacts, readContact, createContact, updateContact, searchDirectoryEntries, readUserPresenceStatus, updateUserPresenceStatus", "accountId / extensionId: ~ for the signed-in account and extension"],
    [RINGCENTRAL_SDK]: ["GET /team-messaging/v1/chats (type, recordCount, pageToken)", "GET and POST /team-messaging/v1/chats/{chatId}/posts (text, parentPostId, threadId)", "GET /rcvideo/v2/account/{accountId}/extension/{extensionId}/bridges/default", "POST /rcvideo/v2/account/{accountId}/extension/{extensionId}/bridges (name, type)", "GET /rcvideo/v1/history/meetings (text, startTime, endTime, materials, perPage, pageToken)", "app permissions TeamMessaging, Video"],
    [API_INDEX]: ["the REST API v1.0 endpoints' reference pages (developers.ringcentral.com/api-reference/<group>/<operationId>)"],
  },
  sources: [SDK_PLATFORM, SDK_SERVERS, SDK_DEMO, RINGCENTRAL_OPENAPI, RINGCENTRAL_SDK, API_INDEX, "https://developers.ringcentral.com/api-reference"],
};
