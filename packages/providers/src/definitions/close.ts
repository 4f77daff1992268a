import type { ProviderDefinitionInput } from "@plugboard/core";
import { CLOSE_PAGES as P, closeTools } from "../tools/close.js";

const OAUTH_PAGE = "https://developer.close.com/api/overview/oauth-authentication";
const OAUTH_TOPIC_PAGE = "https://developer.close.com/topics/authentication-oauth2";
const APP_PAGE = "https://developer.close.com/integrations/create-an-oauth-app";
const OVERVIEW_PAGE = "https://developer.close.com/api/overview";
const CLIENT_README = "https://github.com/closeio/closeio-api";

/**
 * Close's REST API (`https://api.close.com/api/v1`, JSON bodies). OAuth 2.0 authorization code flow: the
 * user is sent to `app.close.com/oauth2/authorize/` and picks an organization; the code is exchanged at
 * `api.close.com/oauth2/token/` with form-encoded parameters, the client id and secret among them. Every
 * OAuth app is granted `all.full_access offline_access`; with `offline_access` the answer carries a
 * refresh token, and each refresh issues a new one the client must keep (`refresh: rotate`). The token
 * answer also names the `organization_id` and `user_id`. 20 tools hand-written from Close's API reference
 * (one page per operation; paths end with a slash, as Close's do): the current user, leads (list/search, get,
 * create, update), contacts (list, get, create, update), opportunities (list, create, update), note activities
 * (list, create), call and email activities (list), tasks (list, create, update) and pipelines (whose
 * opportunity statuses give the status ids). Not confirmed on an operation page: GET /lead/{id}/ (the leads
 * section describes a returned lead; the update and delete pages show /lead/{id}/); the opportunity body fields
 * value, value_period and note; the lead_id filter of the contact list and the values of the task list's
 * view filter other than archive. Lead and opportunity status lists are left to the proxy (their paths were
 * not read).
 */
export const close: ProviderDefinitionInput = {
  id: "close",
  name: "Close",
  description: "Work a Close organization's CRM through Close's REST API: search, read, create and update leads, contacts and opportunities, log and read notes, read calls and emails, manage tasks, and list pipelines.",
  categories: ["crm"],
  docsUrl: "https://developer.close.com/",
  kind: "http",
  baseUrl: "https://api.close.com/api/v1",
  authModes: [
    {
      type: "oauth2",
      label: "Close organization",
      description:
        "In Close, Settings → Developer → OAuth Apps → Create App: set Plugboard's callback URL ({base_url}/api/v1/oauth/callback, HTTPS) as the redirect URL and copy the client id and secret. Apps are private to your organization until made public.",
      config: {
        authorize_url: "https://app.close.com/oauth2/authorize/",
        token_url: "https://api.close.com/oauth2/token/",
        refresh_token_rotation: true,
        scopes: ["all.full_access", "offline_access"],
      },
      scopes: [
        { name: "all.full_access", description: "Full access, as an API key (granted to every OAuth app)." },
        { name: "offline_access", description: "A refresh token in the token answer." },
      ],
    },
  ],
  tools: closeTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [OAUTH_TOPIC_PAGE]: ["authorizeUrl https://app.close.com/oauth2/authorize/", "tokenUrl https://api.close.com/oauth2/token/ (form-encoded, client_id and client_secret)", "token answer: expires_in, refresh_token, organization_id, user_id"],
    [OAUTH_PAGE]: ["refresh with offline_access", "refresh: rotate (a new refresh token replaces the old)", "Bearer access token"],
    [APP_PAGE]: ["scopes all.full_access offline_access granted to every OAuth app", "HTTPS redirect URL"],
    [OVERVIEW_PAGE]: ["baseUrl https://api.close.com/api/v1", "JSON requests", "_skip/_limit pagination, _fields"],
    [CLIENT_README]: ["resources lead and opportunity", "search query, _limit, _fields, _order_by parameters"],
    [P.getMe]: ["GET /me/: the current user's id and organization_id"],
    [P.updateLead]: ["PUT /lead/{id}/ (non-destructive patch; contacts through the Contacts API)"],
    [P.createOpportunity]: ["POST /opportunity/: status_id (default the first status), lead_id (else a new lead), custom.FIELD_ID"],
    [P.createNote]: ["POST /activity/note/: note_html or note, pinned"],
    [P.createTask]: ["POST /task/: _type lead or outgoing_call"],
    [P.updateTask]: ["PUT /task/{id}/: assigned_to, date, is_complete; text for lead tasks"],
  },
  sources: [OAUTH_TOPIC_PAGE, OAUTH_PAGE, APP_PAGE, OVERVIEW_PAGE, CLIENT_README, ...Object.values(P)],
};
