import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const AUTH_PAGE = "https://developer.helpscout.com/mailbox-api/overview/authentication/";
const SDK_AUTH = "https://github.com/helpscout/helpscout-api-php/blob/master/src/Http/Authenticator.php";
const SDK_CODE = "https://github.com/helpscout/helpscout-api-php/blob/master/src/Http/Auth/CodeCredentials.php";
const SDK_MAILBOXES = "https://github.com/helpscout/helpscout-api-php/blob/master/src/Mailboxes/MailboxesEndpoint.php";

/**
 * Help Scout's Inbox (Mailbox) API 2.0 (`https://api.helpscout.net/v2`; API 1.0 was retired in 2019).
 * OAuth 2.0 authorization code flow: the user is sent to
 * `https://secure.helpscout.net/authentication/authorizeClientApplication?client_id=…&state=…` (the
 * redirect goes to the URL set on the app), and the code is exchanged at
 * `https://api.helpscout.net/v2/oauth2/token` with `grant_type`, `code`, `client_id` and
 * `client_secret` in the body (Help Scout accepts JSON, form or query parameters there; its own PHP SDK
 * sends JSON). Access tokens expire (`expires_in`) and come with a refresh token; whether a refresh
 * spends the old refresh token is not stated, so rotation is left off. Help Scout has no scopes.
 */
export const helpScout: ProviderDefinitionInput = {
  id: "help-scout",
  name: "Help Scout",
  description: "Help Scout's shared inboxes through the Inbox API 2.0: the connected user and the account's mailboxes; the rest of the API through the proxy.",
  categories: ["customer-support", "email"],
  docsUrl: "https://developer.helpscout.com/mailbox-api/",
  kind: "http",
  baseUrl: "https://api.helpscout.net/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Help Scout account",
      description:
        "In Help Scout, Your Profile → My Apps → Create My App, with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as the Redirection URL; copy the App ID (client id) and App Secret. The connecting user must be an active user of the account.",
      config: {
        authorize_url: "https://secure.helpscout.net/authentication/authorizeClientApplication",
        token_url: "https://api.helpscout.net/v2/oauth2/token",
      },
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_CURRENT_USER",
      name: "Get the current user",
      description: "The Help Scout user the token acts for: id, name, email, role, time zone.",
      method: "GET",
      path: "/users/me",
      url: AUTH_PAGE,
    }),
    referenceTool({
      slug: "LIST_MAILBOXES",
      name: "List mailboxes (inboxes)",
      description: "The account's mailboxes (id, name, email): the ids other Inbox API calls take.",
      method: "GET",
      path: "/mailboxes",
      url: SDK_MAILBOXES,
      params: { page: { type: "integer", minimum: 1 } },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [AUTH_PAGE]: ["authorizeUrl (client_id, state)", "Authorization: Bearer <token>", "baseUrl https://api.helpscout.net/v2 (GET /v2/users/me)", "token request as JSON, form or query params"],
    [SDK_AUTH]: ["tokenUrl https://api.helpscout.net/v2/oauth2/token", "token answer: access_token, refresh_token, expires_in"],
    [SDK_CODE]: ["code exchange: grant_type, code, client_id, client_secret in the body"],
    [SDK_MAILBOXES]: ["tool LIST_MAILBOXES: GET /v2/mailboxes"],
  },
  sources: [AUTH_PAGE, SDK_AUTH, SDK_CODE, SDK_MAILBOXES],
};
