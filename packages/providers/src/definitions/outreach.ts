import type { ProviderDefinitionInput } from "@plugboard/core";
import { outreachReference, outreachTools } from "../tools/outreach.js";

const GETTING_STARTED = "https://developers.outreach.io/api/getting-started/";
const OAUTH_PAGE = "https://developers.outreach.io/api/oauth/";
const MAKING_REQUESTS = "https://developers.outreach.io/api/making-requests/";
const SDK_OAUTH = "https://github.com/getoutreach/outreach-platform-sdk/blob/master/documentation/authorization/oauth.md";
const API_DOCS = "https://api.outreach.io/api/v2/docs";

/**
 * Outreach's REST API v2 (`https://api.outreach.io/api/v2`, JSON:API 1.0: every request carries
 * `Content-Type: application/vnd.api+json`). OAuth 2.0: the user is sent to
 * `https://api.outreach.io/oauth/authorize` with space-separated scopes (chosen on the app's API access
 * tab), and the code is exchanged — and the short-lived access token refreshed with the refresh token of
 * the same answer — at `https://api.outreach.io/oauth/token` with client_id, client_secret,
 * redirect_uri and grant_type (Outreach's own platform SDK documentation). No scope is requested by
 * default: the names were not read on an Outreach page here. Whether the refresh request must repeat
 * redirect_uri (the SDK documentation lists it) was not confirmed against the current pages.
 *
 * Tools: prospects (list, get, create, update), accounts (list, get, create), sequences (list, get),
 * sequence states (list; create = add a prospect to a sequence), mailboxes, mailings, tasks (list,
 * create), calls and users, each citing the Outreach API reference page of its resource (or "Making
 * requests"). Writes send the JSON:API resource object as `data`. The rest of the API goes through the proxy.
 * Not confirmed: the reference pages' operation sections were not read here (only their attribute
 * lists); the methods and paths follow the JSON:API conventions of "Making requests" (GET on the
 * pluralized type and on /<type>/<id>, POST to create, PATCH to update) and Outreach's statement that the
 * API supports fetching, creating, updating and deleting resources. Also not confirmed: that a sequence
 * state needs the prospect, sequence and mailbox relationships; the Task relationships owner and
 * subject; the filter names other than filter[emails] and filter[prospect][id] (built from the
 * resources' attribute and relationship names); the reference pages of Prospect, Mailbox, Mailing and
 * Call (not read; the tools citing them follow the same pattern). Completing a task has no tool: its
 * action was not found on an Outreach page read here.
 */
export const outreach: ProviderDefinitionInput = {
  id: "outreach",
  name: "Outreach",
  description: "Outreach sales engagement through the JSON:API v2: list, read, create and update prospects; list, read and create accounts; list sequences and add prospects to them; mailboxes, mailings, tasks (list, create), calls and users.",
  categories: ["crm", "marketing"],
  docsUrl: "https://developers.outreach.io/api/",
  kind: "http",
  baseUrl: "https://api.outreach.io/api/v2",
  headers: { "Content-Type": "application/vnd.api+json" },
  authModes: [
    {
      type: "oauth2",
      label: "Outreach user",
      description: "Create an Outreach app in the developer portal; on its API access tab add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI and select the data scopes the agent needs; copy the client id and secret (shown once).",
      config: {
        authorize_url: "https://api.outreach.io/oauth/authorize",
        token_url: "https://api.outreach.io/oauth/token",
      },
    },
  ],
  tools: outreachTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [GETTING_STARTED]: ["authorizeUrl", "scopes space-separated and URL-encoded", "short-lived tokens, refresh token"],
    [OAUTH_PAGE]: ["redirect URIs and scopes set on the app's API access tab", "client secret shown once", "access token refreshed with the refresh token of the same response"],
    [MAKING_REQUESTS]: ["baseUrl https://api.outreach.io/api/v2", "Content-Type: application/vnd.api+json on every request", "GET /prospects, /mailings?filter[prospect][id]", "a collection: GET on the resource's pluralized type, up to 50 resource objects a page; filter and sort query parameters"],
    [API_DOCS]: ["the API (JSON:API 1.0) supports fetching, creating, updating and deleting resources", "each resource of the API Reference lists its attributes and relationships"],
    [outreachReference("Account")]: ["resource account: a named company; attributes buyerIntentScore, companyType, custom1…"],
    [outreachReference("Sequence")]: ["resource sequence: attributes automationPercentage, bounceCount, clickCount, deliverCount, description, durationInDays, enabled…"],
    [outreachReference("Sequence-State")]: ["resource sequenceState: a currently sequenced prospect with relationships to its sequence, prospect and user (and account); attributes state, activeAt, openCount, replyCount…"],
    [outreachReference("Task")]: ["resource task: attributes action (action_item, call, email, in_person), dueAt, note, state (pending, incomplete, complete), taskType; tasks created through the API are manual"],
    [outreachReference("User")]: ["resource user: the individual that uses the application; attributes email (not updatable through the API), firstName…"],
    [SDK_OAUTH]: ["tokenUrl https://api.outreach.io/oauth/token with client_id, client_secret, redirect_uri, grant_type, code (refresh: refresh_token)", "Authorization: Bearer <token>"],
  },
  sources: [GETTING_STARTED, OAUTH_PAGE, MAKING_REQUESTS, SDK_OAUTH, API_DOCS, ...["Prospect", "Account", "Sequence", "Sequence-State", "Mailbox", "Mailing", "Task", "Call", "User"].map(outreachReference)],
};
