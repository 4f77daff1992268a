import type { ProviderDefinitionInput } from "@plugboard/core";
import { HELP_SCOUT_PAGES as P, helpScoutTools } from "../tools/help-scout.js";

const AUTH_PAGE = P.authentication;
const SDK_AUTH = "https://github.com/helpscout/helpscout-api-php/blob/master/src/Http/Authenticator.php";
const SDK_CODE = "https://github.com/helpscout/helpscout-api-php/blob/master/src/Http/Auth/CodeCredentials.php";

/**
 * Help Scout's Inbox (Mailbox) API 2.0 (`https://api.helpscout.net/v2`; API 1.0 was retired in 2019).
 * OAuth 2.0 authorization code flow: the user is sent to
 * `https://secure.helpscout.net/authentication/authorizeClientApplication?client_id=…&state=…` (the
 * redirect goes to the URL set on the app), and the code is exchanged at
 * `https://api.helpscout.net/v2/oauth2/token` with `grant_type`, `code`, `client_id` and
 * `client_secret` in the body (Help Scout accepts JSON, form or query parameters there; its own PHP SDK
 * sends JSON). Access tokens expire (`expires_in`) and come with a refresh token; whether a refresh
 * spends the old refresh token is not stated, so rotation is left off. Help Scout has no scopes.
 * 17 tools hand-written from the Inbox API 2.0 endpoint pages and, where no endpoint page was read (get
 * conversation, add note, get customer, mailboxes, tags, list workflows), from Help Scout's own PHP SDK:
 * users, mailboxes, conversations (list/search, get, create, JSON Patch update of status and owner, threads,
 * reply, note), customers (list/search, get, create), tags and workflows (list, run manual). Not confirmed on an
 * endpoint page (taken from the SDK): the paths of get conversation, add note, get customer, get mailbox, list
 * tags and list workflows, and the note's fields (text, user, status); which Create Conversation fields
 * besides subject are required.
 */
export const helpScout: ProviderDefinitionInput = {
  id: "help-scout",
  name: "Help Scout",
  description: "Work Help Scout's shared inboxes through the Inbox API 2.0: list, search, read, create and update conversations (status, owner), read threads, reply and add notes, look up and create customers, and list users, mailboxes, tags and workflows (and run manual ones).",
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
  tools: helpScoutTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [AUTH_PAGE]: ["authorizeUrl (client_id, state)", "Authorization: Bearer <token>", "baseUrl https://api.helpscout.net/v2 (GET /v2/users/me)", "token request as JSON, form or query params"],
    [SDK_AUTH]: ["tokenUrl https://api.helpscout.net/v2/oauth2/token", "token answer: access_token, refresh_token, expires_in"],
    [SDK_CODE]: ["code exchange: grant_type, code, client_id, client_secret in the body"],
    [P.sdkMailboxes]: ["GET /v2/mailboxes, GET /v2/mailboxes/{id}"],
    [P.listConversations]: ["GET /v2/conversations; filters joined by AND; default status active, sorted by createdAt desc; embed=threads"],
    [P.updateConversation]: ["PATCH /v2/conversations/{id}: op add/move/remove/replace, path /assignTo /draft /mailboxId /primaryCustomer.id /status /subject; 204"],
    [P.runWorkflow]: ["POST /v2/workflows/{id}/run: conversationIds (max 50, same inbox); 204"],
    [P.sdkConversations]: ["GET /v2/conversations/{id}; list filters mailbox, folder, status, assigned_to, number, modifiedSince, sortField, sortOrder, query, embed, tag"],
  },
  sources: [AUTH_PAGE, SDK_AUTH, SDK_CODE, ...Object.values(P).filter((page) => page !== AUTH_PAGE)],
};
