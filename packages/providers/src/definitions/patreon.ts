import type { ProviderDefinitionInput } from "@plugboard/core";
import { referenceTool } from "../tools/reference-tool.js";

const OAUTH_PAGE = "https://github.com/Patreon/platform-documentation/blob/master/source/includes/_oauth.md";
const OAUTH_V2_PAGE = "https://github.com/Patreon/platform-documentation/blob/master/source/includes/v2/_oauth_v2.md";
const ENDPOINTS_V2 = "https://github.com/Patreon/platform-documentation/blob/master/source/includes/_endpoints_v2.md";
const SDK_OAUTH = "https://github.com/Patreon/patreon-js/blob/master/src/oauth.js";

/**
 * Patreon's API v2 (`https://www.patreon.com/api/oauth2/v2`; API v1 is the legacy one, and v2 has its own
 * scopes), from Patreon's documentation source (the pages of docs.patreon.com). OAuth 2.0: the user is
 * sent to `https://www.patreon.com/oauth2/authorize`, and the code is exchanged and refreshed at
 * `https://www.patreon.com/api/oauth2/token` with the client id and secret among the parameters
 * (Patreon's own JS library sends them as a form). Tokens last about a month; Patreon calls the refresh
 * token single-use and answers a new one with each refresh, which is kept (`refresh_token_rotation`).
 */
export const patreon: ProviderDefinitionInput = {
  id: "patreon",
  name: "Patreon",
  description: "A Patreon creator's campaign and members (patrons, pledges, entitled tiers), and the connected user's identity, through API v2.",
  categories: ["social-media", "payments"],
  docsUrl: "https://docs.patreon.com/",
  kind: "http",
  baseUrl: "https://www.patreon.com/api/oauth2/v2",
  authModes: [
    {
      type: "oauth2",
      label: "Patreon account",
      description:
        "Register a client on Patreon's Clients & API Keys page (patreon.com/portal/registration/register-clients) with Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as a redirect URI; copy the client id and secret. Request the API v2 scopes the agent needs.",
      config: {
        authorize_url: "https://www.patreon.com/oauth2/authorize",
        token_url: "https://www.patreon.com/api/oauth2/token",
        refresh_token_rotation: true,
        scopes: ["identity", "campaigns", "campaigns.members"],
      },
      scopes: [
        { name: "identity", description: "Read access to data about the user (the /identity endpoint)." },
        { name: "identity[email]", description: "Read access to the user's email." },
        { name: "identity.memberships", description: "Read access to the user's memberships." },
        { name: "campaigns", description: "Read access to basic campaign data." },
        { name: "w:campaigns.webhook", description: "Read, write, update and delete the campaign's webhooks created by the client." },
        { name: "campaigns.members", description: "Read access to data about a campaign's members." },
        { name: "campaigns.members[email]", description: "Read access to the members' email." },
        { name: "campaigns.members.address", description: "Read access to the members' address, if collected." },
      ],
    },
  ],
  tools: [
    referenceTool({
      slug: "GET_IDENTITY",
      name: "Get the current user",
      description: "The connected Patreon user (JSON:API). Add include=memberships or include=campaign for related data.",
      method: "GET",
      path: "/identity",
      url: ENDPOINTS_V2,
      params: { include: { type: "string", description: "memberships, campaign" }, "fields[user]": { type: "string", description: "Comma-separated user attributes, e.g. full_name,email,url." } },
    }),
    referenceTool({
      slug: "LIST_CAMPAIGNS",
      name: "List the user's campaigns",
      description: "The campaign(s) of the connected creator (requires the campaigns scope).",
      method: "GET",
      path: "/campaigns",
      url: ENDPOINTS_V2,
      params: { include: { type: "string", description: "tiers, creator, benefits, goals" }, "fields[campaign]": { type: "string" } },
    }),
    referenceTool({
      slug: "LIST_CAMPAIGN_MEMBERS",
      name: "List a campaign's members",
      description: "The members (patrons) of a campaign with pledge status and lifetime support; include=currently_entitled_tiers to see what each is entitled to. Requires campaigns.members.",
      method: "GET",
      path: "/campaigns/{campaign_id}/members",
      url: ENDPOINTS_V2,
      params: {
        campaign_id: { type: "string" },
        include: { type: "string" },
        "fields[member]": { type: "string", description: "e.g. full_name,patron_status,lifetime_support_cents,currently_entitled_amount_cents" },
        "page[cursor]": { type: "string" },
      },
    }),
    referenceTool({
      slug: "GET_MEMBER",
      name: "Get a member",
      description: "One member by id (requires campaigns.members).",
      method: "GET",
      path: "/members/{id}",
      url: ENDPOINTS_V2,
      params: { id: { type: "string" }, include: { type: "string" }, "fields[member]": { type: "string" } },
    }),
  ],
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [OAUTH_PAGE]: ["authorizeUrl www.patreon.com/oauth2/authorize", "tokenUrl www.patreon.com/api/oauth2/token (code and refresh)", "client_id and client_secret in the token request", "refresh token single-use, new one in each answer", "tokens valid about a month"],
    [OAUTH_V2_PAGE]: ["API v2 scopes"],
    [ENDPOINTS_V2]: ["baseUrl host https://www.patreon.com, paths /api/oauth2/v2/…", "every tool's path: /identity, /campaigns, /campaigns/{campaign_id}/members, /members/{id}"],
    [SDK_OAUTH]: ["token request as application/x-www-form-urlencoded"],
  },
  sources: [OAUTH_PAGE, OAUTH_V2_PAGE, ENDPOINTS_V2, SDK_OAUTH, "https://docs.patreon.com/"],
};
