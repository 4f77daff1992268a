import type { ProviderDefinitionInput } from "@plugboard/core";
import { LINKEDIN_OIDC_PAGE, LINKEDIN_POSTS_PAGE, LINKEDIN_PROFILE_PAGE, LINKEDIN_SDK_CREATE_POSTS, LINKEDIN_SHARE_PAGE, linkedinTools } from "../tools/linkedin.js";

const SDK_CONSTANTS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/utils/constants.ts";
const SDK_AUTH = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/auth.ts";
const SDK_OAUTH_UTILS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/utils/oauth-utils.ts";
const PROFILE_PAGE = LINKEDIN_PROFILE_PAGE;
const OIDC_PAGE = LINKEDIN_OIDC_PAGE;
const SDK_API_UTILS = "https://github.com/linkedin-developers/linkedin-api-js-client/blob/main/lib/utils/api-utils.ts";

/**
 * LinkedIn's APIs (`https://api.linkedin.com`: the unversioned `/v2` and the versioned `/rest`, which
 * needs a `LinkedIn-Version` header per call), with 3-legged OAuth 2.0 as LinkedIn's own API client
 * runs it: the member is sent to `https://www.linkedin.com/oauth/v2/authorization` with comma-joined
 * scopes, and the code is exchanged (and a refresh token, where the app has one, redeemed) at
 * `https://www.linkedin.com/oauth/v2/accessToken` as a form with the client id and secret in the body.
 * The default scopes are Sign In with LinkedIn's OpenID Connect ones. Every request carries
 * `X-Restli-Protocol-Version: 2.0.0`, as LinkedIn's API client sends it on every call and the Share on
 * LinkedIn page requires it.
 *
 * Tools only for what a self-serve app can get: the member's OpenID Connect userinfo (openid, profile,
 * email) and `GET /v2/me` (a profile permission LinkedIn grants per app), and posting on the member's
 * behalf with Share on LinkedIn's w_member_social — `POST /v2/ugcPosts` (the Share on LinkedIn page)
 * and the versioned `POST /rest/posts` (LinkedIn's API client's example; the LinkedIn-Version header is a
 * param) — and deleting a post. Add `w_member_social` to the requested scopes (and the Share on LinkedIn
 * product to the app) to post. Five tools: fewer than the catalog's usual eight, because LinkedIn's other
 * products (marketing, pages, community management, reading posts) need LinkedIn's approval; they go
 * through the proxy. Image upload has no tool: its upload step is a binary request to a URL LinkedIn
 * answers, which a tool call cannot make.
 * Not confirmed: the userinfo path `/v2/userinfo` and its claims (the part of the OpenID Connect page
 * read here names only the scopes); `DELETE /rest/posts/{urn}` (the part of the Posts API page read here
 * names the permission w_member_social and the headers, not the delete request); the visibility values of
 * `/rest/posts` other than PUBLIC.
 */
export const linkedin: ProviderDefinitionInput = {
  id: "linkedin",
  name: "LinkedIn",
  description: "A LinkedIn member's identity (OpenID Connect userinfo, profile) and posting on their behalf: share a post (UGC Posts or Posts API) and delete one; other LinkedIn APIs, as the app is approved for them, through the proxy.",
  categories: ["social-media"],
  docsUrl: "https://learn.microsoft.com/en-us/linkedin/",
  kind: "http",
  baseUrl: "https://api.linkedin.com",
  headers: { "X-Restli-Protocol-Version": "2.0.0" },
  authModes: [
    {
      type: "oauth2",
      label: "LinkedIn member",
      description:
        "Create an app in LinkedIn's Developer Portal, add the products it needs (Sign In with LinkedIn using OpenID Connect; Share on LinkedIn to post), add Plugboard's callback URL ({base_url}/api/v1/oauth/callback) as an authorized redirect URL, and copy the client id and secret.",
      config: {
        authorize_url: "https://www.linkedin.com/oauth/v2/authorization",
        token_url: "https://www.linkedin.com/oauth/v2/accessToken",
        scope_separator: ",",
        scopes: ["openid", "profile", "email"],
      },
      scopes: [
        { name: "openid", description: "Required to indicate the application wants to use OIDC to authenticate the member." },
        { name: "profile", description: "Required to retrieve the member's lite profile including their id, name, and profile picture." },
        { name: "email", description: "Required to retrieve the member's email address." },
        { name: "w_member_social", description: "Required to create a LinkedIn post on behalf of the authenticated member (the Share on LinkedIn product)." },
      ],
    },
  ],
  tools: linkedinTools,
  verifiedAt: "2026-11-29",
  sourceFacts: {
    [SDK_CONSTANTS]: ["OAuth base https://www.linkedin.com/oauth/v2", "baseUrl https://api.linkedin.com (/v2 and /rest)", "LinkedIn-Version header for /rest"],
    [SDK_OAUTH_UTILS]: ["authorizeUrl …/oauth/v2/authorization", "scopes joined with commas"],
    [SDK_AUTH]: ["tokenUrl …/oauth/v2/accessToken", "form body with client_id and client_secret", "refresh with grant_type=refresh_token"],
    [OIDC_PAGE]: ["scopes openid, profile, email", "profile: the member's id, name and picture; email: the email address"],
    [LINKEDIN_SHARE_PAGE]: ["w_member_social: create a post on behalf of the authenticated member (product Share on LinkedIn)", "tool CREATE_SHARE: POST https://api.linkedin.com/v2/ugcPosts with author (person URN), lifecycleState PUBLISHED, specificContent, visibility", "header X-Restli-Protocol-Version: 2.0.0"],
    [LINKEDIN_SDK_CREATE_POSTS]: ["w_member_social with Sign In and Share on LinkedIn", "POST /ugcPosts body: shareCommentary.text, shareMediaCategory NONE, MemberNetworkVisibility PUBLIC", "tool CREATE_POST: POST /posts (versioned, LinkedIn-Version) with author, lifecycleState PUBLISHED, visibility PUBLIC, commentary, distribution (feedDistribution MAIN_FEED, targetEntities, thirdPartyDistributionChannels)"],
    [LINKEDIN_POSTS_PAGE]: ["w_member_social: post, comment and like posts on behalf of an authenticated member", "headers LinkedIn-Version (YYYYMM) and X-Restli-Protocol-Version: 2.0.0 on every request", "the Posts API replaces ugcPosts"],
    [SDK_API_UTILS]: ["X-Restli-Protocol-Version: 2.0.0 on every request", "LinkedIn-Version when a version is given"],
    [PROFILE_PAGE]: ["tool GET_CURRENT_MEMBER_PROFILE: GET https://api.linkedin.com/v2/me", "r_liteprofile / r_basicprofile"],
  },
  sources: [SDK_CONSTANTS, SDK_OAUTH_UTILS, SDK_AUTH, SDK_API_UTILS, OIDC_PAGE, PROFILE_PAGE, LINKEDIN_SHARE_PAGE, LINKEDIN_POSTS_PAGE, LINKEDIN_SDK_CREATE_POSTS],
};
